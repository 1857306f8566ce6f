import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyPrice } from '@shared/back-office/currency-price-schemas';
import type { Category, Pricing, Subevent, Wave } from '@shared/back-office/race-schemas';
import type { EventDetail, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { EventDetail as PublicEvent } from '@shared/catalog/catalog-schemas';
import type { CheckoutData } from '@shared/checkout/checkout-schemas';
import { Role } from '@shared/codelists/enums';
import { type Envelope, type ErrorBody, seriesEditorWorld } from './series-editor-support';
import { api, useTestStackEnv } from './support';
import { putUser } from './matrix/world';

/**
 * Currency prices (spec §7 admin series currency-prices; §3 Event "currency prices") and the
 * events' create-many / update-many: what they store and refuse, the history they write, and that
 * a price in EUR is what the public event page shows and the checkout charges in EUR. Who may call
 * them is the generated authorization matrix's job.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year } = world;

/** A call as the admin, answered in this language; what it creates is removed afterwards. */
const send = <T>(method: string, path: string, body?: unknown, language = 'en') =>
  world.send<T>(method, path, body, { token: admin.token, language });

afterAll(() => world.cleanUp());

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`currency-admin-${tag}`, [Role.USER, Role.ADMIN]);
});

/** An event in Brno on the 1st of June selling in these currencies. */
const eventFields = (name: string, currencies: string[]) =>
  world.eventFields(name, {
    location: 'Brno',
    dateFrom: `${year}-06-01T07:00:00.000Z`,
    dateTo: `${year}-06-01T13:00:00.000Z`,
    currencies,
  });

const newSeries = (label: string) => world.newSeries(label, admin.token, `${year}-06-01`);

/** An event selling in these currencies with one open race and a category priced in each of them. */
async function raceWithCategory(label: string, currencies = ['CZK', 'EUR']) {
  const series = await newSeries(label);
  const event = await send<EventDetail>('POST', 'admin/series/events', {
    ...eventFields(`${label} akce ${tag}`, currencies),
    seriesGuid: series.guid,
  });
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  const race = await send<Subevent>('POST', 'admin/series/sub-events', {
    name: `10 km ${tag}`,
    anotation: '',
    description: '',
    location: '',
    url: '',
    dateFrom: `${year}-06-01T08:00:00.000Z`,
    dateTo: `${year}-06-01T11:00:00.000Z`,
    lattitude: null,
    longitude: null,
    capacity: 0,
    daysTillExpiration: null,
    registrationFrom: `${year - 2}-01-01T00:00:00.000Z`,
    registrationTo: `${year}-05-28T22:00:00.000Z`,
    startListFrom: null,
    startListTo: null,
    type: 1,
    membersFrom: null,
    membersTo: null,
    allowIndividuals: true,
    teamPricing: false,
    relayChangesFrom: null,
    relayChangesTo: null,
    forbidBankTransferFrom: null,
    allowRegistrationValueChange: false,
    registrationValueChangePrice: null,
    eventGuid: event.body.guid,
  });
  expect(race.status, JSON.stringify(race.body)).toBe(200);
  const sub = race.body.guid;
  const category = await send<Category>('POST', 'admin/series/categories', {
    name: `Dospělí ${tag}`,
    minAge: null,
    maxAge: null,
    gender: null,
    prices: Object.fromEntries(currencies.map((c) => [c, c === 'CZK' ? 45000 : 1800])),
    teamPricing: false,
    capacity: 0,
    validateAgeToSubEventYear: false,
    seriesEventSubEventId: sub,
  });
  expect(category.status, JSON.stringify(category.body)).toBe(200);
  return { series, event: event.body, sub, category: category.body };
}

/**
 * The checkout's price of one item in EUR, asked until it is the one expected: the checkout keeps an
 * event's records for a short cache time (spec: an edit shows within the catalogue cache time).
 */
