import type { OrderHistoryRecord, OrderRecord } from '../orders/order-records';
import type { RefundPorts, RefundStore } from './refund-ports';
import type { RefundRecord } from './refund-records';

/** Tests only: a card-paid order of 500 CZK, cancelled with 300 CZK returned. */
export function paidCardOrder(over: Partial<OrderRecord> = {}): OrderRecord {
  return {
    entity: 'order',
    guid: 'o1',
    variableSymbol: '1234567890',
    seriesGuid: 'series-1',
    eventGuids: ['e1'],
    userId: null,
    language: 'cs',
    currency: 'CZK',
    paymentMethod: 1,
    registrator: {
      firstName: 'Eva',
      lastName: 'Běžcová',
      email: 'eva@example.com',
      birthDate: '1990-01-01',
      gender: 2,
    },
    basePrice: 50000,
    additionalsPrice: 0,
    discountAmount: 0,
    calculatedPrice: 50000,
    cancelledAmount: 30000,
    discounts: [],
    paid: true,
    datePaid: '2026-05-01T10:00:00.000Z',
    expired: false,
    dateExpired: null,
    cancelled: false,
    dateCancelled: null,
    deleted: false,
    issued: false,
    dateCreated: '2026-05-01T09:00:00.000Z',
    dateUpdated: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-05-08T09:00:00.000Z',
    counters: [],
    paymentDetail: null,
    cardAttempts: [],
    providerCommandId: '123456789',
    chargedAmount: 50000,
    itemCount: 1,
    requestHash: 'h',
    ...over,
  };
}

/** An in-memory store with the repository's guards (reserve on the previous value, finish once). */
export function memoryRefundStore(orders: OrderRecord[]) {
  const byGuid = new Map(orders.map((o) => [o.guid, { ...o }]));
  const refunds = new Map<string, RefundRecord>();
  const history: OrderHistoryRecord[] = [];
  const key = (o: string, r: string) => `${o}/${r}`;
  const store: RefundStore = {
    loadOrder: async (g) => {
      const o = byGuid.get(g);
      return o ? { ...o } : undefined;
    },
    get: async (o, r) => refunds.get(key(o, r)),
    list: async (o) => [...refunds.values()].filter((r) => r.orderGuid === o),
    reserve: async (record, expected, h) => {
      const order = byGuid.get(record.orderGuid);
      if (
        !order ||
        (order.refundReserved ?? 0) !== expected ||
        refunds.has(key(record.orderGuid, record.refundId))
      )
        return 'conflict';
      order.refundReserved = expected + record.amount;
      if (record.state === 'done') order.refundedAmount = (order.refundedAmount ?? 0) + record.amount;
      refunds.set(key(record.orderGuid, record.refundId), record);
      history.push(h);
      return 'reserved';
    },
    finish: async (record, h) => {
      const current = refunds.get(key(record.orderGuid, record.refundId));
      if (current?.state !== 'requested') return false;
      const order = byGuid.get(record.orderGuid) as OrderRecord;
      if (record.state === 'done') order.refundedAmount = (order.refundedAmount ?? 0) + record.amount;
      else order.refundReserved = (order.refundReserved ?? 0) - record.amount;
      refunds.set(key(record.orderGuid, record.refundId), record);
      history.push(h);
      return true;
    },
  };
  return { store, byGuid, refunds, history };
}

/** A gateway that refunds up to what each payment deposited, once per message id. */
export function fakeGateway(deposits: Record<string, number>) {
  const refunded: Record<string, number> = {};
  const answers = new Map<string, { prCode: number; srCode: number; resultText: string | null }>();
  const calls: string[] = [];
  let down = false;
  const gateway: RefundPorts['gateway'] = {
    refund: async ({ orderNumber, amountMinor, messageId }) => {
      calls.push(messageId);
      if (down) throw new Error('no answer');
      const earlier = answers.get(messageId);
      if (earlier) return earlier;
      const left = (deposits[orderNumber] ?? 0) - (refunded[orderNumber] ?? 0);
      const answer =
        amountMinor > left
          ? { prCode: 18, srCode: 0, resultText: 'Credit exceeds' }
          : { prCode: 0, srCode: 0, resultText: 'OK' };
      if (answer.prCode === 0) refunded[orderNumber] = (refunded[orderNumber] ?? 0) + amountMinor;
      answers.set(messageId, answer);
      return answer;
    },
  };
  return {
    gateway,
    refunded,
    calls,
    setDown: (v: boolean) => {
      down = v;
    },
  };
}
