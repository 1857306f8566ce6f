/**
 * VAT of a price that includes it, in integer minor units (zákon o DPH §37(2): the tax of a
 * price with tax is the price × rate / (100 + rate)).
 *
 * Rounding rule: the VAT of each rate is computed once from the rate's whole gross amount (the
 * sum of its lines, not line by line) and rounded half away from zero to the minor unit; the base
 * is the gross less that VAT, so base + VAT is always exactly the amount paid. Rates are given in
 * percent with at most two decimals (12, 21, 10.5).
 */
export interface VatSplit {
  /** The rate in percent. */
  rate: number;
  /** Base (základ daně), minor units. */
  base: number;
  /** VAT (daň), minor units. */
  vat: number;
  /** Gross (celkem s DPH) = base + vat, minor units. */
  gross: number;
}

/** Rates are compared and computed in hundredths of a percent so 10.5 % stays exact. */
const hundredths = (rate: number) => Math.round(rate * 100);

/** a / b rounded half away from zero, for integers (b > 0). */
function divideRounded(a: number, b: number): number {
  const sign = a < 0 ? -1 : 1;
  const abs = Math.abs(a);
  return sign * Math.floor((2 * abs + b) / (2 * b));
}

/** Splits a gross amount (negative on a corrective document) into base and VAT at one rate. */
export function splitGross(gross: number, rate: number): VatSplit {
  if (!Number.isSafeInteger(gross)) throw new RangeError('gross must be an integer amount in minor units');
  const r = hundredths(rate);
  if (r < 0 || r > 10_000) throw new RangeError('rate must be between 0 and 100 percent');
  const vat = divideRounded(gross * r, 10_000 + r);
  return { rate: r / 100, base: gross - vat, vat, gross };
}

/** The recapitulation per rate (§29(1)(i)): lines grouped by rate, each group split once, highest rate first. */
export function summarizeByRate(lines: ReadonlyArray<{ gross: number; rate: number }>): VatSplit[] {
  const byRate = new Map<number, number>();
  for (const line of lines)
    byRate.set(hundredths(line.rate), (byRate.get(hundredths(line.rate)) ?? 0) + line.gross);
  return [...byRate.entries()].sort(([a], [b]) => b - a).map(([r, gross]) => splitGross(gross, r / 100));
}
