import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '@shared/codelists/enums';
import type { BankPaymentRecord } from '../bank-import/bank-payment-record';
import { matchingPayments, type PaymentCandidate, type PaymentListPorts } from './payment-list';

const order = (over: Partial<PaymentCandidate>): PaymentCandidate => ({
  guid: 'o',
  variableSymbol: '1000',
  seriesGuid: 's1',
  eventGuids: ['e1'],
  subEventGuids: ['r1'],
  categoryGuids: ['c1'],
  waveGuids: [],
  registrator: {
    firstName: 'Jiří',
    lastName: 'Řehoř',
    email: 'jiri@example.com',
    birthDate: '1990-01-01',
    gender: 1,
  },
  calculatedPrice: 40000,
  currency: 'CZK',
  paymentMethod: 2,
  paid: false,
  datePaid: null,
  cancelled: false,
  deleted: false,
  providerCommandId: null,
  chargedAmount: null,
  bankPaymentGuid: null,
  ...over,
});

const bank = (over: Partial<BankPaymentRecord>): BankPaymentRecord =>
  ({
    guid: 'b',
    date: '2026-01-06',
    status: 'paid',
    orderGuid: null,
    remaining: null,
    refund: null,
    ...over,
  }) as BankPaymentRecord;

function ports(
  orders: PaymentCandidate[],
  payments: BankPaymentRecord[],
): PaymentListPorts & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    allSeriesGuids: async () => ['s1', 's2'],
    ordersOfSeriesUntil: async (s, to) => {
      reads.push(`${s}<=${to ?? ''}`);
      return orders.filter((o) => o.seriesGuid === s);
    },
    bankPaymentsBetween: async ({ from, to }) =>
      payments.filter((p) => (!from || p.date >= from) && (!to || p.date <= to)),
    bankPaymentsByGuid: async (guids) =>
      new Map(payments.filter((p) => guids.includes(p.guid)).map((p) => [p.guid, p])),
  };
}

const orders = [
  order({
    guid: 'card',
    paymentMethod: 1,
    paid: true,
    datePaid: '2026-01-07T10:00:00Z',
    chargedAmount: 40000,
    providerCommandId: '77',
  }),
  order({ guid: 'exact', paid: true, datePaid: '2026-01-06T09:00:00Z', bankPaymentGuid: 'b-exact' }),
  order({ guid: 'over', paid: true, datePaid: '2026-01-05T09:00:00Z', bankPaymentGuid: 'b-over' }),
  order({
    guid: 'under',
    variableSymbol: '2000',
    registrator: {
      firstName: 'Eva',
      lastName: 'Malá',
      email: 'eva@example.com',
      birthDate: '1990-01-01',
      gender: 2,
    },
  }),
  order({ guid: 'nothing' }),
  order({
    guid: 'other-series',
    seriesGuid: 's2',
    paid: true,
    datePaid: '2026-01-06T09:00:00Z',
    categoryGuids: ['c2'],
  }),
];
const payments = [
  bank({ guid: 'b-exact', status: 'paid', orderGuid: 'exact' }),
  bank({ guid: 'b-over', status: 'overpaid', orderGuid: 'over', refund: 5000, date: '2026-01-05' }),
  bank({ guid: 'b-under1', status: 'underpaid', orderGuid: 'under', remaining: 30000, date: '2026-01-03' }),
  bank({ guid: 'b-under2', status: 'underpaid', orderGuid: 'under', remaining: 10000, date: '2026-01-04' }),
];

describe('payments list', () => {
  it('gives each paid or partly paid order its status and what arrived, newest payment first', async () => {
    const rows = await matchingPayments(ports(orders, payments), { all: true }, {});
    expect(rows.map((r) => [r.id, r.paymentStatus, r.receivedAmount])).toEqual([
      ['card', PaymentStatus.PAID, 40000],
      ['other-series', PaymentStatus.PAID, 40000],
      ['exact', PaymentStatus.PAID, 40000],
      ['over', PaymentStatus.OVERPAID, 45000],
      ['under', PaymentStatus.UNDERPAID, 30000],
    ]);
    expect(rows.find((r) => r.id === 'under')).toMatchObject({
      bankPaymentId: 'b-under2',
      paymentDate: '2026-01-04',
    });
  });

  it('filters by status, method, symbol, text, scope and the payment day before paging', async () => {
    const ids = async (filter: Parameters<typeof matchingPayments>[2]) =>
      (await matchingPayments(ports(orders, payments), { all: true }, filter)).map((r) => r.id);
    expect(await ids({ paymentStatus: PaymentStatus.UNDERPAID })).toEqual(['under']);
    expect(await ids({ paymentMethod: 1 })).toEqual(['card']);
    expect(await ids({ variableSymbol: '2000' })).toEqual(['under']);
    expect(await ids({ searchText: 'mala' })).toEqual(['under']);
    expect(await ids({ seriesCategoryId: 'c2' })).toEqual(['other-series']);
    expect(await ids({ dateFrom: '2026-01-06', dateTo: '2026-01-06' })).toEqual(['other-series', 'exact']);
  });

  it('narrows by race, category and wave (spec §3 five series ids), each alone and together', async () => {
    const paid = { paid: true, datePaid: '2026-01-06T09:00:00Z' };
    const raced = [
      order({
        guid: 'ten-women-a',
        subEventGuids: ['r1'],
        categoryGuids: ['c1'],
        waveGuids: ['w1'],
        ...paid,
      }),
      order({ guid: 'ten-men', subEventGuids: ['r1'], categoryGuids: ['c2'], waveGuids: [], ...paid }),
      order({ guid: 'five', subEventGuids: ['r2'], categoryGuids: ['c3'], waveGuids: ['w2'], ...paid }),
      // Placed before the lists were kept: no race, category or wave filter matches it.
      order({
        guid: 'old',
        subEventGuids: undefined,
        categoryGuids: undefined,
        waveGuids: undefined,
        ...paid,
      }),
    ];
    const ids = async (filter: Parameters<typeof matchingPayments>[2]) =>
      (await matchingPayments(ports(raced, []), { all: true }, filter)).map((r) => r.id).sort();
    expect(await ids({ seriesSubEventId: 'r1' })).toEqual(['ten-men', 'ten-women-a']);
    expect(await ids({ seriesSubEventId: 'r2' })).toEqual(['five']);
    expect(await ids({ seriesCategoryId: 'c2' })).toEqual(['ten-men']);
    expect(await ids({ seriesWaveId: 'w1' })).toEqual(['ten-women-a']);
    expect(await ids({ seriesSubEventId: 'r1', seriesWaveId: 'w2' })).toEqual([]);
    expect(await ids({ seriesEventId: 'e1', seriesSubEventId: 'r1', seriesCategoryId: 'c1' })).toEqual([
      'ten-women-a',
    ]);
  });

  it('reads only the filtered series, up to the last day', async () => {
    const p = ports(orders, payments);
    await matchingPayments(p, { all: true }, { seriesId: 's1', dateTo: '2026-01-06' });
    expect(p.reads).toEqual(['s1<=2026-01-06']);
  });
});
