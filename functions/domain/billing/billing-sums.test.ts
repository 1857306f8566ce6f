import { describe, expect, it } from 'vitest';
import {
  billableOrders,
  billingOrder,
  billingTotals,
  settlementLines,
  taxOf,
  type BillableOrder,
  type BillingSettings,
} from './billing-sums';

const order = (over: Partial<BillableOrder> = {}): BillableOrder => ({
  guid: over.guid ?? `g-${Math.random()}`,
  variableSymbol: '2026000001',
  seriesGuid: 's1',
  seriesName: 'Běžecký pohár',
  eventGuids: ['e1'],
  subEventGuids: ['r1'],
  categoryGuids: ['c1'],
  waveGuids: [],
  registratorName: 'Jana Nováková',
  email: 'jana@example.cz',
  currency: 'CZK',
  paymentMethod: 1,
  paid: true,
  deleted: false,
  dateCreated: '2026-05-01T08:00:00.000Z',
  datePaid: '2026-05-01T08:05:00.000Z',
  calculatedPrice: 45_000,
  chargedAmount: null,
  cancelledAmount: 0,
  gatewayFee: null,
  itemCount: 1,
  valueChangeFees: [],
  ...over,
});

const settings = (over: Partial<BillingSettings> = {}): BillingSettings => ({
  type: 'orders',
  dateFrom: '2026-05-01',
  dateTo: '2026-05-31',
  exceptions: [],
  provisions: [],
  external: [],
  outside: [],
  ...over,
});

describe('billable orders', () => {
  it('takes paid orders paid on a Prague day of the period, without removed, excepted and billed ones', () => {
    const orders = [
      order({ guid: 'a' }),
      order({ guid: 'unpaid', paid: false, datePaid: null }),
      order({ guid: 'removed', deleted: true }),
      order({ guid: 'excepted', variableSymbol: '0000000777' }),
      order({ guid: 'billed' }),
      // 30 April 22:30 UTC is 1 May 00:30 in Prague: inside.
      order({ guid: 'prague-first', datePaid: '2026-04-30T22:30:00.000Z' }),
      // 31 May 22:30 UTC is 1 June in Prague: outside.
      order({ guid: 'june', datePaid: '2026-05-31T22:30:00.000Z' }),
    ];
    const taken = billableOrders(orders, settings({ exceptions: ['777'] }), new Set(['billed']));
    expect(taken.map((o) => o.guid)).toEqual(['prague-first', 'a']);
  });

  it('takes no orders for a settlement of external payments', () => {
    expect(billableOrders([order()], settings({ type: 'externalPayments' }), new Set())).toEqual([]);
  });
});

describe('billing totals (spec §9 summary)', () => {
  it('summary = paid − (gateway fees + provision + tax + outside) + returned + external, to the haléř', () => {
    const orders = [
      order({ calculatedPrice: 45_000, chargedAmount: 45_000, gatewayFee: 1_125, itemCount: 2 }),
      order({ calculatedPrice: 30_000, cancelledAmount: 10_000, itemCount: 1, paymentMethod: 2 }),
    ].map(billingOrder);
    const [czk] = billingTotals(
      orders,
      settings({
        provisions: [{ currency: 'CZK', amount: 1_500, taxRate: 21 }],
        external: [{ currency: 'CZK', amount: 20_000 }],
        outside: [{ currency: 'CZK', amount: 5_000 }],
      }),
    );
    // provision 3 registrations × 15 Kč = 45 Kč; tax 21 % = 9.45 Kč
    expect(czk).toEqual({
      currency: 'CZK',
      orders: 2,
      registrations: 3,
      expected: 75_000,
      paid: 75_000,
      returned: -10_000,
      gatewayFees: 1_125,
      provision: 4_500,
      tax: 945,
      external: 20_000,
      outside: 5_000,
      summary: 75_000 - (1_125 + 4_500 + 945 + 5_000) - 10_000 + 20_000,
    });
    expect(czk?.summary).toBe(73_430);
  });

  it('counts what the gateway charged when it differs from the price', () => {
    const [czk] = billingTotals(
      [billingOrder(order({ calculatedPrice: 45_000, chargedAmount: 44_000 }))],
      settings(),
    );
    expect(czk).toMatchObject({ expected: 45_000, paid: 44_000, summary: 44_000 });
  });

  it('keeps currencies apart, in the code-list order', () => {
    const totals = billingTotals(
      [
        order({ currency: 'EUR', calculatedPrice: 2_000 }),
        order({ currency: 'CZK', calculatedPrice: 50_000 }),
        order({ currency: 'EUR', calculatedPrice: 2_500, gatewayFee: 60 }),
      ].map(billingOrder),
      settings({ provisions: [{ currency: 'EUR', amount: 100, taxRate: 0 }] }),
    );
    expect(totals.map((t) => [t.currency, t.paid, t.provision, t.gatewayFees, t.summary])).toEqual([
      ['CZK', 50_000, 0, 0, 50_000],
      ['EUR', 4_500, 200, 60, 4_240],
    ]);
  });

  it('a settlement of external payments counts the provision once and the entered amounts', () => {
    const totals = billingTotals(
      [],
      settings({
        type: 'externalPayments',
        provisions: [{ currency: 'CZK', amount: 100_000, taxRate: 21 }],
        external: [{ currency: 'CZK', amount: 500_000 }],
      }),
    );
    expect(totals).toEqual([
      expect.objectContaining({ provision: 100_000, tax: 21_000, external: 500_000, summary: 379_000 }),
    ]);
  });

  it('rounds the tax half up to the minor unit and takes fractional rates exactly', () => {
    expect(taxOf(4_500, 21)).toBe(945);
    expect(taxOf(150, 21)).toBe(32); // 31.5 → 32
    expect(taxOf(1_000, 12.5)).toBe(125);
    expect(taxOf(0, 21)).toBe(0);
  });

  it('an empty settlement has no currencies', () => {
    expect(billingTotals([], settings())).toEqual([]);
  });
});

