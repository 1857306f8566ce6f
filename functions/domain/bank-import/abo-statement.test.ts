import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';

/** A `075` movement line of 128 characters (offsets as abo-statement.ts reads them). */
export function line075(o: { id: string; hellers: number; code?: string; vs?: string; note?: string }) {
  return [
    '075',
    '0000002000145399', // own account [3,19]
    '0000002900233333', // counter account [19,35]
    o.id.padStart(13, '0'), // [35,48]
    String(o.hellers).padStart(12, '0'), // [48,60]
    o.code ?? '2', // [60]
    (o.vs ?? '').padStart(10, '0'), // [61,71]
    '00', // [71,73]
    '2010', // bank [73,77]
    '0308', // KS [77,81]
    '0000000000', // SS [81,91]
    '050126', // value date [91,97]
    (o.note ?? '').padEnd(20, ' '), // [97,117]
    '0', // [117]
    '0203', // currency [118,122]
    '050126', // [122,128]
  ].join('');
}

/** `076`: a 26-character transaction id, the DDMMYY debit date, the counter-party's name. */
export const line076 = (name: string) => `076${'0'.repeat(26)}050126${name.padEnd(92, ' ')}`;
/** `078`/`079`: two fields of 35 characters of the message for the payee. */
export const lineAv = (kind: '078' | '079', a: string, b = '') => `${kind}${a.padEnd(35)}${b.padEnd(35)}`;

const HEADER =
  '0740000002000145399Klub               0401260000000100000+0000000200000+000000000000000+000000000000000+001050126              ';

describe('ABO/GPC statement', () => {
  it('reads the counter-party name (076) and the whole message (078/079) of each movement', () => {
    const text = [
      HEADER,
      line075({ id: '1', hellers: 45_000, note: 'Zkraceny text' }),
      line076('Jiří Říha'),
      lineAv('078', 'Startovné Běchovice, VS 12345', '67890 děkuji'),
      lineAv('079', 'Jiří'),
      line075({ id: '2', hellers: 10_000, vs: '2025001', note: 'Jen poznamka' }),
      line075({ id: '3', hellers: 5_000 }),
      line076('Marie Nová'),
    ].join('\r\n');
    const parsed = parseStatement(iconv.encode(text, 'windows-1250'));
    expect(parsed).toMatchObject({ format: 'abo', encoding: 'windows-1250', unparsed: [] });
    const [first, second, third] = parsed.movements.map((m) => m.movement);
    expect(first).toMatchObject({
      movementId: '0000000000001',
      amount: 45_000,
      originAccountName: 'Jiří Říha',
      message: 'Startovné Běchovice, VS 12345 67890 děkuji Jiří',
      variableSymbol: '',
    });
    // Without 078/079 the 075 line's note stays the message; without 076 the name stays empty.
    expect(second).toMatchObject({
      message: 'Jen poznamka',
      originAccountName: '',
      variableSymbol: '2025001',
    });
    expect(third).toMatchObject({ originAccountName: 'Marie Nová', message: '' });
    expect(parsed.movements.map((m) => m.line)).toEqual([2, 6, 7]);
  });

  it('joins a word or number the bank split between two 35-character fields', () => {
    const text = [
      line075({ id: '1', hellers: 45_000 }),
      `078${'Platba za prihlasku cislo 123456789'}${'0 a dekujeme'.padEnd(35)}`,
    ].join('\n');
    expect(parseStatement(Buffer.from(text)).movements[0]?.movement.message).toBe(
      'Platba za prihlasku cislo 1234567890 a dekujeme',
    );
  });

  it('ignores 076/078/079 lines that follow no movement', () => {
    const text = [HEADER, line076('Nikdo'), line075({ id: '1', hellers: 100 })].join('\n');
    expect(parseStatement(Buffer.from(text)).movements[0]?.movement.originAccountName).toBe('');
  });
});

describe('a file that is no bank statement', () => {
  it('random bytes are not recognised', () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    expect(parseStatement(bytes)).toMatchObject({ format: 'unknown', movements: [], missingColumns: [] });
  });

  it('an unrelated CSV is not recognised', () => {
    const csv = 'Jméno;Příjmení;E-mail;Telefon\nJan;Novák;jan@example.cz;777123456\n';
    expect(parseStatement(Buffer.from(csv))).toMatchObject({ format: 'unknown', missingColumns: [] });
  });

  it('a statement lacking a required column still reports the column', () => {
    const csv = 'ID pohybu;Datum;Měna;Protiúčet\n1;05.01.2026;CZK;123\n';
    expect(parseStatement(Buffer.from(csv))).toMatchObject({
      format: 'fio-csv',
      missingColumns: ['variableSymbol', 'amount'],
    });
  });
});

describe('Fio JSON statement', () => {
  const cell = (value: unknown, id: number) => ({ value, name: `c${id}`, id });
  const movement = (columns: Record<number, unknown>) =>
    Object.fromEntries(Object.entries(columns).map(([n, v]) => [`column${n}`, cell(v, Number(n))]));
  const statement = (transaction: unknown[]) =>
    JSON.stringify({
      accountStatement: { info: { accountId: '2000145399' }, transactionList: { transaction } },
    });

  it('reads movements with both date forms, amounts in crowns, symbols and the message', () => {
    const parsed = parseStatement(
      Buffer.from(
        statement([
          movement({
            22: 26962199069,
            0: '2026-01-05+0100',
            1: 450.5,
            14: 'CZK',
            2: '2900233333',
            10: 'Jiří Říha',
            3: '2010',
            5: '0001234567',
            16: 'VS 1234 567 890',
            8: 'Bezhotovostní příjem',
          }),
          // Epoch milliseconds of midnight in Prague (5 Jan 2026, CET) and a null column.
          { ...movement({ 22: 26962199070, 0: Date.UTC(2026, 0, 4, 23), 1: -100 }), column5: null },
          movement({ 22: 26962199071, 0: 'soon', 1: 1 }),
        ]),
      ),
    );
    expect(parsed.format).toBe('fio-json');
    const [first, second] = parsed.movements.map((m) => m.movement);
    expect(first).toMatchObject({
      movementId: '26962199069',
      date: '2026-01-05',
      amount: 45_050,
      currency: 'CZK',
      originAccountName: 'Jiří Říha',
      originBankCode: '2010',
      variableSymbol: '1234567',
      message: 'VS 1234 567 890',
    });
    expect(second).toMatchObject({
      movementId: '26962199070',
      date: '2026-01-05',
      amount: -10_000,
      variableSymbol: '',
    });
    expect(parsed.unparsed).toEqual([{ line: 3, reason: 'date: soon' }]);
  });

  it('an empty Fio answer (no new movements) reads as no movements', () => {
    const parsed = parseStatement(
      Buffer.from(JSON.stringify({ accountStatement: { info: {}, transactionList: { transaction: [] } } })),
    );
    expect(parsed).toMatchObject({ format: 'fio-json', movements: [], unparsed: [] });
  });
});