async function checkoutItem(item: object, expected: number) {
  const ask = async () => {
    const res = await api<CheckoutData>('checkout/data?currency=EUR', {
      method: 'POST',
      body: JSON.stringify({ items: [item] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.currency).toBe('EUR');
    return res.body.items[0];
  };
  let current = await ask();
  for (let tries = 0; current?.price !== expected && tries < 30; tries++) {
    await new Promise((r) => setTimeout(r, 500));
    current = await ask();
  }
  return current;
}

describe('currency prices', () => {
  it('prices a pricing tier and a wave in EUR; the public page shows and the checkout charges them in EUR', async () => {
    const { series, event, sub, category } = await raceWithCategory('Měny');
    const pricing = await send<Pricing>('POST', 'admin/series/pricings', {
      name: 'Early bird',
      prices: { CZK: 35000 },
      dateFrom: null,
      dateTo: null,
      capacityFrom: null,
      capacityTo: null,
      seriesEventSubEventId: sub,
      categoryId: category.guid,
    });
    expect(pricing.status, JSON.stringify(pricing.body)).toBe(200);

    const eur = await send<CurrencyPrice>('POST', 'admin/series/currency-prices', {
      seriesEventSubEventId: sub,
      targetType: 'pricing',
      targetId: pricing.body.guid,
      currency: 'EUR',
      price: 1400,
    });
    expect(eur.status, JSON.stringify(eur.body)).toBe(200);
    expect(eur.body).toEqual({
      id: `${pricing.body.guid}.EUR`,
      seriesEventSubEventId: sub,
      targetType: 'pricing',
      targetId: pricing.body.guid,
      targetName: `Dospělí ${tag} · Early bird`,
      currency: 'EUR',
      price: 1400,
      version: 2,
    });
    const detail = await send<CurrencyPrice>(
      'GET',
      `admin/series/currency-prices/${eur.body.id}?seriesEventSubEventId=${sub}`,
    );
    expect(detail.body).toEqual(eur.body);
    // The pricing's own record carries it (one price per currency).
    const read = await send<Pricing>(
      'GET',
      `admin/series/pricings/${pricing.body.guid}?seriesEventSubEventId=${sub}`,
    );
    expect(read.body.prices).toEqual({ CZK: 35000, EUR: 1400 });

    const page = await api<PublicEvent>(`series/events/${event.guid}?currency=EUR`);
    expect(page.status).toBe(200);
    expect(page.body.subevents[0]?.categories.map((c) => [c.price, c.pricingName])).toEqual([
      [1400, 'Early bird'],
    ]);
    const item = {
      seriesEventGuid: event.guid,
      subEventGuid: sub,
      categoryGuid: category.guid,
      waveGuid: null,
    };
    expect(await checkoutItem(item, 1400)).toMatchObject({ price: 1400, pricingName: 'Early bird' });

    // A changed price is charged from then on; the change is in the series' history.
    const changed = await send<CurrencyPrice>('PUT', `admin/series/currency-prices/${eur.body.id}`, {
      seriesEventSubEventId: sub,
      price: 1500,
      version: eur.body.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ price: 1500, version: 3 });
    expect((await checkoutItem(item, 1500))?.price).toBe(1500);
    const history = await send<Envelope<HistoryEntry>>('GET', `admin/series/${series.guid}/histories`);
    expect(history.body.rows[0]).toMatchObject({
      action: 'UPDATE',
      actor: { userId: admin.userId },
      target: { kind: 'pricing', guid: pricing.body.guid },
      changes: [{ field: 'prices', before: 'CZK 35000, EUR 1400', after: 'CZK 35000, EUR 1500' }],
    });

    // Deleted: the tier no longer applies in EUR, the category's own EUR price does.
    const gone = await send(
      'DELETE',
      `admin/series/currency-prices/${eur.body.id}?seriesEventSubEventId=${sub}`,
    );
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await checkoutItem(item, 1800)).toMatchObject({ price: 1800, pricingName: null });
    const missing = await send<ErrorBody>(
      'GET',
      `admin/series/currency-prices/${eur.body.id}?seriesEventSubEventId=${sub}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('raceEditor.currencyPriceNotFound');
  });

  it('refuses a bad price, a second price in one currency, a currency the event does not sell and a stale version', async () => {
    const { sub, category } = await raceWithCategory('Měny pravidla', ['CZK']);
    const wave = await send<Wave>('POST', 'admin/series/waves', {
      name: 'Vlna A',
      prices: {},
      dateFrom: null,
      dateTo: null,
      capacity: 0,
      seriesEventSubEventId: sub,
    });
    const base = {
      seriesEventSubEventId: sub,
      targetType: 'wave',
      targetId: wave.body.guid,
      currency: 'CZK',
    };

    for (const price of [12.5, -100, '100'] as unknown[]) {
      const bad = await send<ErrorBody>('POST', 'admin/series/currency-prices', { ...base, price });
      expect(bad.status, String(price)).toBe(400);
      expect(bad.body.validationErrors?.[0]?.field).toBe('body.price');
    }

    const czk = await send<CurrencyPrice>('POST', 'admin/series/currency-prices', { ...base, price: 40000 });
    expect(czk.status, JSON.stringify(czk.body)).toBe(200);
    const twice = await send<ErrorBody>(
      'POST',
      'admin/series/currency-prices',
      { ...base, price: 30000 },
      'cs',
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'raceEditor.currencyPriceExists' });
    expect(twice.body.message).toBe('„Vlna A“ už má cenu v CZK: upravte ji.');

    const notSold = await send<ErrorBody>('POST', 'admin/series/currency-prices', {
      ...base,
      currency: 'EUR',
      price: 1600,
    });
    expect(notSold.status).toBe(400);
    expect(notSold.body.validationErrors).toEqual([
      { field: 'body.currency', errors: ['The event does not sell in EUR.'] },
    ]);

    const stale = await send<ErrorBody>('PUT', `admin/series/currency-prices/${czk.body.id}`, {
      seriesEventSubEventId: sub,
      price: 41000,
      version: czk.body.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('seriesEditor.changedMeanwhile');

    // A category keeps a price in every currency of the event.
    const required = await send<ErrorBody>(
      'DELETE',
      `admin/series/currency-prices/${category.guid}.CZK?seriesEventSubEventId=${sub}`,
    );
    expect(required.status).toBe(409);
    expect(required.body.code).toBe('raceEditor.categoryPriceRequired');

    // A record of another race is not found through this race.
    const other = await raceWithCategory('Měny jinde', ['CZK']);
    const wrongRace = await send<ErrorBody>(
      'GET',
      `admin/series/currency-prices/${czk.body.id}?seriesEventSubEventId=${other.sub}`,
    );
    expect(wrongRace.status).toBe(404);
    const wrongTarget = await send<ErrorBody>('POST', 'admin/series/currency-prices', {
      ...base,
      seriesEventSubEventId: other.sub,
      price: 100,
    });
    expect(wrongTarget.status).toBe(404);
    expect(wrongTarget.body.code).toBe('raceEditor.waveNotFound');
  });

  it('creates and updates several at once, two prices of one record in one call included', async () => {
    const { sub, category, event } = await raceWithCategory('Měny hromadně', ['CZK']);
    // EUR and USD added to the event afterwards: its records have no price in them yet.
    const withMore = await send<EventDetail>('PUT', `admin/series/events/${event.guid}`, {
      ...eventFields(event.name, ['CZK', 'EUR', 'USD']),
      version: event.version,
    });
    expect(withMore.status, JSON.stringify(withMore.body)).toBe(200);
    const many = await send<CurrencyPrice[]>('POST', 'admin/series/currency-prices/create-many', {
      seriesEventSubEventId: sub,
      items: [
        { targetType: 'category', targetId: category.guid, currency: 'EUR', price: 1800 },
        { targetType: 'category', targetId: category.guid, currency: 'USD', price: 2000 },
      ],
    });
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body.map((p) => [p.currency, p.price, p.version])).toEqual([
      ['EUR', 1800, 2],
      ['USD', 2000, 3],
    ]);
    // Both sent with the version read before the call.
    const updated = await send<CurrencyPrice[]>('PUT', 'admin/series/currency-prices/update-many', {
      seriesEventSubEventId: sub,
      items: many.body.map((p) => ({ id: p.id, price: p.price + 100, version: 3 })),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.map((p) => [p.currency, p.price, p.version])).toEqual([
      ['EUR', 1900, 4],
      ['USD', 2100, 5],
    ]);
    const page = await api<PublicEvent>(`series/events/${event.guid}?currency=USD`);
    expect(page.body.subevents[0]?.categories[0]?.price).toBe(2100);

    const badItem = await send<ErrorBody>('POST', 'admin/series/currency-prices/create-many', {
      seriesEventSubEventId: sub,
      items: [{ targetType: 'category', targetId: category.guid, currency: 'EUR', price: 1.5 }],
    });
    expect(badItem.status).toBe(400);
  });
});

describe('events create-many and update-many', () => {
  it('creates events at the end of the series, updates them with their versions, refuses another series', async () => {
    const series = await newSeries('Akce hromadně');
    const many = await send<EventDetail[]>('POST', 'admin/series/events/create-many', {
      seriesGuid: series.guid,
      items: [eventFields(`Jaro ${tag}`, ['CZK']), eventFields(`Podzim ${tag}`, ['CZK', 'EUR'])],
    });
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body.map((e) => [e.name, e.order, e.version, e.currencies])).toEqual([
      [`Jaro ${tag}`, 1, 1, ['CZK']],
      [`Podzim ${tag}`, 2, 1, ['CZK', 'EUR']],
    ]);

    const updated = await send<EventDetail[]>('PUT', 'admin/series/events/update-many', {
      seriesGuid: series.guid,
      items: many.body.map((e) => ({
        ...eventFields(e.name, e.currencies),
        capacity: 500,
        id: e.guid,
        version: e.version,
      })),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.map((e) => [e.capacity, e.version])).toEqual([
      [500, 2],
      [500, 2],
    ]);
    const history = await send<Envelope<HistoryEntry>>(
      'GET',
      `admin/series/events/${many.body[0]?.guid}/histories`,
    );
    expect(history.body.rows.map((h) => h.action)).toEqual(['UPDATE', 'CREATE']);

    const badDates = await send<ErrorBody>('POST', 'admin/series/events/create-many', {
      seriesGuid: series.guid,
      items: [{ ...eventFields(`Špatně ${tag}`, ['CZK']), dateTo: `${year - 1}-01-01T00:00:00.000Z` }],
    });
    expect(badDates.status).toBe(400);
    expect(badDates.body.validationErrors?.[0]?.field).toBe('body.items.0.dateTo');

    const other = await newSeries('Akce jinde');
    const wrongSeries = await send<ErrorBody>('PUT', 'admin/series/events/update-many', {
      seriesGuid: other.guid,
      items: [{ ...eventFields(`Jaro ${tag}`, ['CZK']), id: many.body[0]?.guid, version: 2 }],
    });
    expect(wrongSeries.status).toBe(404);
    expect(wrongSeries.body.code).toBe('seriesEditor.eventNotFound');
  });
});
