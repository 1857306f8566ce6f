/**
 * The number series of an organizer's documents (zákon o DPH §29(1)(b): "evidenční číslo
 * daňového dokladu", unique within a series the supplier keeps). One series per organizer and
 * calendar year (Europe/Prague), for payment confirmations, tax documents and corrective ones
 * alike; the sequence comes from a counter incremented in the transaction that records the
 * document, so numbers run 1, 2, 3… without a gap or a repeat.
 */
export const MAX_SEQUENCE = 999_999;

/** `2026000042`: the year and the sequence in six digits (digits only, so it also works as a reference). */
export function formatDocumentNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError('year out of range');
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE)
    throw new RangeError('sequence out of range');
  return `${year}${String(sequence).padStart(6, '0')}`;
}

/** The year and sequence of a number formatted above; undefined for anything else. */
export function parseDocumentNumber(number: string): { year: number; sequence: number } | undefined {
  const m = /^(\d{4})(\d{6})$/.exec(number);
  if (!m) return undefined;
  const sequence = Number(m[2]);
  return sequence >= 1 ? { year: Number(m[1]), sequence } : undefined;
}
