import { createHash } from 'node:crypto';
import {
  CardType,
  CardValueType,
  Currency,
  DiscountCodeRange,
  DiscountRange,
  Gender,
  SubEventType,
} from '@shared/codelists/enums';
import type { EventRecord } from '../../functions/domain/catalog/records';

/** Deterministic UUID (v5 layout) from a name, so tests and docs can refer to demo records. */
export function demoGuid(name: string): string {
  const h = createHash('sha1').update(`race-registration-demo:${name}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

const DAY = 86_400_000;
const at = (now: number, days: number, hour = 9) => {
  const d = new Date(now + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** From `hours[0]` to `hours[1]` o'clock (UTC) on day `day` (days from now). */
const span = (now: number, day: number, hours: [number, number]) => ({
  dateFrom: at(now, day, hours[0]),
  dateTo: at(now, day, hours[1]),
});

/**
 * A race's dates: it runs on day `day` (days from now) from `hours[0]` to `hours[1]` o'clock (UTC),
 * takes registrations from day `open` to day `close`, and its start list shows from `open` to
 * `startListTo`.
 */
const raceDates = (
  now: number,
  d: { day: number; hours: [number, number]; open: number; close: number; startListTo: number },
) => ({
  ...span(now, d.day, d.hours),
  registrationFrom: at(now, d.open),
  registrationTo: at(now, d.close),
  startListFrom: at(now, d.open),
  startListTo: at(now, d.startListTo),
});

/** Ids of demo records that tests and the README refer to. */
export const DEMO = {
  seriesCup: demoGuid('series:cup'),
  seriesTrail: demoGuid('series:trail'),
  eventSpring: demoGuid('event:spring'),
  eventAutumn: demoGuid('event:autumn'),
  eventNight: demoGuid('event:night'),
  eventTrail: demoGuid('event:trail'),
  sub10k: demoGuid('sub:10k'),
  sub5k: demoGuid('sub:5k'),
  subRelay: demoGuid('sub:relay'),
  subTeam: demoGuid('sub:team'),
  subKids: demoGuid('sub:kids'),
  subHalf: demoGuid('sub:half'),
  subNight: demoGuid('sub:night'),
  subTrail: demoGuid('sub:trail'),
  termsCup: demoGuid('terms:cup'),
  termsTrail: demoGuid('terms:trail'),
  organizer: demoGuid('organizer:1'),
  adminUser: demoGuid('user:admin'),
  managerUser: demoGuid('user:manager'),
} as const;

export interface DemoCategory {
  guid: string;
  name: string;
  gender?: number;
  minAge?: number;
  maxAge?: number;
  /** minor units, in the event's base currency */
  price: number;
  capacity: number;
  used?: number;
  validateAgeToSubEventYear?: boolean;
  subcategories?: Array<{
    guid: string;
    name: string;
    minAge?: number;
    maxAge?: number;
    gender?: number;
    capacity: number;
  }>;
  pricings?: Array<{
    guid: string;
    name: string;
    price: number;
    dateFrom?: string;
    dateTo?: string;
    capacityFrom?: number;
    capacityTo?: number;
  }>;
}

export interface DemoSubevent {
  guid: string;
  name: string;
  type: number;
  dateFrom: string;
  dateTo: string;
  registrationFrom: string;
  registrationTo: string;
  startListFrom: string;
  startListTo: string;
  forbidBankTransferFrom?: string;
  capacity: number;
  used?: number;
  membersFrom?: number;
  membersTo?: number;
  allowIndividuals?: boolean;
  relayChangesFrom?: string;
  relayChangesTo?: string;
  categories: DemoCategory[];
  waves: Array<{
    guid: string;
    name: string;
    price?: number;
    dateFrom?: string;
    dateTo?: string;
    capacity: number;
    used?: number;
  }>;
}

/** A demo event: a stored event with every optional field given, its currencies' rates and its races. */
export interface DemoEvent extends Required<
  Omit<EventRecord, 'entity' | 'logoUrl' | 'registrationFrom' | 'registrationTo' | 'currencies'>
> {
  currencies: Array<{
    currency: keyof typeof Currency;
    /** multiplier in per-mille of the base CZK price */ rate: number;
  }>;
  subevents: DemoSubevent[];
}

/** Prices of an event in CZK; with EUR at 40 per mille of the CZK price. */
const czkOnly = (): DemoEvent['currencies'] => [{ currency: 'CZK', rate: 1000 }];
const czkAndEur = (): DemoEvent['currencies'] => [...czkOnly(), { currency: 'EUR', rate: 40 }];

export function buildDemoCatalogue(now: number) {
  const series = [
    {
      guid: DEMO.seriesCup,
      name: 'Pražský běžecký pohár 2027',
      dateFrom: at(now, -20),
      dateTo: at(now, 200),
      organizerId: DEMO.organizer,
      url: 'https://example.org/prazsky-pohar',
      anotation: 'Série městských běhů v Praze pro všechny od dětí po veterány.',
      description: '<p>Čtyři závody během roku, společné pořadí a ceny pro nejlepší v kategoriích.</p>',
      allowOnHomepage: true,
      hasRanking: true,
      customClient: 0,
    },
    {
      guid: DEMO.seriesTrail,
      name: 'Trail Tour Beskydy',
      dateFrom: at(now, 10),
      dateTo: at(now, 120),
      organizerId: DEMO.organizer,
      url: 'https://example.org/trail-tour',
      anotation: 'Horské běhy v Beskydech.',
      description: '<p>Trailové závody na hřebenech Beskyd.</p>',
      allowOnHomepage: true,
      hasRanking: false,
      customClient: 0,
    },
  ];

  const cat = (key: string, c: Omit<DemoCategory, 'guid'>): DemoCategory => ({
    guid: demoGuid(`cat:${key}`),
    ...c,
  });
  const wave = (key: string, w: Omit<DemoSubevent['waves'][number], 'guid'>) => ({
    guid: demoGuid(`wave:${key}`),
    ...w,
  });

  const events: DemoEvent[] = [
    {
      guid: DEMO.eventSpring,
      seriesGuid: DEMO.seriesCup,
      order: 1,
      name: 'Desítka Stromovka',
      anotation: 'Rovinatý okruh parkem Stromovka, ideální na osobní rekord.',
      description: '<p>Start a cíl u Planetária. Šatny, úschovna a občerstvení v cíli.</p>',
      location: 'Praha 7, Stromovka',
      lattitude: 50.1055,
      longitude: 14.4218,
      url: 'https://example.org/desitka-stromovka',
      ...span(now, 30, [9, 15]),
      capacity: 1500,
      allowOnHomepage: true,
      daysTillExpiration: 5,
      termsAndConditionsId: DEMO.termsCup,
      currencies: czkAndEur(),
      subevents: [
        {
          guid: DEMO.sub10k,
          name: '10 km',
          type: SubEventType.REGULAR,
          ...raceDates(now, { day: 30, hours: [9, 12], open: -10, close: 28, startListTo: 31 }),
          forbidBankTransferFrom: at(now, 25),
          capacity: 600,
          categories: [
            cat('10k-men', {
              name: 'Muži',
              gender: Gender.MALE,
              minAge: 18,
              price: 55000,
              capacity: 300,
              used: 40,
              pricings: [
                {
                  guid: demoGuid('pricing:10k-men-first'),
                  name: 'Prvních 50 míst',
                  price: 40000,
                  capacityFrom: 0,
                  capacityTo: 50,
                },
                {
                  guid: demoGuid('pricing:10k-men-early'),
                  name: 'Včasná registrace',
                  price: 45000,
                  dateFrom: at(now, -10),
                  dateTo: at(now, 5),
                },
              ],
            }),
            cat('10k-women', {
              name: 'Ženy',
              gender: Gender.FEMALE,
              minAge: 18,
              price: 55000,
              capacity: 300,
              used: 30,
              pricings: [
                {
                  guid: demoGuid('pricing:10k-women-early'),
                  name: 'Včasná registrace',
                  price: 45000,
                  dateFrom: at(now, -10),
                  dateTo: at(now, 5),
                },
              ],
            }),
            cat('10k-juniors', {
              name: 'Junioři',
              minAge: 15,
              maxAge: 19,
              validateAgeToSubEventYear: true,
              price: 30000,
              capacity: 2,
              used: 2,
              subcategories: [
                { guid: demoGuid('subcat:10k-juniors-m'), name: 'Junioři', gender: Gender.MALE, capacity: 1 },
                {
                  guid: demoGuid('subcat:10k-juniors-f'),
                  name: 'Juniorky',
                  gender: Gender.FEMALE,
                  capacity: 1,
                },
              ],
            }),
          ],
          waves: [
            wave('10k-a', { name: 'Vlna A – 9:00', capacity: 300, used: 22 }),
            wave('10k-b', { name: 'Vlna B – 9:30 (elitní)', price: 60000, capacity: 50, used: 50 }),
          ],
        },
        {
          guid: DEMO.sub5k,
          name: '5 km',
          type: SubEventType.REGULAR,
          ...raceDates(now, { day: 30, hours: [11, 13], open: -10, close: 28, startListTo: 31 }),
          capacity: 0,
          categories: [cat('5k-open', { name: 'Open', price: 35000, capacity: 0 })],
          waves: [],
        },
        {
          guid: DEMO.subRelay,
          name: 'Štafeta 4 × 2,5 km',
          type: SubEventType.RELAY,
          ...raceDates(now, { day: 30, hours: [13, 15], open: -10, close: 28, startListTo: 31 }),
          capacity: 40,
          membersFrom: 4,
          membersTo: 4,
          allowIndividuals: false,
          relayChangesFrom: at(now, -10),
          relayChangesTo: at(now, 29),
          categories: [
            cat('relay-mixed', { name: 'Smíšené štafety', price: 160000, capacity: 40, used: 11 }),
          ],
          waves: [],
        },
        {
          guid: DEMO.subTeam,
          name: 'Firemní běh týmů',
          type: SubEventType.TEAM,
          ...raceDates(now, { day: 30, hours: [14, 16], open: -10, close: 28, startListTo: 31 }),
          capacity: 150,
          membersFrom: 3,
          membersTo: 5,
          allowIndividuals: true,
          categories: [cat('team-open', { name: 'Týmy', price: 40000, capacity: 150, used: 7 })],
          waves: [],
        },
        {
          guid: DEMO.subKids,
          name: 'Dětský běh 1 km',
          type: SubEventType.REGULAR,
          ...raceDates(now, { day: 30, hours: [10, 11], open: 10, close: 28, startListTo: 31 }),
          capacity: 200,
          categories: [cat('kids', { name: 'Děti do 12 let', maxAge: 12, price: 10000, capacity: 200 })],
          waves: [],
        },
      ],
    },
    {
      guid: DEMO.eventAutumn,
      seriesGuid: DEMO.seriesCup,
      order: 2,
      name: 'Půlmaraton Troja',
      anotation: 'Půlmaraton podél Vltavy.',
      description: '<p>Registrace je uzavřena, výsledky najdete na webu série.</p>',
      location: 'Praha 8, Troja',
      lattitude: 50.1167,
      longitude: 14.4125,
      url: 'https://example.org/pulmaraton',
      ...span(now, 3, [9, 14]),
      capacity: 800,
      allowOnHomepage: true,
      daysTillExpiration: 3,
      termsAndConditionsId: DEMO.termsCup,
      currencies: czkOnly(),
      subevents: [
        {
          guid: DEMO.subHalf,
          name: 'Půlmaraton 21,1 km',
          type: SubEventType.REGULAR,
          ...raceDates(now, { day: 3, hours: [9, 14], open: -60, close: -1, startListTo: -1 }),
          capacity: 800,
          categories: [cat('half-open', { name: 'Open', price: 75000, capacity: 800, used: 120 })],
          waves: [],
        },
      ],
    },
    {
      guid: DEMO.eventNight,
      seriesGuid: DEMO.seriesCup,
      order: 3,
      name: 'Noční běh Letná',
      anotation: 'Běh s čelovkami po setmění.',
      description: '<p>Kapacita je omezena na 20 běžců.</p>',
      location: 'Praha 7, Letenské sady',
      lattitude: 50.0961,
      longitude: 14.4233,
      url: 'https://example.org/nocni-beh',
      ...span(now, 45, [19, 22]),
      capacity: 20,
      allowOnHomepage: true,
      daysTillExpiration: 5,
      termsAndConditionsId: DEMO.termsCup,
      currencies: czkOnly(),
      subevents: [
        {
          guid: DEMO.subNight,
          name: 'Noční 7 km',
          type: SubEventType.REGULAR,
          ...raceDates(now, { day: 45, hours: [19, 22], open: -5, close: 40, startListTo: 46 }),
          capacity: 20,
          used: 20,
          categories: [cat('night-open', { name: 'Open', price: 40000, capacity: 0, used: 20 })],
          waves: [],
        },
      ],
    },
    {
      guid: DEMO.eventTrail,
      seriesGuid: DEMO.seriesTrail,
      order: 1,
      name: 'Lysá hora Trail',
      anotation: 'Výběh na nejvyšší horu Beskyd.',
      description: '<p>Náročná trať s převýšením 1 200 m.</p>',
      location: 'Malenovice, Beskydy',
      lattitude: 49.5461,
      longitude: 18.4475,
      url: 'https://example.org/lysa-trail',
      ...span(now, 60, [9, 16]),
      capacity: 400,
      allowOnHomepage: true,
      daysTillExpiration: 7,
      termsAndConditionsId: DEMO.termsTrail,
      currencies: czkAndEur(),
      subevents: [
        {
          guid: DEMO.subTrail,
          name: 'Trail 24 km',
          type: SubEventType.REGULAR,
          ...raceDates(now, { day: 60, hours: [9, 16], open: -15, close: 55, startListTo: 61 }),
          capacity: 400,
          categories: [
            cat('trail-men', { name: 'Muži', gender: Gender.MALE, price: 90000, capacity: 250 }),
            cat('trail-women', { name: 'Ženy', gender: Gender.FEMALE, price: 90000, capacity: 150 }),
          ],
          waves: [],
        },
      ],
    },
  ];

  const terms = [
    {
      guid: DEMO.termsCup,
      seriesGuid: DEMO.seriesCup,
      name: 'Podmínky účasti – Pražský běžecký pohár',
      label: 'Souhlasím s [[podmínkami účasti]] a beru na vědomí, že závodím na vlastní nebezpečí.',
      conditions:
        '<h2>Podmínky účasti</h2><p>Účastník startuje na vlastní nebezpečí a je povinen dbát pokynů pořadatele.</p>' +
        '<p>Startovné je nevratné; převod registrace na jinou osobu je možný do 7 dnů před závodem.</p>' +
        '<p>Pořadatel může závod zrušit z důvodů vyšší moci; v takovém případě vrací 80 % startovného.</p>',
    },
    {
      guid: DEMO.termsTrail,
      seriesGuid: DEMO.seriesTrail,
      name: 'Podmínky účasti – Trail Tour',
      label: 'Souhlasím s [[podmínkami účasti na horském závodě]].',
      conditions:
        '<h2>Horský závod</h2><p>Povinná výbava: mobilní telefon, nepromokavá bunda, 0,5 l vody.</p>' +
        '<p>Účastník musí mít zdravotní pojištění platné pro horskou záchrannou službu.</p>',
    },
  ];

  const paymentDetails = [
    {
      guid: demoGuid('payment:cup'),
      seriesGuid: DEMO.seriesCup,
      bankAccount: '19-2000145399',
      bankCode: '0800',
      currency: Currency.CZK,
      swift: 'GIBACZPX',
      iban: 'CZ6508000000192000145399',
      constantSymbol: '0308',
      scope: { eventGuid: DEMO.eventSpring },
    },
    {
      guid: demoGuid('payment:cup-eur'),
      seriesGuid: DEMO.seriesCup,
      bankAccount: '2001234561',
      bankCode: '2010',
      currency: Currency.EUR,
      swift: 'FIOBCZPP',
      iban: 'CZ1520100000002001234561',
      constantSymbol: '0308',
      scope: {},
    },
    {
      guid: demoGuid('payment:trail'),
      seriesGuid: DEMO.seriesTrail,
      bankAccount: '810883001',
      bankCode: '5500',
      currency: Currency.CZK,
      swift: 'RZBCCZPP',
      iban: 'CZ9555000000000810883001',
      constantSymbol: '0308',
      scope: {},
    },
  ];

  const discounts = [
    {
      seriesGuid: DEMO.seriesCup,
      code: 'JARO10',
      description: 'Sleva 10 % na startovné Desítky',
      price: '10%',
      currency: Currency.CZK,
      discountRange: DiscountRange.REGISTRATION,
      codeRange: DiscountCodeRange.ALL,
      usageLimit: 100,
      validFrom: at(now, -10),
      validTo: at(now, 20),
      scope: { eventGuids: [DEMO.eventSpring] },
    },
    {
      seriesGuid: DEMO.seriesCup,
      code: 'KLUB100',
      description: 'Sleva 100 Kč pro členy klubu',
      price: '100',
      currency: Currency.CZK,
      discountRange: DiscountRange.ALL,
      codeRange: DiscountCodeRange.INDIVIDUAL,
      usageLimit: 1,
      validFrom: at(now, -10),
      validTo: at(now, 60),
      scope: {},
    },
  ];

  const cards = demoCards();

  const stylings = [
    {
      seriesGuid: DEMO.seriesTrail,
      values: {
        navbarBackground: '#1f4d2b',
        navbarColor: '#ffffff',
        rootBackground: '#f3f6f1',
        checkoutBackground: '#ffffff',
      },
    },
  ];

  const templates = [
    {
      guid: demoGuid('template:spring-page'),
      eventGuid: DEMO.eventSpring,
      type: 'eventPage',
      targetGuid: DEMO.eventSpring,
      html: '<h2>Proč běžet Desítku Stromovka</h2><ul><li>rovinatá a rychlá trať</li><li>čipová časomíra</li><li>medaile pro každého v cíli</li></ul>',
    },
    {
      guid: demoGuid('template:10k'),
      eventGuid: DEMO.eventSpring,
      type: 'subevent',
      targetGuid: DEMO.sub10k,
      html: '<p>Dva okruhy parkem, občerstvení na 5. km.</p>',
    },
  ];

  return { series, events, terms, paymentDetails, discounts, cards, stylings, templates };
}

const czk = (minor: number) => ({ CZK: minor, EUR: Math.round((minor * 40) / 1000) });
/** A label in Czech with its English translation. */
const labelled = (cs: string, en: string) => ({ label: cs, translations: { en: { label: en } } });

const val = (cardKey: string, name: string, v: Record<string, unknown>) => ({
  guid: demoGuid(`cardvalue:${cardKey}:${name}`),
  name,
  required: false,
  hasPrice: false,
  capacity: 0,
  validations: [],
  ...v,
});
const opt = (cardKey: string, name: string, value: string, o: Record<string, unknown>) => ({
  guid: demoGuid(`carditem:${cardKey}:${name}:${value}`),
  value,
  currencyPrices: {},
  capacity: 0,
  addToCardValueUsage: true,
  subComponentType: 0,
  ...o,
});

/**
 * A field the registrant's template fills (`predefinedTemplate` is its name), labelled in cs and
 * en; `en` adds further English texts.
 */
const templated = (
  cardKey: string,
  name: string,
  type: number,
  [cs, en]: [string, string],
  v: Record<string, unknown> = {},
  enMore: Record<string, string> = {},
) =>
  val(cardKey, name, {
    label: cs,
    type,
    predefinedTemplate: name,
    ...v,
    translations: { en: { label: en, ...enMore } },
  });

/** A registration form of an event (`key` names its guid; `en` is the English name). */
const card = <V>(
  key: string,
  eventGuid: string,
  c: {
    name: string;
    en: string;
    order: number;
    type: number;
    limit: number;
    subEventGuids: string[];
    values: V[];
  },
) => ({
  guid: demoGuid(`card:${key}`),
  eventGuid,
  name: c.name,
  order: c.order,
  type: c.type,
  limit: c.limit,
  subEventGuids: c.subEventGuids,
  translations: { en: { name: c.en } },
  values: c.values,
});

/** An event's first form, the racer's own details (regular races, no limit). */
const runnerCard = <V>(key: string, eventGuid: string, c: { subEventGuids: string[]; values: V[] }) =>
  card(key, eventGuid, {
    name: 'Údaje závodníka',
    en: 'Runner details',
    order: 1,
    type: CardType.REGULAR,
    limit: 0,
    ...c,
  });

/**
 * Registration forms of the demo events: the Desítka card shows all 11 field types, predefined
 * templates, validations, priced and capacity-limited options, a sub-input and translations.
 */
export function demoCards() {
  const k = 'spring';
  const person = (key: string) => [
    templated(key, 'firstName', CardValueType.INPUT, ['Jméno', 'First name'], {
      required: true,
      validations: [{ kind: 'maxLength', value: 50 }],
    }),
    templated(key, 'lastName', CardValueType.INPUT, ['Příjmení', 'Last name'], {
      required: true,
      validations: [{ kind: 'maxLength', value: 50 }],
    }),
    {
      ...templated(key, 'gender', CardValueType.RADIO, ['Pohlaví', 'Gender'], { required: true }),
      items: [
        opt(key, 'gender', '1', labelled('Muž', 'Male')),
        opt(key, 'gender', '2', labelled('Žena', 'Female')),
      ],
    },
    templated(key, 'birthDate', CardValueType.DATE, ['Datum narození', 'Date of birth'], { required: true }),
  ];
  return [
    runnerCard('spring-regular', DEMO.eventSpring, {
      subEventGuids: [DEMO.sub10k, DEMO.sub5k, DEMO.subKids],
      values: [
        ...person(k),
        templated(k, 'email', CardValueType.INPUT, ['E-mail', 'E-mail'], {
          required: true,
          validations: [{ kind: 'email' }],
        }),
        templated(k, 'phone', CardValueType.PHONE, ['Telefon', 'Phone'], {
          required: false,
          validations: [{ kind: 'phone' }],
        }),
        templated(k, 'country', CardValueType.COUNTRY_SELECT, ['Stát', 'Country'], {
          required: true,
          defaultValue: 'CZE',
        }),
        val(k, 'personalId', {
          label: 'Rodné číslo',
          type: CardValueType.COUNTRY_WITH_PERSONAL_ID,
          required: false,
          defaultValue: 'CZE|',
          validations: [{ kind: 'personalIdWithSlash' }],
          description: 'Jen pro pojištění účastníků; nepovinné.',
          translations: {
            en: { label: 'Personal number', description: 'Only for the participants’ insurance; optional.' },
          },
        }),
        templated(
          k,
          'club',
          CardValueType.INPUT,
          ['Klub', 'Club'],
          { placeholder: 'např. SK Stromovka' },
          { placeholder: 'e.g. SK Stromovka' },
        ),
        val(k, 'tshirt', {
          ...labelled('Tričko', 'T-shirt'),
          type: CardValueType.SELECT,
          isAdditional: true,
          hasPrice: true,
          capacity: 150,
          // The pickup desk shows the runner's choice (the volunteer hands out the right size).
          showAtPickup: true,
          items: [
            opt(k, 'tshirt', 'none', {
              ...labelled('Bez trička', 'No T-shirt'),
              addToCardValueUsage: false,
            }),
            opt(k, 'tshirt', 'M', {
              ...labelled('Tričko M', 'T-shirt M'),
              currencyPrices: czk(25000),
              capacity: 100,
            }),
            opt(k, 'tshirt', 'L', {
              ...labelled('Tričko L', 'T-shirt L'),
              currencyPrices: czk(25000),
              capacity: 2,
            }),
          ],
        }),
        val(k, 'breakfast', {
          ...labelled('Snídaně po závodě (150 Kč)', 'Breakfast after the race (150 CZK)'),
          type: CardValueType.CHECKBOX,
          isAdditional: true,
          hasPrice: true,
          currencyPrices: czk(15000),
        }),
        val(k, 'diet', {
          ...labelled('Stravovací omezení', 'Dietary needs'),
          type: CardValueType.CHECKBOX_LIST,
          items: [
            opt(k, 'diet', 'vegetarian', labelled('Vegetarián', 'Vegetarian')),
            opt(k, 'diet', 'gluten', labelled('Bez lepku', 'Gluten-free')),
          ],
        }),
        val(k, 'transport', {
          ...labelled('Jak přijedete', 'How will you arrive'),
          type: CardValueType.RADIO_WITH_COMPONENTS,
          items: [
            opt(k, 'transport', 'public', labelled('MHD / pěšky', 'Public transport / on foot')),
            opt(k, 'transport', 'car', {
              label: 'Autem (parkování 100 Kč)',
              currencyPrices: czk(10000),
              capacity: 30,
              subComponentType: 1,
              subComponentName: 'plate',
              subComponentLabel: 'SPZ',
              subComponentPlaceholder: '1AB 2345',
              translations: {
                en: { label: 'By car (parking 100 CZK)', subComponentLabel: 'Licence plate' },
              },
            }),
          ],
        }),
        val(k, 'note', {
          ...labelled('Vzkaz pořadateli', 'Message to the organiser'),
          type: CardValueType.TEXT_EDITOR,
          validations: [{ kind: 'maxLength', value: 500 }],
        }),
        val(k, 'newsletter', {
          ...labelled('Chci dostávat novinky série', 'Send me news of the series'),
          type: CardValueType.CHECKBOX,
        }),
      ],
    }),
    card('spring-relay', DEMO.eventSpring, {
      name: 'Člen štafety',
      en: 'Relay member',
      order: 2,
      type: CardType.RELAY_ATHLETE,
      limit: 4,
      subEventGuids: [DEMO.subRelay],
      values: person('spring-relay'),
    }),
    card('spring-team', DEMO.eventSpring, {
      name: 'Člen týmu',
      en: 'Team member',
      order: 3,
      type: CardType.TEAM_ATHLETE,
      limit: 0,
      subEventGuids: [DEMO.subTeam],
      values: person('spring-team'),
    }),
    runnerCard('trail', DEMO.eventTrail, {
      subEventGuids: [],
      values: [
        ...person('trail'),
        templated(
          'trail',
          'phone',
          CardValueType.PHONE,
          ['Telefon (povinná výbava)', 'Phone (mandatory kit)'],
          { required: true, validations: [{ kind: 'phone' }] },
        ),
      ],
    }),
    runnerCard('night', DEMO.eventNight, {
      subEventGuids: [],
      values: person('night'),
    }),
  ];
}

const FIRST_M = [
  'Jan',
  'Petr',
  'Tomáš',
  'Martin',
  'Jakub',
  'Lukáš',
  'Ondřej',
  'David',
  'Michal',
  'Filip',
  'Vojtěch',
  'Adam',
];
const FIRST_F = [
  'Eva',
  'Anna',
  'Tereza',
  'Lucie',
  'Kateřina',
  'Barbora',
  'Veronika',
  'Markéta',
  'Klára',
  'Zuzana',
  'Adéla',
  'Jana',
];
const LAST_M = [
  'Novák',
  'Svoboda',
  'Dvořák',
  'Černý',
  'Procházka',
  'Kučera',
  'Veselý',
  'Horák',
  'Němec',
  'Marek',
  'Pokorný',
  'Král',
  'Růžička',
  'Beneš',
];
const LAST_F = [
  'Nováková',
  'Svobodová',
  'Dvořáková',
  'Černá',
  'Procházková',
  'Kučerová',
  'Veselá',
  'Horáková',
  'Němcová',
  'Marková',
  'Pokorná',
  'Králová',
  'Růžičková',
  'Benešová',
];
const CLUBS = [
  'AC Praha 1890',
  'Běžci Letná',
  'SK Stromovka',
  'TJ Sokol Troja',
  null,
  'Maratonstav Úpice',
  null,
  'Running Team Karlín',
];

export interface DemoRegistration {
  subEventGuid: string;
  categoryGuid: string;
  categoryName: string;
  waveGuid: string | null;
  waveName: string | null;
  teamName: string | null;
  firstName: string;
  lastName: string;
  gender: number;
  birthYear: number;
  club: string | null;
  startNumber: number | null;
  paid: boolean;
}

/**
 * Demo registrations consistent with the seeded capacity counters: one per place sold, with
 * deterministic Czech names, relay teams (one of them a racer short) and company teams.
 */
export function buildDemoRegistrations(events: DemoEvent[]): DemoRegistration[] {
  const out: DemoRegistration[] = [];
  let n = 0;
  const person = (gender: number) => {
    n++;
    const male = gender === Gender.MALE;
    return {
      firstName: (male ? FIRST_M : FIRST_F)[n % 12] as string,
      lastName: (male ? LAST_M : LAST_F)[(n * 7) % 14] as string,
      gender,
      birthYear: 1965 + ((n * 13) % 42),
      club: CLUBS[n % CLUBS.length] ?? null,
    };
  };
  const relayTeams: Array<[string, number]> = [
    ['Rychlé šípy', 4],
    ['Želvy z Troji', 3],
    ['Zajíci', 4],
  ];
  const companyTeams: Array<[string, number]> = [
    ['Kancl Runners', 3],
    ['Účetní na trati', 4],
  ];
  for (const e of events) {
    for (const s of e.subevents) {
      const waveSlots = s.waves.flatMap((w) => Array.from({ length: w.used ?? 0 }, () => w));
      let startNumber = s.type === SubEventType.REGULAR ? 1 : null;
      for (const c of s.categories) {
        const teams =
          s.type === SubEventType.RELAY ? relayTeams : s.type === SubEventType.TEAM ? companyTeams : [];
        const teamSlots = teams.flatMap(([name, members]) => Array.from({ length: members }, () => name));
        for (let i = 0; i < (c.used ?? 0); i++) {
          const p = person(c.gender ?? (i % 2 ? Gender.FEMALE : Gender.MALE));
          const wave = waveSlots.shift();
          out.push({
            subEventGuid: s.guid,
            categoryGuid: c.guid,
            categoryName: c.name,
            waveGuid: wave?.guid ?? null,
            waveName: wave?.name ?? null,
            teamName: teamSlots[i] ?? null,
            ...p,
            startNumber: startNumber !== null && i % 5 !== 4 ? startNumber++ : null,
            paid: i % 4 !== 3,
          });
        }
      }
    }
  }
  return out;
}
