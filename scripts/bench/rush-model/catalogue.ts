import { createHash } from 'node:crypto';
import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import { CardType, CardValueType, SubEventType } from '@shared/codelists/enums';
import type { CheckoutPorts } from '../../../functions/domain/checkout/checkout-context';
import type { CardRecord } from '../../../functions/domain/catalog/card-records';
import type { EventPartitionItem } from '../../../functions/domain/catalog/records';

/** Deterministic UUID-shaped id from a name, so every run plans the same catalogue. */
export function modelGuid(name: string): string {
  const h = createHash('sha1').update(`rush-model:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The instant the registration opens in the model (plans are built "now"). */
export const OPENING = new Date('2027-01-15T09:00:00.000Z');

export const SERIES_GUID = modelGuid('series');

/** One race of the model: a 10,000-place subevent, two categories, five waves, a runner card. */
export interface ModelRace {
  eventGuid: string;
  subEventGuid: string;
  categories: Array<{ guid: string; gender: 1 | 2; capacity: number }>;
  waveGuids: string[];
  card: CardRecord;
  partition: Array<EventPartitionItem | CardRecord>;
}

const WAVES = 5;

export function buildRace(index: number, places: number): ModelRace {
  const k = (name: string) => modelGuid(`race${index}:${name}`);
  const eventGuid = k('event');
  const subEventGuid = k('sub');
  const men = Math.round(places * 0.6);
  const categories = [
    { guid: k('cat:men'), gender: 1 as const, capacity: men },
    { guid: k('cat:women'), gender: 2 as const, capacity: places - men },
  ];
  const waveGuids = Array.from({ length: WAVES }, (_, w) => k(`wave${w}`));
  const iso = (days: number) => new Date(OPENING.getTime() + days * 86_400_000).toISOString();
  const input = (name: string, template: string) => ({
    guid: k(`cv:${name}`),
    name,
    label: name,
    type: CardValueType.INPUT,
    required: true,
    hasPrice: false,
    capacity: 0,
    predefinedTemplate: template as never,
  });
  // The runner card of the demo trail race: name, gender (a radio whose options count usage),
  // birth date, e-mail; counters of the gender field and option join every order's transaction.
  const card: CardRecord = {
    entity: 'card',
    guid: k('card'),
    eventGuid,
    name: 'Runner',
    order: 1,
    type: CardType.REGULAR,
    limit: 0,
    subEventGuids: [],
    values: [
      input('firstName', 'firstName'),
      input('lastName', 'lastName'),
      {
        guid: k('cv:gender'),
        name: 'gender',
        label: 'Gender',
        type: CardValueType.RADIO,
        required: true,
        hasPrice: false,
        capacity: 0,
        predefinedTemplate: 'gender',
        items: (['1', '2'] as const).map((value) => ({
          guid: k(`ci:gender:${value}`),
          value,
          label: value === '1' ? 'Male' : 'Female',
          currencyPrices: {},
          capacity: 0,
          addToCardValueUsage: true,
          subComponentType: 0,
        })),
      },
      { ...input('birthDate', 'birthDate'), type: CardValueType.DATE },
      input('email', 'email'),
    ],
  };
  const partition: Array<EventPartitionItem | CardRecord> = [
    {
      entity: 'event',
      guid: eventGuid,
      seriesGuid: SERIES_GUID,
      order: index,
      name: `Race ${index + 1}`,
      anotation: '',
      description: '',
      location: 'Praha',
      dateFrom: iso(120),
      dateTo: iso(120),
      capacity: places,
      allowOnHomepage: true,
      currencies: ['CZK'],
      daysTillExpiration: 5,
    },
    {
      entity: 'subevent',
      guid: subEventGuid,
      eventGuid,
      seriesGuid: SERIES_GUID,
      name: 'Marathon',
      type: SubEventType.REGULAR,
      dateFrom: iso(120),
      dateTo: iso(120),
      registrationFrom: OPENING.toISOString(),
      registrationTo: iso(100),
      capacity: places,
    },
    ...categories.map((c): EventPartitionItem => ({
      entity: 'category',
      guid: c.guid,
      subEventGuid,
      name: c.gender === 1 ? 'Men' : 'Women',
      gender: c.gender,
      capacity: c.capacity,
      currencyPrices: { CZK: 120_000 },
    })),
    ...waveGuids.map((guid, w): EventPartitionItem => ({
      entity: 'wave',
      guid,
      subEventGuid,
      name: `Wave ${w + 1}`,
      capacity: Math.ceil(places / WAVES),
    })),
    card,
  ];
  return { eventGuid, subEventGuid, categories, waveGuids, card, partition };
}

/** In-memory checkout ports: the catalogue as stored, every counter empty (the opening minute). */
export function catalogPorts(races: ModelRace[]): CheckoutPorts {
  const byEvent = new Map(races.map((r) => [r.eventGuid, r.partition]));
  return {
    queryEventPartition: async (guid) => byEvent.get(guid) ?? [],
    loadRecords: async () => ({ counters: new Map(), terms: new Map(), teams: new Map() }),
    getDiscount: async () => undefined,
    listPaymentDetails: async () => [],
  };
}

const FIRST = ['Jan', 'Petr', 'Eva', 'Anna', 'Tomáš', 'Lucie', 'Martin', 'Tereza', 'Jakub', 'Klára'];
const LAST = ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý'];

/** Runners of a race cycle through every gender × wave pair: 2 women in 5, waves evenly. */
export const RUNNER_CYCLE = 5 * WAVES;

/**
 * A runner's register call: a card payment of one place in one race (what a rush is made of).
 * The `index`-th runner of a race has its gender and wave from the cycle, so a pool of a
 * multiple of RUNNER_CYCLE runners holds every pair; names and birth dates are drawn.
 */
export function registerBody(
  race: ModelRace,
  runner: number,
  index: number,
  rand: () => number,
): RegisterBody {
  const c = index % RUNNER_CYCLE;
  const female = Math.floor(c / WAVES) < 2;
  const gender = female ? 2 : 1;
  const category = race.categories.find((x) => x.gender === gender) as ModelRace['categories'][number];
  const wave = race.waveGuids[c % WAVES] as string;
  const firstName = FIRST[Math.floor(rand() * FIRST.length)] as string;
  const lastName = `${LAST[Math.floor(rand() * LAST.length)] as string}${female ? 'ová' : ''}`;
  const email = `runner${runner}@example.com`;
  const birthDate = `${1960 + Math.floor(rand() * 45)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`;
  const v = (name: string) => race.card.values.find((x) => x.name === name)?.guid as string;
  return {
    idempotencyKey: modelGuid(`runner:${runner}`),
    currency: 'CZK',
    language: 'cs',
    registrator: { firstName, lastName, email, birthDate, gender },
    paymentMethod: 1,
    discounts: [],
    items: [
      {
        seriesEventGuid: race.eventGuid,
        subEventGuid: race.subEventGuid,
        categoryGuid: category.guid,
        waveGuid: wave,
        termsAccepted: true,
        cards: [
          {
            cardGuid: race.card.guid,
            values: {
              [v('firstName')]: firstName,
              [v('lastName')]: lastName,
              [v('gender')]: String(gender),
              [v('birthDate')]: birthDate,
              [v('email')]: email,
            },
          },
        ],
      },
    ],
    termsAccepted: true,
    personalDataConsent: true,
  };
}
