import { Currency, DiscountCodeRange, DiscountRange } from '@shared/codelists/enums';
import { demoCards } from './demo-cards';
import { DEMO, demoGuid } from './demo-ids';
import { at, demoEvents, demoSeries } from './demo-events';

/*
 * The demo data `npm start` seeds and tests and benches refer to, by concept: ids
 * (./demo-ids.ts), series and events (./demo-events.ts), registration forms (./demo-cards.ts),
 * registrations (./demo-registrations.ts). This module assembles the catalogue and keeps the one
 * import path everything uses.
 */
export { DEMO, demoGuid } from './demo-ids';
export type { DemoCategory, DemoEvent, DemoSubevent } from './demo-catalogue-types';
export { demoCards } from './demo-cards';
export { buildDemoRegistrations, type DemoRegistration } from './demo-registrations';

export function buildDemoCatalogue(now: number) {
  const series = demoSeries(now);
  const events = demoEvents(now);

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
