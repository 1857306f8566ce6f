/**
 * Czech business ID (IČO): 8 digits; r = Σ dᵢ·(8 − i) over the first seven digits mod 11;
 * the check digit is 1 when r = 0, 0 when r = 1, otherwise 11 − r.
 * Exactly 8 digits are required: registers print IČO with leading zeros (`00177041`), and
 * silently padding shorter input would accept typos that lost a digit.
 */
export function icoCheckDigit(firstSeven: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(firstSeven[i]) * (8 - i);
  const r = sum % 11;
  return r === 0 ? 1 : r === 1 ? 0 : 11 - r;
}

export function isValidIco(input: string): boolean {
  const text = input.trim();
  if (!/^\d{8}$/.test(text)) return false;
  return icoCheckDigit(text.slice(0, 7)) === Number(text[7]);
}
