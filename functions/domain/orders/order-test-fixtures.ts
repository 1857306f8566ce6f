import type { OrderItemRecord, OrderRecord } from './order-records';
import type { StartListItem } from './start-list-item';
import { isRefusal, type TransitionOutcome, type TransitionPlan } from './order-state';

/**
 * Tests only: the order the state-machine tests (item changes, item moves) act on. Two regular
 * runners in one race of event e1, the first in its first wave, each with a paid T-shirt option;
 * the order holds their places on its ledger and one use of discount d1.
 */

/** Who acts and when. */
export const adminContext = { by: 'admin-1', byName: 'Ada Admin', now: '2026-05-02T10:00:00.000Z' };

/** The race (and its category and first wave) the runners are in, with its names. */
export interface FixtureRace {
  subEventGuid: string;
  subEventName: string;
  categoryGuid: string;
  categoryName: string;
  waveGuid: string;
  waveName: string;
}

export const RACE_S1: FixtureRace = {
  subEventGuid: 's1',
  subEventName: 'Race 1',
  categoryGuid: 'c1',
  categoryName: 'Category 1',
  waveGuid: 'w1',
  waveName: 'Wave 1',
};

/** The runner `index` of the order (the first one in the race's wave). */
export const orderItem = (race: FixtureRace, index: number, over: Partial<OrderItemRecord> = {}) =>
  ({
    itemGuid: `item-${index}`,
    index,
    kind: 'regular',
    seriesGuid: 'series-1',
    seriesEventGuid: 'e1',
    eventName: 'Spring run',
    subEventGuid: race.subEventGuid,
    subEventName: race.subEventName,
    categoryGuid: race.categoryGuid,
    categoryName: race.categoryName,
    subcategoryGuid: null,
    subcategoryName: null,
    waveGuid: index === 0 ? race.waveGuid : null,
    waveName: index === 0 ? race.waveName : null,
    teamGuid: null,
    teamName: null,
    firstName: 'Petr',
    lastName: `Běžec${index}`,
    startNumber: null,
    basePrice: 40000,
    pricingName: null,
    additionalsPrice: 5000,
    discount: 0,
    cancelledAmount: 0,
    paid: false,
    values: [
      {
        cardGuid: 'k',
        cardValueGuid: 'tshirt',
        name: 'tshirt',
        label: 'T',
        value: 'M',
        itemGuids: ['opt-m'],
        price: 5000,
      },
    ],
    ...over,
  }) as OrderItemRecord;

/** The open order of the two runners, its ledger holding their places. */
export const orderRecord = (race: FixtureRace, over: Partial<OrderRecord> = {}) =>
  ({
    guid: 'o1',
    seriesGuid: 'series-1',
    paid: false,
    expired: false,
    cancelled: false,
    deleted: false,
    issued: false,
    basePrice: 80000,
    additionalsPrice: 10000,
    discountAmount: 0,
    calculatedPrice: 90000,
    cancelledAmount: 0,
    dateUpdated: '2026-05-01T10:00:00.000Z',
    dateCreated: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-05-08T10:00:00.000Z',
    counters: [
      { scope: 'event', guid: 'e1', n: 2 },
      { scope: 'subevent', guid: race.subEventGuid, n: 2 },
      { scope: 'category', guid: race.categoryGuid, n: 2 },
      { scope: 'wave', guid: race.waveGuid, n: 1 },
      { scope: 'cardItem', guid: 'opt-m', n: 2 },
      { scope: 'discount', guid: 'd1', n: 1 },
    ],
    ...over,
  }) as OrderRecord;

/** The plan of an outcome the test expects to be allowed (a refusal fails the test with its code). */
export function planOf(outcome: TransitionOutcome): TransitionPlan {
  if (isRefusal(outcome)) throw new Error(`refused: ${outcome.code}`);
  return outcome;
}

/** A paid runner's row of a race's start list, without a number (the start list and numbering tests). */
export const startListRow = (
  over: Partial<StartListItem> & { itemGuid: string; lastName: string },
): StartListItem => ({
  orderGuid: `order-${over.itemGuid}`,
  index: 0,
  startNumber: null,
  firstName: 'Jan',
  email: 'jan@example.com',
  birthYear: 1990,
  gender: 1,
  categoryGuid: 'cat-men',
  categoryName: 'Muži',
  waveGuid: null,
  waveName: null,
  teamName: null,
  club: null,
  paid: true,
  dateCreated: '2026-03-01T10:00:00.000Z',
  ...over,
});
