/**
 * Exact fractions over BigInt. Discount formulas mix percentages, division and decimal prices;
 * floating point would turn 10 % of 333.33 into 33.333000000000006 and make rounding of the
 * final amount depend on the order of operations.
 */
export interface Rational {
  /** Numerator, carries the sign. */
  readonly n: bigint;
  /** Denominator, always positive. */
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Callers never pass d = 0: division checks the divisor first. */
export function rational(n: bigint, d: bigint = 1n): Rational {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** "12", "12.5" or "12,5" (already checked to be digits with one optional separator). */
export function parseDecimal(text: string): Rational {
  const [whole = '0', fraction = ''] = text.split(/[.,]/);
  return rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

export const add = (a: Rational, b: Rational): Rational => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const subtract = (a: Rational, b: Rational): Rational => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const multiply = (a: Rational, b: Rational): Rational => rational(a.n * b.n, a.d * b.d);
export const divide = (a: Rational, b: Rational): Rational => rational(a.n * b.d, a.d * b.n);
export const isZero = (a: Rational): boolean => a.n === 0n;

/** Rounds half away from zero to an integer BigInt. */
export function roundHalfAwayFromZero(a: Rational): bigint {
  const magnitude = (2n * (a.n < 0n ? -a.n : a.n) + a.d) / (2n * a.d);
  return a.n < 0n ? -magnitude : magnitude;
}
