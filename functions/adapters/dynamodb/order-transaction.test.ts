import { describe, expect, it } from 'vitest';
import type { OrderPlan } from '../../domain/checkout/place-order';
import { buildTransaction } from './order-repository';

const order = {
  entity: 'order',
  guid: 'o1',
  seriesGuid: 'S1',
  variableSymbol: '2026000123',
  eventGuids: ['E1'],
  registrator: { firstName: 'Jan', lastName: 'Dvořák', email: 'jan@example.cz', birthDate: 'x', gender: 1 },
  dateCreated: '2026-05-01T10:00:00.000Z',
  expiresAt: '2026-05-08T10:00:00.000Z',
  paid: false,
  expired: false,
  cancelled: false,
  deleted: false,
  issued: false,
  paymentMethod: 2,
  currency: 'CZK',
  calculatedPrice: 40000,
  cancelledAmount: 0,
  userId: null,
};
const plan = {
  order,
  items: [
    {
      entity: 'orderItem',
      orderGuid: 'o1',
      index: 0,
      itemGuid: 'i0',
      kind: 'regular',
      seriesEventGuid: 'E1',
      subEventGuid: 'R1',
      firstName: 'Jan',
      lastName: 'Dvořák',
      dateCreated: order.dateCreated,
    },
  ],
  history: { entity: 'orderHistory', orderGuid: 'o1', date: order.dateCreated, by: 'x', action: 'created' },
  counters: [{ scope: 'subevent', guid: 'R1', n: 1, capacity: 100 }],
  newTeams: [],
} as unknown as OrderPlan;

const pks = (items: ReturnType<typeof buildTransaction>['items']) =>
  items.map((i) => String((i.Put?.Item ?? i.Update?.Key ?? i.Delete?.Key)?.pk).replace(/#.*/, '#'));

describe('checkout transaction', () => {
  it('holds only what changes with the order: counters, guard, order, items, history', () => {
    expect(pks(buildTransaction(plan).items)).toEqual(['CAP#', 'VS#', 'ORDER#', 'ORDER#', 'ORDER#']);
  });

  it('with inlineDerived adds the projections as the code before the projector did', () => {
    const { items, meta } = buildTransaction(plan, { inlineDerived: true });
    expect(pks(items).slice(0, 5)).toEqual(['CAP#', 'VS#', 'ORDER#', 'ORDER#', 'ORDER#']);
    const derived = pks(items).slice(5);
    expect(derived.filter((p) => p === 'ORDERSEARCH#').length).toBeGreaterThan(2);
    expect(derived).toEqual(expect.arrayContaining(['ORDEREVENT#', 'ORDERCOUNT#', 'STAT#']));
    // The statistics: the day, its race day and the month roll-up.
    expect(derived.filter((p) => p === 'STAT#')).toHaveLength(3);
    expect(meta).toHaveLength(items.length);
  });
});
