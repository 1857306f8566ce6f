import type { BankMovement, ParsedStatement } from './bank-movement';
import { normalizeSymbol, parseDdMmYy } from './statement-values';

/** ISO 4217 numeric codes ABO writes (`0203`) → letters. */
const CURRENCIES: Record<string, string> = {
  '203': 'CZK',
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '348': 'HUF',
  '985': 'PLN',
};

/**
 * Posting codes (účtování): Fio documents 1 debit, 2 credit, 4 debit reversal, 5 credit reversal;
 * other banks 3 and 4 for reversals. Only a credit is an incoming payment; a reversal is read but
 * never matched.
 */
const CREDIT = '2';
const DEBIT = '1';

/** `000000-0000156789` from ABO's 16-digit counter-account (prefix 6 + number 10), zeros kept. */
function accountOf(raw: string): string {
  if (!/^\d{16}$/.test(raw) || /^0+$/.test(raw)) return raw.trim().replace(/^0+$/, '');
  return `${raw.slice(0, 6)}-${raw.slice(6)}`;
}

/** A symbol field; ABO writes an absent symbol as zeros, which is no symbol. */
const symbolOf = (raw: string) => {
  const symbol = normalizeSymbol(raw);
  return symbol === '0' ? '' : symbol;
};

/** Runs of spaces (ABO pads its fields) as one; the ends trimmed. */
const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The lines that may follow a `075` movement, read as django-bankreader's GPC reader does
 * (bankreader/readers/gpc.py): `076` the counter-party's name from offset 35 (after a 26-character
 * transaction id and the DDMMYY debit date), `078` and `079` the message for the payee in fields of
 * 35 characters from offset 3 (Fio's AV1–AV2 and AV3–AV4). The fields are joined as they stand, so
 * a word or a number the bank split between two fields comes back whole.
 */
function readFollowingLine(row: string, movement: BankMovement, message: string[]): void {
  if (row.startsWith('076')) movement.originAccountName = squeeze(row.slice(35));
  else if (row.startsWith('078') || row.startsWith('079')) message.push(row.slice(3));
}

/**
 * ABO / GPC (the fixed-width statement most Czech banks export): `074` header lines, `075`
 * movement lines of 128 characters, each optionally followed by `076`/`078`/`079` lines (see
 * readFollowingLine). Offsets per the format (0-based, end exclusive): counter account [19,35],
 * transaction id [35,48], amount in hellers [48,60], posting code [60], variable symbol [61,71],
 * bank code [73,77] + constant symbol [77,81], specific symbol [81,91], note [97,117], currency
 * [118,122], date DDMMYY [122,128]. The message is the `078`/`079` text, else the 20-character note.
 */
export function parseAboStatement(text: string): ParsedStatement {
  const result: ParsedStatement = { format: 'abo', movements: [], unparsed: [], missingColumns: [] };
  let current: { movement: BankMovement; message: string[] } | undefined;
  const finish = () => {
    if (current && current.message.length) {
      const message = squeeze(current.message.join(''));
      if (message) current.movement.message = message;
    }
    current = undefined;
  };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const row = raw.replace(/\r$/, '');
    if (/^07[689]/.test(row)) {
      if (current) readFollowingLine(row, current.movement, current.message);
      return;
    }
    finish();
    if (!row.startsWith('075')) return;
    if (row.length < 128) {
      result.unparsed.push({ line, reason: `length ${row.length} < 128` });
      return;
    }
    const amountDigits = row.slice(48, 60);
    const code = row.slice(60, 61);
    const date = parseDdMmYy(row.slice(122, 128));
    if (!/^\d{12}$/.test(amountDigits)) {
      result.unparsed.push({ line, reason: `amount: ${amountDigits}` });
      return;
    }
    if (!/^[1-5]$/.test(code)) {
      result.unparsed.push({ line, reason: `posting code: ${code}` });
      return;
    }
    if (!date) {
      result.unparsed.push({ line, reason: `date: ${row.slice(122, 128)}` });
      return;
    }
    const hellers = Number(amountDigits);
    const currencyCode = row.slice(118, 122).replace(/^0+/, '');
    const movement: BankMovement = {
      movementId: row.slice(35, 48).trim(),
      date,
      amount: code === DEBIT || code === '4' ? -hellers : hellers,
      currency: CURRENCIES[currencyCode] ?? currencyCode,
      originAccount: accountOf(row.slice(19, 35)),
      originAccountName: '',
      originBankCode: row.slice(73, 77),
      constantSymbol: symbolOf(row.slice(77, 81)),
      variableSymbol: symbolOf(row.slice(61, 71)),
      specificSymbol: symbolOf(row.slice(81, 91)),
      bic: '',
      message: row.slice(97, 117).trim(),
      type: code === CREDIT ? 'credit' : code === DEBIT ? 'debit' : 'reversal',
      performedBy: '',
      comment: '',
      instructionId: '',
      ...(code !== CREDIT && code !== DEBIT ? { reversal: true } : {}),
    };
    result.movements.push({ line, movement });
    current = { movement, message: [] };
  });
  finish();
  return result;
}
