import { formatIsoDate, parseDateOnly } from '../validation/date-only';
import { crc32Hex } from './crc32';
import { checkIban } from './iban';
import { PaymentFormatError } from './payment-errors';

/** Input of a QR Platba (SPD 1.0) payment; amounts are integer minor units as everywhere else. */
export interface QrPlatbaInput {
  /** Payee IBAN, any spacing or case. */
  iban: string;
  /** Optional payee BIC, sent as `ACC:IBAN+BIC`. */
  bic?: string;
  amountMinor?: number;
  /** ISO 4217 letters, e.g. CZK. */
  currency?: string;
  variableSymbol?: string | number;
  specificSymbol?: string | number;
  constantSymbol?: string | number;
  /** Message for the payee; normalised with toSpdText. */
  message?: string;
  /** Payee name; normalised with toSpdText. */
  recipientName?: string;
  /** Due date, `YYYY-MM-DD` (or `YYYYMMDD`). */
  dueDate?: string;
  /** Append the optional `CRC32` key. */
  withCrc32?: boolean;
}

export const SPD_HEADER = 'SPD*1.0';
export const SPD_LIMITS = { message: 60, recipientName: 35, symbol: 10 } as const;
/** AM has at most 10 characters: 9999999.99 is the largest amount that fits. */
export const SPD_MAX_AMOUNT_MINOR = 999_999_999;

// Letters that Unicode does not decompose into a base letter plus a diacritic.
const FOLD: Readonly<Record<string, string>> = { Ł: 'L', Đ: 'D', Ø: 'O', Æ: 'AE', Œ: 'OE', Þ: 'TH' };

/**
 * Banking apps handle plain upper-case ASCII best (reference: "uppercase message without
 * diacritics"): strip diacritics, upper-case, fold the few undecomposable letters, drop what is
 * still not printable ASCII and collapse whitespace.
 */
export function toSpdText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[ŁĐØÆŒÞ]/g, (c) => FOLD[c] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** `*` separates the fields, so inside a value it is written %2A. */
export function escapeSpdValue(value: string): string {
  return value.replace(/\*/g, '%2A');
}

function formatAmount(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > SPD_MAX_AMOUNT_MINOR) {
    throw new PaymentFormatError('qrPlatba.invalidAmount', { maximum: SPD_MAX_AMOUNT_MINOR });
  }
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

function formatSymbol(key: string, value: string | number): string {
  const text =
    typeof value === 'number'
      ? Number.isSafeInteger(value) && value >= 0
        ? String(value)
        : ''
      : value.trim();
  if (!/^\d+$/.test(text) || text.length > SPD_LIMITS.symbol) {
    throw new PaymentFormatError('qrPlatba.invalidSymbol', { key, maximum: SPD_LIMITS.symbol });
  }
  return text;
}

function formatText(value: string, maximum: number, code: string): string {
  const text = escapeSpdValue(toSpdText(value));
  // The limit is applied to the escaped value: that is what a strict reader measures.
  if (text.length > maximum) throw new PaymentFormatError(code, { maximum });
  return text;
}

function formatAccount(iban: string, bic: string | undefined): string {
  const checked = checkIban(iban);
  if (!checked.ok) throw new PaymentFormatError('qrPlatba.invalidAccount', { reason: checked.code });
  if (bic === undefined || bic.trim() === '') return checked.iban;
  const normalizedBic = bic.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(normalizedBic)) {
    throw new PaymentFormatError('qrPlatba.invalidBic');
  }
  return `${checked.iban}+${normalizedBic}`;
}

function isPresent<T>(value: T | undefined | null | ''): value is T {
  return value !== undefined && value !== null && value !== '';
}

/** The SPD entries in the order they are printed (the order of the reference example). */
function entries(input: QrPlatbaInput): Array<[string, string]> {
  const out: Array<[string, string]> = [['ACC', formatAccount(input.iban, input.bic)]];
  if (isPresent(input.amountMinor)) out.push(['AM', formatAmount(input.amountMinor)]);
  if (isPresent(input.currency)) {
    const currency = input.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw new PaymentFormatError('qrPlatba.invalidCurrency');
    out.push(['CC', currency]);
  }
  if (isPresent(input.dueDate)) {
    const date = parseDateOnly(input.dueDate);
    if (!date || !/^\d{4}-?\d{2}-?\d{2}$/.test(input.dueDate.trim())) {
      throw new PaymentFormatError('qrPlatba.invalidDueDate');
    }
    out.push(['DT', formatIsoDate(date).replace(/-/g, '')]);
  }
  if (isPresent(input.variableSymbol)) out.push(['X-VS', formatSymbol('X-VS', input.variableSymbol)]);
  if (isPresent(input.specificSymbol)) out.push(['X-SS', formatSymbol('X-SS', input.specificSymbol)]);
  if (isPresent(input.constantSymbol)) out.push(['X-KS', formatSymbol('X-KS', input.constantSymbol)]);
  if (isPresent(input.recipientName)) {
    const name = formatText(input.recipientName, SPD_LIMITS.recipientName, 'qrPlatba.recipientNameTooLong');
    if (name) out.push(['RN', name]);
  }
  if (isPresent(input.message)) {
    const message = formatText(input.message, SPD_LIMITS.message, 'qrPlatba.messageTooLong');
    if (message) out.push(['MSG', message]);
  }
  return out;
}

const join = (list: Array<[string, string]>): string =>
  [SPD_HEADER, ...list.map(([key, value]) => `${key}:${value}`)].join('*');

/**
 * The SPD CRC32 is computed over the canonical form: header plus all other entries sorted by
 * key. Printing order may differ, so the checksum does not depend on it.
 */
export function spdCrc32(list: Array<[string, string]>): string {
  const sorted = [...list].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return crc32Hex(join(sorted));
}

/** Builds the QR Platba string; throws PaymentFormatError for input that does not fit SPD 1.0. */
export function buildQrPlatba(input: QrPlatbaInput): string {
  const list = entries(input);
  const text = join(list);
  return input.withCrc32 ? `${text}*CRC32:${spdCrc32(list)}` : text;
}
