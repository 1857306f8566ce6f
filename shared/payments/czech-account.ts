import { checkIban, ibanCheckDigits } from './iban';
import { PaymentFormatError } from './payment-errors';

// The generic IBAN helpers are re-exported so callers dealing with bank details need one import.
export { checkIban, formatIban, isValidIban, normalizeIban, toElectronicIban } from './iban';

/** A domestic Czech account, digits without zero padding (prefix is '' when absent). */
export interface CzechAccount {
  prefix: string;
  number: string;
  bankCode: string;
}

export type CzechAccountErrorCode =
  'bankAccount.invalidFormat' | 'bankAccount.invalidPrefixChecksum' | 'bankAccount.invalidNumberChecksum';

export type CzechAccountResult =
  { ok: true; account: CzechAccount } | { ok: false; code: CzechAccountErrorCode };

/** Weights of the Czech National Bank decree for a part zero-padded to 10 digits. */
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1] as const;

// Prefix up to 6 digits and number up to 10 digits: that is all the IBAN BBAN has room for.
const DOMESTIC_PATTERN = /^(?:(\d{1,6})-)?(\d{1,10})\/(\d{4})$/;

function stripZeros(digits: string): string {
  return digits.replace(/^0+/, '');
}

/** Prefix and number are checked separately: each weighted sum must be divisible by 11. */
export function hasValidAccountChecksum(digits: string): boolean {
  const padded = digits.padStart(10, '0');
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(padded[i]) * (WEIGHTS[i] as number);
  return sum % 11 === 0;
}

/** Parses `prefix-number/bankCode` (prefix optional; spaces around the parts tolerated). */
export function parseCzechAccount(input: string): CzechAccountResult {
  const match = DOMESTIC_PATTERN.exec(input.replace(/\s+/g, ''));
  if (!match) return { ok: false, code: 'bankAccount.invalidFormat' };
  const prefix = stripZeros(match[1] ?? '');
  const number = stripZeros(match[2] as string);
  // An all-zero number passes the weighted sum but is no account.
  if (number === '') return { ok: false, code: 'bankAccount.invalidFormat' };
  if (!hasValidAccountChecksum(prefix)) return { ok: false, code: 'bankAccount.invalidPrefixChecksum' };
  if (!hasValidAccountChecksum(number)) return { ok: false, code: 'bankAccount.invalidNumberChecksum' };
  return { ok: true, account: { prefix, number, bankCode: match[3] as string } };
}

export function isValidCzechAccount(input: string): boolean {
  return parseCzechAccount(input).ok;
}

/** `19-2000145399/0800`; the prefix is left out when it is zero. */
export function formatCzechAccount(account: CzechAccount): string {
  const prefix = stripZeros(account.prefix);
  return `${prefix ? `${prefix}-` : ''}${stripZeros(account.number)}/${account.bankCode}`;
}

/**
 * CZ IBAN: `CZ` + check digits + bank code (4) + prefix (6) + number (10).
 * Accepts the domestic text or an already parsed account; throws PaymentFormatError when invalid.
 */
export function czechAccountToIban(input: string | CzechAccount): string {
  const parsed = parseCzechAccount(typeof input === 'string' ? input : formatCzechAccount(input));
  if (!parsed.ok) throw new PaymentFormatError(parsed.code);
  const { prefix, number, bankCode } = parsed.account;
  const bban = `${bankCode}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`;
  return `CZ${ibanCheckDigits('CZ', bban)}${bban}`;
}

/**
 * The domestic account inside a CZ IBAN (bank statements and payers often give only the IBAN).
 * Undefined when the IBAN is not a valid Czech one.
 */
export function ibanToCzechAccount(iban: string): CzechAccount | undefined {
  const checked = checkIban(iban);
  if (!checked.ok || !checked.iban.startsWith('CZ')) return undefined;
  const bban = checked.iban.slice(4);
  if (!/^\d{20}$/.test(bban)) return undefined;
  const account = {
    bankCode: bban.slice(0, 4),
    prefix: stripZeros(bban.slice(4, 10)),
    number: stripZeros(bban.slice(10)),
  };
  return parseCzechAccount(formatCzechAccount(account)).ok ? account : undefined;
}
