/**
 * Values as Czech statements write them: amounts with a decimal comma and thousands separators
 * (`23.000,00`, `1 234,50`, `-400`), dates `dd.mm.yyyy`, `dd/mm/yyyy` or ISO, symbols with stray
 * spaces and leading zeros.
 */

/** An amount as minor units, or undefined when it is not a number with at most two decimals. */
export function parseAmount(raw: string): number | undefined {
  let s = raw.replace(/[\s\u00a0\u202f']/g, '');
  if (!s) return undefined;
  let sign = 1;
  if (s.startsWith('-') || s.startsWith('−')) {
    sign = -1;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  let intPart: string;
  let fraction = '';
  if (s.includes(',')) {
    // Decimal comma: dots are thousands separators.
    const [whole, frac, extra] = s.split(',');
    if (extra !== undefined || whole === undefined) return undefined;
    if (whole.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return undefined;
    intPart = whole.replace(/\./g, '');
    fraction = frac ?? '';
  } else if (/^\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    // 1.000.000: only thousands separators.
    intPart = s.replace(/\./g, '');
  } else {
    const [whole, frac, extra] = s.split('.');
    if (extra !== undefined || whole === undefined) return undefined;
    intPart = whole;
    fraction = frac ?? '';
  }
  if (!/^\d+$/.test(intPart) || !/^\d{0,2}$/.test(fraction)) return undefined;
  const minor = Number(intPart) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return undefined;
  return sign * minor;
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A day as yyyy-mm-dd from `dd.mm.yyyy`, `dd/mm/yyyy`, `yyyy-mm-dd` (time parts ignored). */
export function parseDay(raw: string): string | undefined {
  const s = raw.trim();
  let m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:\s.*)?$/.exec(s);
  if (m) return validDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s+].*)?$/.exec(s);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]));
  return undefined;
}

/** ABO's DDMMYY. */
export function parseDdMmYy(raw: string): string | undefined {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (!m) return undefined;
  return validDay(2000 + Number(m[3]), Number(m[2]), Number(m[1]));
}

/** A payment symbol compared by its digits: spaces and line breaks dropped, leading zeros too. */
export function normalizeSymbol(raw: string | undefined): string {
  const digits = (raw ?? '').replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return digits;
  return digits.replace(/^0+(?=\d)/, '');
}
