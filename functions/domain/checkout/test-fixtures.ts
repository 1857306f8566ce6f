/** A race's catalogue and counters for the checkout step tests (not used by product code). */
import { SubEventType } from '@shared/codelists/enums';
import type { Counter } from '../catalog/availability';
import type { CategoryRecord, SubcategoryRecord, SubeventRecord, WaveRecord } from '../catalog/records';
import type { CounterScope } from '../orders/order-records';
import type { CheckoutContext, EventBundle, TeamRecord } from './checkout-context';
import type { Person } from './fill-cards';
import type { ResolvedItem } from './resolve-item';

export const event = {
  entity: 'event',
  guid: 'event-1',
  seriesGuid: 'series-1',
  order: 1,
  name: 'Pražský půlmaraton',
  anotation: '',
  description: '',
  location: 'Praha',
  dateFrom: '2026-06-01T06:00:00Z',
  dateTo: '2026-06-01T16:00:00Z',
  capacity: 1000,
  allowOnHomepage: true,
  currencies: ['CZK'],
} satisfies EventBundle['event'];

export const race = (over: Partial<SubeventRecord> = {}): SubeventRecord => ({
  entity: 'subevent',
  guid: 'race-1',
  eventGuid: event.guid,
  seriesGuid: event.seriesGuid,
  name: '21 km',
  type: SubEventType.REGULAR,
  dateFrom: '2026-06-01T08:00:00Z',
  dateTo: '2026-06-01T12:00:00Z',
  registrationFrom: '2026-03-01T08:00:00Z',
  registrationTo: '2026-05-30T22:00:00Z',
  capacity: 500,
  ...over,
});

export const category = (over: Partial<CategoryRecord> = {}): CategoryRecord => ({
  entity: 'category',
  guid: 'cat-1',
  subEventGuid: 'race-1',
  name: 'Open',
  capacity: 400,
  currencyPrices: { CZK: 60000 },
  ...over,
});

export const wave = (over: Partial<WaveRecord> = {}): WaveRecord => ({
  entity: 'wave',
  guid: 'wave-1',
  subEventGuid: 'race-1',
  name: 'Vlna A',
  capacity: 100,
  ...over,
});

export const subcategory = (over: Partial<SubcategoryRecord> = {}): SubcategoryRecord => ({
  entity: 'subcategory',
  guid: 'sub-1',
  categoryGuid: 'cat-1',
  name: 'Do 40 let',
  capacity: 50,
  ...over,
});

/** A cart line of the race, priced 600 CZK, without forms. */
export function resolvedItem(
  over: Partial<Omit<ResolvedItem, 'bundle'>> & { event?: Partial<EventBundle['event']> } = {},
): ResolvedItem {
  const { event: eventOver, ...rest } = over;
  const sub = rest.sub ?? race();
  const cat = rest.category ?? category();
  return {
    index: 0,
    ref: { seriesEventGuid: event.guid, subEventGuid: sub.guid, categoryGuid: cat.guid, waveGuid: null },
    bundle: {
      event: { ...event, ...eventOver },
      subevents: [sub],
      categories: [cat],
      subcategories: [],
      pricings: [],
      waves: [],
      documents: [],
      templates: [],
      cards: [],
    },
    sub,
    category: cat,
    subcategories: [],
    wave: null,
    price: 60000,
    pricingName: null,
    availability: 'open',
    cards: [],
    ...rest,
  };
}

/** The checkout's read of the counters (`scope#guid` → capacity and places taken) and teams. */
export function checkoutCtx(
  counters: Array<[CounterScope, string, Counter]> = [],
  teams: TeamRecord[] = [],
): Pick<CheckoutContext, 'counters' | 'shards' | 'teams' | 'seriesGuid'> {
  return {
    seriesGuid: event.seriesGuid,
    counters: new Map(counters.map(([scope, guid, c]) => [`${scope}#${guid}`, c])),
    teams: new Map(teams.map((t) => [t.guid, t])),
  };
}

export const team = (over: Partial<TeamRecord> = {}): TeamRecord => ({
  entity: 'team',
  guid: 'team-1',
  subEventGuid: 'race-1',
  name: 'Rychlí Šneci',
  pin: '123456',
  managerEmail: 'kapitan@example.com',
  orderGuid: 'order-0',
  dateCreated: '2026-04-01T10:00:00Z',
  ...over,
});

export const person = (over: Partial<Person> = {}): Person => ({
  firstName: 'Eva',
  lastName: 'Nová',
  email: 'eva.nova@example.com',
  birthDate: '1990-05-01',
  gender: 2,
  club: null,
  values: [],
  additionalsPrice: 0,
  ...over,
});
