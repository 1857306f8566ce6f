import { randomUUID } from 'node:crypto';
import type { OrderItemRecord, OrderRecord } from '../../functions/domain/orders/order-records';

/**
 * The one order record the benches seed (bench:import, bench:admin, bench:projector): an unpaid
 * bank-transfer order of one runner, every field an order written by checkout has, so the domain
 * code and the projector read it as they read a real one. A bench names only what it varies.
 */
export function benchOrder(
  i: number,
  overrides: Partial<OrderRecord> & Pick<OrderRecord, 'seriesGuid'>,
): OrderRecord {
  const now = new Date().toISOString();
  return {
    entity: 'order',
    guid: randomUUID(),
    variableSymbol: String(3_000_000_000 + i),
    eventGuids: [],
    userId: null,
    language: 'cs',
    currency: 'CZK',
    paymentMethod: 2,
    registrator: {
      firstName: 'Bench',
      lastName: `Runner${i}`,
      email: `runner${i}@example.com`,
      birthDate: '1990-01-01',
      gender: 1,
    },
    basePrice: 45_000,
    additionalsPrice: 0,
    discountAmount: 0,
    calculatedPrice: 45_000,
    cancelledAmount: 0,
    discounts: [],
    paid: false,
    datePaid: null,
    expired: false,
    dateExpired: null,
    cancelled: false,
    dateCancelled: null,
    deleted: false,
    issued: false,
    dateCreated: now,
    dateUpdated: now,
    expiresAt: '2099-01-01T00:00:00.000Z',
    counters: [],
    paymentDetail: null,
    cardAttempts: [],
    providerCommandId: null,
    chargedAmount: null,
    itemCount: 1,
    requestHash: 'bench',
    ...overrides,
  } as OrderRecord;
}

/** Item `index` of a bench order: a regular runner of the order's first event, the registrator by default. */
export function benchItem(
  order: OrderRecord,
  index: number,
  overrides: Partial<OrderItemRecord> = {},
): OrderItemRecord {
  return {
    entity: 'orderItem',
    itemGuid: randomUUID(),
    orderGuid: order.guid,
    index,
    kind: 'regular',
    seriesGuid: order.seriesGuid,
    seriesEventGuid: order.eventGuids[0] ?? '',
    eventName: 'Bench run',
    subEventGuid: `bench-race-${index}`,
    subEventName: 'Race',
    categoryGuid: 'bench-category',
    categoryName: 'Bench',
    subcategoryGuid: null,
    subcategoryName: null,
    waveGuid: null,
    waveName: null,
    teamGuid: null,
    teamName: null,
    firstName: order.registrator.firstName,
    lastName: order.registrator.lastName,
    email: order.registrator.email,
    birthDate: '1990-01-01',
    birthYear: 1990,
    gender: 1,
    club: null,
    startNumber: null,
    values: [],
    basePrice: order.basePrice,
    pricingName: null,
    additionalsPrice: 0,
    discount: 0,
    cancelledAmount: 0,
    paid: order.paid,
    dateCreated: order.dateCreated,
    ...overrides,
  };
}
