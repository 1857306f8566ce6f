import { describe, expect, it } from 'vitest';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { BankMovement } from './bank-movement';
import { bankPaymentGuid } from './bank-payment-record';
import { resolveMessageSymbols } from './message-match';
import { chooseMessageMatch, symbolsInMessage, type MessageOrder } from './message-symbol';

describe('symbolsInMessage', () => {
  it('finds a labelled symbol, with or without a colon or space', () => {
    expect(symbolsInMessage('VS 1234567890')[0]).toBe('1234567890');
    expect(symbolsInMessage('vs:1234567890 Jan Novák')[0]).toBe('1234567890');
    expect(symbolsInMessage('VS1234567890')[0]).toBe('1234567890');
  });

  it('tolerates spaces and line breaks inside the number', () => {
    expect(symbolsInMessage('vs:1234 567 890')).toContain('1234567890');
    expect(symbolsInMessage('startovné VS 12345\n67890')).toContain('1234567890');
    expect(symbolsInMessage('12 34 56 78 90')).toContain('1234567890');
  });

  it('finds the number alone and drops leading zeros as the VS column does', () => {
    expect(symbolsInMessage('1234567890')).toEqual(['1234567890']);
    expect(symbolsInMessage('0001234567')).toEqual(['1234567']);
  });

  it('does not take dates, account numbers, amounts or short numbers', () => {
    expect(symbolsInMessage('platba 12.05.2026')).toEqual([]);
    expect(symbolsInMessage('z účtu 19-2000145399/0800')).toEqual([]);
    expect(symbolsInMessage('2000145399/2010')).toEqual([]);
    expect(symbolsInMessage('částka 1 234,50 Kč')).toEqual([]);
    expect(symbolsInMessage('start č. 42, ročník 1985')).toEqual([]);
    expect(symbolsInMessage('v 12:30')).toEqual([]);
  });

  it('still finds the symbol beside a date or an account number', () => {
    expect(symbolsInMessage('12.05.2026 VS 1234567890')).toContain('1234567890');
    expect(symbolsInMessage('1234567890 z 2000145399/0800')).toEqual(['1234567890']);
  });

  it('lists at most a dozen numbers for a message full of digits', () => {
    expect(symbolsInMessage('11 22 33 44 55 66 77 88 99 00 11 22 33').length).toBeLessThanOrEqual(12);
  });
});

const order = (vs: string, over: Partial<MessageOrder> = {}): MessageOrder => ({
  guid: `o-${vs}`,
  variableSymbol: vs,
  paid: false,
  cancelled: false,
  deleted: false,
  expired: false,
  currency: 'CZK',
  calculatedPrice: 45_000,
  bankPaymentGuid: null,
  ...over,
});

describe('chooseMessageMatch', () => {
  const payment = { amount: 45_000, currency: 'CZK', guid: 'p1' };

  it('matches the one open order whose price the payment is', () => {
    expect(chooseMessageMatch(payment, [order('1111111111')])).toEqual({
      kind: 'matched',
      variableSymbol: '1111111111',
    });
  });

  it('leaves a wrong amount to an admin, listing the order', () => {
    expect(chooseMessageMatch({ ...payment, amount: 40_000 }, [order('1111111111')])).toEqual({
      kind: 'candidates',
      variableSymbols: ['1111111111'],
    });
  });

  it('leaves two fitting orders to an admin, listing both', () => {
    expect(chooseMessageMatch(payment, [order('1111111111'), order('2222222222')])).toEqual({
      kind: 'candidates',
      variableSymbols: ['1111111111', '2222222222'],
    });
  });

  it('chooses the one fitting order when another named order has another price', () => {
    const other = order('2222222222', { calculatedPrice: 90_000 });
    expect(chooseMessageMatch(payment, [other, order('1111111111')])).toMatchObject({
      kind: 'matched',
      variableSymbol: '1111111111',
    });
  });

  it('ignores paid, cancelled, removed and expired orders and other currencies', () => {
    const closed = [
      order('1', { paid: true }),
      order('2', { cancelled: true }),
      order('3', { deleted: true }),
      order('4', { expired: true }),
    ];
    expect(chooseMessageMatch(payment, closed)).toEqual({ kind: 'none' });
    expect(chooseMessageMatch(payment, [order('5', { currency: 'EUR' })])).toEqual({
      kind: 'candidates',
      variableSymbols: ['5'],
    });
  });

  it('keeps the match of an order this very row paid (a resumed import)', () => {
    const paidByRow = order('1111111111', { paid: true, bankPaymentGuid: 'p1' });
    expect(chooseMessageMatch(payment, [paidByRow])).toMatchObject({ kind: 'matched' });
  });
});

describe('resolveMessageSymbols', () => {
  const movement = (id: string, over: Partial<BankMovement>): BankMovement => ({
    movementId: id,
    date: '2026-01-05',
    amount: 45_000,
    currency: 'CZK',
    originAccount: '',
    originAccountName: '',
    originBankCode: '',
    constantSymbol: '',
    variableSymbol: '',
    specificSymbol: '',
    bic: '',
    message: '',
    type: '',
    performedBy: '',
    comment: '',
    instructionId: '',
    ...over,
  });
  const orders = new Map(
    [order('1111111111'), order('2222222222'), order('3333333333', { calculatedPrice: 1 })].map((o) => [
      o.guid,
      o,
    ]),
  );
  const reads: string[][] = [];
  const ports = {
    ordersByVariableSymbol: (symbols: string[]) => {
      reads.push(symbols);
      return Promise.resolve(
        new Map(symbols.filter((s) => orders.has(`o-${s}`)).map((s) => [s, `o-${s}`] as const)),
      );
    },
    loadOrders: (guids: string[]) =>
      Promise.resolve(
        new Map(
          guids.map((g) => [
            g,
            { order: orders.get(g) as OrderRecord, items: [] as OrderItemRecord[], history: [] },
          ]),
        ),
      ),
  };

  it('gives a row its symbol from the message, lists candidates, leaves known symbols alone', async () => {
    const symbols = new Map([['9999999999', 'o-known']]);
    const rows = [
      movement('a', { message: 'VS 1111 111 111' }),
      movement('b', { variableSymbol: '5', message: 'za 1111111111 a 2222222222' }),
      movement('c', { message: 'VS 3333333333' }),
      movement('d', { variableSymbol: '9999999999', message: '2222222222' }),
      movement('e', { amount: -45_000, message: '2222222222' }),
    ];
    const matched = await resolveMessageSymbols(ports, rows, symbols);
    const [a, b, c, d, e] = rows;
    expect([...matched]).toEqual([a]);
    expect(a).toMatchObject({ variableSymbol: '1111111111', statementVariableSymbol: '' });
    expect(symbols.get('1111111111')).toBe('o-1111111111');
    expect(b).toMatchObject({ variableSymbol: '5', messageCandidates: ['1111111111', '2222222222'] });
    expect(c).toMatchObject({ variableSymbol: '', messageCandidates: ['3333333333'] });
    expect(d?.messageCandidates).toBeUndefined();
    expect(e?.messageCandidates).toBeUndefined();
    // One batched lookup for the whole statement.
    expect(reads).toHaveLength(1);
    expect(bankPaymentGuid('a')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
