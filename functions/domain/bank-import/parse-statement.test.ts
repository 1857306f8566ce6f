import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { parseAmount, parseDay } from './statement-values';

const FIO_HEADER =
  'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;';

const fio = (rows: string[]) =>
  [
    '"accountId";"2000145399"',
    '"bankId";"2010"',
    '"currency";"CZK"',
    '"openingBalance";"1 000,00"',
    '',
    FIO_HEADER,
    ...rows,
  ].join('\r\n');

const ROWS = [
  '26962199069;05.01.2026;"23.000,00";CZK;2900233333;"Jiří Říha";2010;Fio banka, a.s.;0308;2025001;;;"Žluťoučký kůň ""úpěl""";Bezhotovostní příjem;;;;;12345;',
  '26962199070;06.01.2026;-150,50;CZK;19-2000145399;Poplatky;0800;ČS;;;;;Poplatek;Platba převodem;;;;;;',
  '26962199071;07.01.2026;1 234,5;CZK;;;;;;" 20 25 002 ";;;;Vklad;;;;;;',
  '26962199072;32.01.2026;100,00;CZK;;;;;;2025003;;;;;;;;;;',
];

describe('Fio CSV statement', () => {
  it('reads a UTF-8 export: preamble skipped, header found by content, Czech text, amounts in hellers', () => {
    const parsed = parseStatement(Buffer.from(`\uFEFF${fio(ROWS)}`, 'utf8'));
    expect(parsed).toMatchObject({ format: 'fio-csv', encoding: 'utf-8', missingColumns: [] });
    expect(parsed.movements).toHaveLength(3);
    const [first, outgoing, spaced] = parsed.movements.map((m) => m.movement);
    expect(first).toMatchObject({
      movementId: '26962199069',
      date: '2026-01-05',
      amount: 2_300_000,
      currency: 'CZK',
      originAccount: '2900233333',
      originAccountName: 'Jiří Říha',
      originBankCode: '2010',
      constantSymbol: '308',
      variableSymbol: '2025001',
      message: 'Žluťoučký kůň "úpěl"',
      type: 'Bezhotovostní příjem',
      instructionId: '12345',
    });
    expect(outgoing).toMatchObject({ amount: -15_050, originBankCode: '0800' });
    expect(spaced).toMatchObject({ amount: 123_450, variableSymbol: '2025002' });
    expect(parsed.unparsed).toEqual([{ line: 10, reason: 'date: 32.01.2026' }]);
  });

  it('reads the same export in windows-1250 with the same Czech characters', () => {
    const bytes = iconv.encode(fio(ROWS), 'windows-1250');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const parsed = parseStatement(bytes);
    expect(parsed.encoding).toBe('windows-1250');
    expect(parsed.movements[0]?.movement).toMatchObject({
      originAccountName: 'Jiří Říha',
      message: 'Žluťoučký kůň "úpěl"',
      amount: 2_300_000,
    });
  });

  it('reports the required columns a statement lacks and reads nothing', () => {
    const parsed = parseStatement(Buffer.from('ID pohybu;Datum;Měna;Protiúčet\n1;05.01.2026;CZK;123\n'));
    expect(parsed.missingColumns).toEqual(['variableSymbol', 'amount']);
    expect(parsed.movements).toEqual([]);
  });

  it('gives rows without a movement id a stable id from their content; equal rows stay two', () => {
    const csv = 'Datum,Objem,VS\n05/01/2026,"400,00",11\n05/01/2026,"400,00",11\n';
    const a = parseStatement(Buffer.from(csv)).movements.map((m) => m.movement.movementId);
    const b = parseStatement(Buffer.from(csv)).movements.map((m) => m.movement.movementId);
    expect(a).toHaveLength(2);
    expect(new Set(a).size).toBe(2);
    expect(b).toEqual(a);
  });
});

const ABO_EXAMPLE =
  '0750000000000012345000000000015678900000000020010000000400002000000001100100000120000000013050114Tran 1              00203050114';

describe('ABO / GPC statement', () => {
  it('reads the worked example: credit 400.00, VS 11, KS 12, SS 13, counter-account and date', () => {
    const header =
      '0740000002000145399Fio banka           01011400000000000000+00000000040000+000000000000000000000000000000000000001050114FIO           ';
    const parsed = parseStatement(iconv.encode(`${header}\r\n${ABO_EXAMPLE}\r\n`, 'windows-1250'));
    expect(parsed.format).toBe('abo');
    expect(parsed.movements).toHaveLength(1);
    expect(parsed.movements[0]).toMatchObject({
      line: 2,
      movement: {
        amount: 40_000,
        variableSymbol: '11',
        constantSymbol: '12',
        specificSymbol: '13',
        originAccount: '000000-0000156789',
        originBankCode: '1000',
        message: 'Tran 1',
        currency: 'CZK',
        date: '2014-01-05',
        movementId: '0000000002001',
        type: 'credit',
      },
    });
  });

  it('reads debits as outgoing, reversals as reversals, and lists malformed lines', () => {
    const debit = `${ABO_EXAMPLE.slice(0, 60)}1${ABO_EXAMPLE.slice(61)}`;
    const reversal = `${ABO_EXAMPLE.slice(0, 35)}0000000000003${ABO_EXAMPLE.slice(48, 60)}5${ABO_EXAMPLE.slice(61)}`;
    const badAmount = `${ABO_EXAMPLE.slice(0, 48)}00000000X000${ABO_EXAMPLE.slice(60)}`;
    const short = ABO_EXAMPLE.slice(0, 100);
    const parsed = parseStatement(Buffer.from([ABO_EXAMPLE, debit, reversal, badAmount, short].join('\r\n')));
    expect(
      parsed.movements.map((m) => [m.movement.amount, m.movement.type, m.movement.reversal ?? false]),
    ).toEqual([
      [40_000, 'credit', false],
      [-40_000, 'debit', false],
      [40_000, 'reversal', true],
    ]);
    expect(parsed.unparsed).toEqual([
      { line: 4, reason: 'amount: 00000000X000' },
      { line: 5, reason: 'length 100 < 128' },
    ]);
  });
});

describe('statement values', () => {
  it.each([
    ['23.000,00', 2_300_000],
    ['1 234,50', 123_450],
    ['1\u00a0234,5', 123_450],
    ['-400', -40_000],
    ['400.5', 40_050],
    ['1.000.000', 100_000_000],
    ['0,00', 0],
  ])('amount %s → %d hellers', (raw, minor) => expect(parseAmount(raw)).toBe(minor));

  it.each(['', 'abc', '1,234,5', '1.2.3', '12,345', '1.23.000,00'])('refuses amount %j', (raw) =>
    expect(parseAmount(raw)).toBeUndefined(),
  );

  it('reads Czech, slash and ISO dates and refuses impossible days', () => {
    expect(parseDay('5.1.2026')).toBe('2026-01-05');
    expect(parseDay('29/02/2024')).toBe('2024-02-29');
    expect(parseDay('2026-01-05+0100')).toBe('2026-01-05');
    expect(parseDay('29.02.2025')).toBeUndefined();
  });
});