describe('fees of priced value changes (billed once, by the first settlement covering them)', () => {
  // An order of 450 Kč paid on 1 May; a change fee of 50 Kč paid on 3 June, after May was billed.
  const fee = { changeGuid: 'ch1', orderNumber: '5551', amount: 5_000, datePaid: '2026-06-03T10:00:00.000Z' };
  const changed = (over: Partial<BillableOrder> = {}) =>
    order({
      guid: 'o1',
      calculatedPrice: 50_000,
      chargedAmount: 50_000,
      gatewayFee: 900,
      itemCount: 2,
      valueChangeFees: [fee],
      ...over,
    });
  const june = settings({ dateFrom: '2026-06-01', dateTo: '2026-06-30' });
  const withProvision = (s: BillingSettings) => ({
    ...s,
    provisions: [{ currency: 'CZK' as const, amount: 1_500, taxRate: 21 }],
  });

  it('the order line of a period before the fee leaves the later fee out, to the haléř', () => {
    const { lines } = settlementLines([changed()], settings(), new Set(), new Set());
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'order', expected: 45_000, paid: 45_000, valueChangeFees: [] }),
    ]);
  });

  it('the next settlement covering the fee bills the fee alone when the order is billed already', () => {
    const { lines } = settlementLines([changed()], june, new Set(['o1']), new Set());
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'valueChangeFees',
        orderId: 'o1',
        datePaid: fee.datePaid,
        registrations: 0,
        expected: 5_000,
        paid: 5_000,
        returned: 0,
        gatewayFee: 0,
        valueChangeFees: [fee],
      }),
    ]);
    // No second provision: the fee brings no registration; the order is counted where it was billed.
    const [czk] = billingTotals(lines, withProvision(june));
    expect(czk).toMatchObject({
      orders: 0,
      registrations: 0,
      paid: 5_000,
      provision: 0,
      tax: 0,
      summary: 5_000,
    });
  });

  it('a fee billed once is never billed again, neither alone nor in its order line', () => {
    expect(settlementLines([changed()], june, new Set(['o1']), new Set(['ch1'])).lines).toEqual([]);
    // The order not billed yet, its line covering June: the billed fee is taken out of it.
    const late = changed({ datePaid: '2026-06-02T10:00:00.000Z' });
    expect(settlementLines([late], june, new Set(), new Set(['ch1'])).lines).toEqual([
      expect.objectContaining({ kind: 'order', expected: 45_000, paid: 45_000, valueChangeFees: [] }),
    ]);
  });

  it('an order and its fee paid in the same period are one order line with the fee in it', () => {
    const both = changed({ datePaid: '2026-06-02T10:00:00.000Z' });
    const { lines } = settlementLines([both], withProvision(june), new Set(), new Set());
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'order', expected: 50_000, paid: 50_000, valueChangeFees: [fee] }),
    ]);
    const [czk] = billingTotals(lines, withProvision(june));
    // 500 Kč − (9 Kč gateway + 2 × 15 Kč provision + 6.30 Kč tax)
    expect(czk).toMatchObject({
      orders: 1,
      registrations: 2,
      paid: 50_000,
      summary: 50_000 - 900 - 3_000 - 630,
    });
  });

  it('sums the fees of several orders and keeps removed and excepted orders out', () => {
    const second = {
      ...fee,
      changeGuid: 'ch2',
      orderNumber: '5552',
      amount: 2_500,
      datePaid: '2026-06-20T10:00:00.000Z',
    };
    const july = { ...fee, changeGuid: 'ch3', orderNumber: '5553', datePaid: '2026-06-30T22:30:00.000Z' };
    const orders = [
      changed({ valueChangeFees: [fee, second, july] }),
      changed({ guid: 'o2', valueChangeFees: [{ ...fee, changeGuid: 'ch4', amount: 1_000 }] }),
      changed({ guid: 'removed', deleted: true, valueChangeFees: [{ ...fee, changeGuid: 'ch5' }] }),
      changed({ guid: 'excepted', variableSymbol: '777', valueChangeFees: [{ ...fee, changeGuid: 'ch6' }] }),
    ];
    const { lines } = settlementLines(
      orders,
      { ...june, exceptions: ['777'] },
      new Set(['o1', 'o2', 'removed', 'excepted']),
      new Set(),
    );
    // 1 July 00:30 in Prague is outside June: that fee waits for July.
    expect(lines.map((l) => [l.orderId, l.paid, l.valueChangeFees.map((f) => f.changeGuid)])).toEqual([
      ['o2', 1_000, ['ch4']],
      ['o1', 7_500, ['ch1', 'ch2']],
    ]);
    expect(billingTotals(lines, june)[0]).toMatchObject({ orders: 0, paid: 8_500, summary: 8_500 });
  });
});
