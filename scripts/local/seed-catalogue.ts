import { DEMO_EMAILS, demoEmailItems } from './seed-emails';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { buildDemoCatalogue, DEMO, demoGuid, type DemoEvent } from './seed-data';
import { demoOrderItems, type Item } from './seed-orders';

/** The demo catalogue's items: series, events, races, categories, prices, texts (`npm start`'s demo data). */

/** Explicit amounts per allowed currency (minor units), derived once at seed time from the demo rates. */
export function currencyPrices(event: DemoEvent, czk: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of event.currencies) out[c.currency] = Math.round((czk * c.rate) / 1000 / 100) * 100;
  return out;
}

export function buildCatalogueItems(now: number): Item[] {
  const cat = buildDemoCatalogue(now);
  const items: Item[] = [];
  const nowIso = new Date(now).toISOString();
  const stamp = { dateCreated: nowIso, dateUpdated: nowIso };

  items.push({
    ...keys.organizer(DEMO.organizer),
    entity: 'organizer',
    guid: DEMO.organizer,
    gsi1pk: gsi.organizers,
    gsi1sk: 'Běžecký klub Praha z.s.',
    firstName: 'Jana',
    lastName: 'Nováková',
    companyName: 'Běžecký klub Praha z.s.',
    isLegalEntity: true,
    street: 'Za Elektrárnou 419/1',
    city: 'Praha 7',
    zipcode: '17000',
    country: 'CZE',
    email: 'info@example.org',
    phone: '+420 777 123 456',
    ic: '25123891',
    // a VAT payer: paid demo orders get a tax document (functions/domain/tax-documents)
    paysVAT: true,
    bankAccountNumber: '19-2000145399',
    bankCode: '0800',
    currency: 1,
    ...stamp,
  });

  for (const s of cat.series) {
    items.push({
      ...keys.series(s.guid),
      entity: 'series',
      ...s,
      ...(s.guid === DEMO.seriesTrail ? { emailLayoutId: DEMO_EMAILS.trailLayout } : {}),
      gsi1pk: gsi.allSeries,
      gsi1sk: `${s.dateFrom}#${s.guid}`,
      ...(s.allowOnHomepage ? { gsi2pk: gsi.homepageSeries, gsi2sk: `${s.dateFrom}#${s.guid}` } : {}),
      ...stamp,
    });
  }
  for (const st of cat.stylings)
    items.push({ ...keys.seriesStylings(st.seriesGuid), entity: 'stylings', ...st });
  for (const p of cat.paymentDetails)
    items.push({ ...keys.paymentDetail(p.seriesGuid, p.guid), entity: 'paymentDetail', ...p });
  for (const t of cat.terms) {
    items.push({
      ...keys.terms(t.guid),
      entity: 'terms',
      ...t,
      gsi1pk: gsi.termsOfSeries(t.seriesGuid),
      gsi1sk: t.name,
      ...stamp,
    });
  }
  for (const d of cat.discounts) {
    items.push({
      ...keys.discount(d.seriesGuid, d.code),
      entity: 'discount',
      guid: demoGuid(`discount:${d.code}`),
      ...d,
      gsi1pk: gsi.discountsOfSeries(d.seriesGuid),
      gsi1sk: d.code,
      ...stamp,
    });
  }

  const counter = (scope: string, guid: string, capacity: number, used = 0) =>
    items.push({ ...keys.capacity(scope, guid), entity: 'capacity', scope, guid, capacity, used });

  for (const e of cat.events) {
    const { subevents, currencies, ...event } = e;
    items.push({
      ...keys.event(e.guid),
      entity: 'event',
      ...event,
      // Denormalised for the homepage list (kept in step by the admin subevent writes).
      registrationFrom: subevents.map((s) => s.registrationFrom).sort()[0],
      registrationTo: subevents
        .map((s) => s.registrationTo)
        .sort()
        .at(-1),
      currencies: currencies.map((c) => c.currency),
      gsi1pk: gsi.eventsOfSeries(e.seriesGuid),
      gsi1sk: `${String(e.order).padStart(4, '0')}#${e.guid}`,
      ...(e.allowOnHomepage ? { gsi2pk: gsi.homepageEvents, gsi2sk: `${e.dateFrom}#${e.guid}` } : {}),
      ...stamp,
    });
    for (const c of currencies)
      items.push({
        ...keys.currencyPrice(e.guid, c.currency),
        entity: 'currencyPrice',
        eventGuid: e.guid,
        currency: c.currency,
      });
    const eventUsed = subevents.reduce(
      (sum, s) => sum + (s.used ?? s.categories.reduce((a, c) => a + (c.used ?? 0), 0)),
      0,
    );
    counter('event', e.guid, e.capacity, eventUsed);
    for (const s of subevents) {
      const { categories, waves, used, ...sub } = s;
      items.push({
        ...keys.subevent(e.guid, s.guid),
        entity: 'subevent',
        eventGuid: e.guid,
        seriesGuid: e.seriesGuid,
        ...sub,
        gsi3pk: gsi.subevent(s.guid),
        gsi3sk: 'SUBEVENT',
        ...stamp,
      });
      counter('subevent', s.guid, s.capacity, used ?? categories.reduce((a, c) => a + (c.used ?? 0), 0));
      for (const c of categories) {
        const { subcategories, pricings, used: catUsed, ...category } = c;
        items.push({
          ...keys.category(e.guid, s.guid, c.guid),
          entity: 'category',
          eventGuid: e.guid,
          subEventGuid: s.guid,
          ...category,
          currencyPrices: currencyPrices(e, c.price),
        });
        counter('category', c.guid, c.capacity, catUsed ?? 0);
        for (const sc of subcategories ?? []) {
          items.push({
            ...keys.subcategory(e.guid, s.guid, c.guid, sc.guid),
            entity: 'subcategory',
            categoryGuid: c.guid,
            ...sc,
          });
          counter('subcategory', sc.guid, sc.capacity, catUsed ? Math.min(sc.capacity, 1) : 0);
        }
        for (const p of pricings ?? []) {
          items.push({
            ...keys.pricing(e.guid, s.guid, c.guid, p.guid),
            entity: 'pricing',
            categoryGuid: c.guid,
            ...p,
            currencyPrices: currencyPrices(e, p.price),
          });
        }
      }
      for (const w of waves) {
        const { used: waveUsed, ...waveData } = w;
        items.push({
          ...keys.wave(e.guid, s.guid, w.guid),
          entity: 'wave',
          subEventGuid: s.guid,
          ...waveData,
          ...(w.price !== undefined ? { currencyPrices: currencyPrices(e, w.price) } : {}),
        });
        counter('wave', w.guid, w.capacity, waveUsed ?? 0);
      }
    }
  }
  items.push(...demoOrderItems(cat.events, now));
  items.push(...(demoEmailItems(now) as Item[]));
  for (const t of cat.templates)
    items.push({ ...keys.template(t.eventGuid, t.type, t.guid), entity: 'template', ...t });
  for (const card of cat.cards) {
    items.push({ pk: `EVENT#${card.eventGuid}`, sk: `CARD#${card.guid}`, entity: 'card', ...card });
    // Every card value and option gets a counter: usage is shown and limited per option.
    for (const value of card.values) {
      counter('cardValue', value.guid, value.capacity, 0);
      for (const option of (value as { items?: Array<{ guid: string; capacity: number }> }).items ?? [])
        counter('cardItem', option.guid, option.capacity, 0);
    }
  }
  return items;
}
