/** Orders for the e-mail and expiry tests (not used by product code). */
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { sampleOrder } from './sample-variables';

export const FIXTURE = {
  orderGuid: '6f1c2d3e-0000-4000-8000-000000000001',
  seriesGuid: '6f1c2d3e-0000-4000-8000-0000000000a1',
  eventGuid: '6f1c2d3e-0000-4000-8000-0000000000e1',
  sub10k: '6f1c2d3e-0000-4000-8000-0000000000b1',
  subKids: '6f1c2d3e-0000-4000-8000-0000000000b2',
  catMen: '6f1c2d3e-0000-4000-8000-0000000000c1',
  catKids: '6f1c2d3e-0000-4000-8000-0000000000c2',
  layoutGuid: '6f1c2d3e-0000-4000-8000-0000000000f1',
} as const;

/** The editor's sample order (./sample-variables.ts) in Czech, with the fixture's ids. */
const sample = () => sampleOrder('cs', 'Desítka Stromovka');

export function fixtureOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    ...sample().order,
    guid: FIXTURE.orderGuid,
    seriesGuid: FIXTURE.seriesGuid,
    eventGuids: [FIXTURE.eventGuid],
    cancelledAmount: 0,
    datePaid: null,
    counters: [
      { scope: 'event', guid: FIXTURE.eventGuid, n: 2 },
      { scope: 'subevent', guid: FIXTURE.sub10k, n: 2 },
      { scope: 'category', guid: FIXTURE.catMen, n: 2 },
    ],
    requestHash: 'fixture',
    ...overrides,
  };
}

/** Item 0 is Petr Dvořák's, any other Tomáš Šťastný's. */
export function fixtureItem(index: number, overrides: Partial<OrderItemRecord> = {}): OrderItemRecord {
  const racer = sample().items[index === 0 ? 0 : 1]!;
  return {
    ...racer,
    itemGuid: `6f1c2d3e-0000-4000-8000-00000000010${index}`,
    orderGuid: FIXTURE.orderGuid,
    index,
    seriesGuid: FIXTURE.seriesGuid,
    seriesEventGuid: FIXTURE.eventGuid,
    subEventGuid: FIXTURE.sub10k,
    categoryGuid: FIXTURE.catMen,
    email: index === 0 ? 'petr@example.com' : 'tomas@example.com',
    ...overrides,
  };
}
