import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseCardSettlement } from './card-settlement';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('card settlement export parsing', () => {
  it('reads GP webpay columns: order number, merchant number, charged amount and fee', () => {
    const parsed = parseCardSettlement(
      utf8(
        [
          'Přehled transakcí;;;;;',
          'ORDERNUMBER;MERORDERNUM;AMOUNT;FEE;CURRENCY;DATE',
          '1732100000001;0026000123;450,00;11,25;203;05.01.2026',
          '1732100000002;26000124;"1 234,50";"30,86";CZK;2026-01-06',
          '1732100000003;26000125;20.00;0.50;978;',
          '',
        ].join('\r\n'),
      ),
    );
    expect(parsed.missingColumns).toEqual([]);
    expect(parsed.unparsed).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        line: 3,
        orderNumber: '1732100000001',
        variableSymbol: '26000123',
        amount: 45_000,
        fee: 1_125,
        currency: 'CZK',
        date: '2026-01-05',
      },
      expect.objectContaining({ amount: 123_450, fee: 3_086, currency: 'CZK', date: '2026-01-06' }),
      expect.objectContaining({ amount: 2_000, fee: 50, currency: 'EUR', date: null }),
    ]);
  });

  it('reads Czech headers in windows-1250 and comma-separated files', () => {
    const cs = parseCardSettlement(
      iconv.encode(
        'Číslo objednávky;Variabilní symbol;Částka;Poplatek;Měna\r\n77;123;100,00;2,50;CZK\r\n',
        'windows-1250',
      ),
    );
    expect(cs.rows).toEqual([
      expect.objectContaining({ orderNumber: '77', variableSymbol: '123', amount: 10_000, fee: 250 }),
    ]);
    const comma = parseCardSettlement(utf8('orderNumber,amount,fee\n88,99.90,1.20\n'));
    expect(comma.rows).toEqual([
      expect.objectContaining({
        orderNumber: '88',
        variableSymbol: '',
        amount: 9_990,
        fee: 120,
        currency: 'CZK',
      }),
    ]);
  });

  it('lists unreadable rows with their line and reports missing columns', () => {
    const parsed = parseCardSettlement(
      utf8(
        'ORDERNUMBER;MERORDERNUM;AMOUNT;FEE;CURRENCY\n1;2;abc;1;CZK\n;;10;1;CZK\n3;4;10;-1;CZK\n5;6;10;1;GBP\n7;x8;10;1;CZK\n',
      ),
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.unparsed).toEqual([
      { line: 2, reason: 'amount' },
      { line: 3, reason: 'orderNumber' },
      { line: 4, reason: 'fee' },
      { line: 5, reason: 'currency' },
      { line: 6, reason: 'merOrderNum' },
    ]);
    expect(parseCardSettlement(utf8('ORDERNUMBER;AMOUNT;DATE\n1;10;x\n')).missingColumns).toEqual(['fee']);
    expect(parseCardSettlement(utf8('hello\nworld\n')).missingColumns).toEqual([
      'orderNumber|merOrderNum',
      'amount',
      'fee',
    ]);
  });
});
