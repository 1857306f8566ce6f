import { Gender, SubEventType } from '@shared/codelists/enums';
import type { DemoCategory, DemoEvent, DemoSubevent } from './demo-catalogue-types';
import { DEMO, demoGuid } from './demo-ids';

const DAY = 86_400_000;
export const at = (now: number, days: number, hour = 9) => {
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

/** Prices of an event in CZK; with EUR at 40 per mille of the CZK price. */
const czkOnly = (): DemoEvent['currencies'] => [{ currency: 'CZK', rate: 1000 }];
const czkAndEur = (): DemoEvent['currencies'] => [...czkOnly(), { currency: 'EUR', rate: 40 }];

/** The demo series: a city cup (with ranking) and a mountain trail tour. */
export function demoSeries(now: number) {
  return [
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
}

const cat = (key: string, c: Omit<DemoCategory, 'guid'>): DemoCategory => ({
  guid: demoGuid(`cat:${key}`),
  ...c,
});
const wave = (key: string, w: Omit<DemoSubevent['waves'][number], 'guid'>) => ({
  guid: demoGuid(`wave:${key}`),
  ...w,
});

/**
 * The demo events with their races, categories and waves: one open with every race type, one
 * closed, one sold out, one in the other series.
 */
export function demoEvents(now: number): DemoEvent[] {
  return [
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
}
