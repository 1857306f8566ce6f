import { describe, expect, it } from 'vitest';
import { AboBatchError, aboText, buildAboBatch } from './abo-batch';

const batch = {
  clientName: 'Běžecký klub Žďár',
  debitAccount: '19-2000145399/0800',
  dueDate: '2026-06-15',
  createdOn: '2026-06-12',
  payments: [
    {
      account: '810883001/5500',
      amountMinor: 30000,
      variableSymbol: '1234567890',
      message: 'Vrácení VS 1234567890',
    },
    { account: '19-2000145399/0800', amountMinor: 12550, variableSymbol: '42', message: '' },
  ],
};

describe('ABO batch of domestic payment orders', () => {
  it('writes the file header, accounting file, group, items and ends, CRLF', () => {
    const text = buildAboBatch(batch);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      'UHL1120626Bezecky klub Zdar   0000000000001999000000000000',
      '1 1501 012001 0800',
      '2 19-2000145399 00000000042550 150626',
      '810883001 30000 1234567890 55000000 0 AV:Vraceni VS 1234567890',
      '19-2000145399 12550 42 08000000 0',
      '3 +',
      '5 +',
    ]);
    expect(lines[0]).toHaveLength(4 + 6 + 20 + 10 + 6 + 12);
    expect(/^[\x20-\x7e\r\n]*$/.test(text)).toBe(true);
  });

  it('refuses an invalid account, an invalid debtor account and an empty batch', () => {
    expect(() => buildAboBatch({ ...batch, debitAccount: '124/0800' })).toThrow(AboBatchError);
    expect(() =>
      buildAboBatch({
        ...batch,
        payments: [{ account: '1234/0100', amountMinor: 1, variableSymbol: '1', message: '' }],
      }),
    ).toThrow('abo.invalidAccount');
    expect(() => buildAboBatch({ ...batch, payments: [] })).toThrow('abo.empty');
  });

  it('folds messages to ASCII within their length', () => {
    expect(aboText('Příliš žluťoučký kůň úpěl ďábelské ódy', 20)).toBe('Prilis zlutoucky kun');
  });
});
