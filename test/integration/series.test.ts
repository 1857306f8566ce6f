import { describe, expect, it } from 'vitest';
import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import type { EventDetail, EventSummary, SeriesSummary, SubeventView } from '@shared/catalog/catalog-schemas';
import { api } from './support';

type Envelope<T> = { page: number; maxPage: number; total: number; rows: T[] };
const UNKNOWN = '3f0e7c1a-1111-4abc-8def-000000000001';

describe('public series calls', () => {
  it('lists homepage series and events with registration state and paging', async () => {
    const series = await api<Envelope<SeriesSummary>>('series');
    expect(series.status).toBe(200);
    expect(series.body.rows.map((s) => s.guid)).toEqual(
      expect.arrayContaining([DEMO.seriesCup, DEMO.seriesTrail]),
    );

    const events = await api<Envelope<EventSummary>>('series/events');
    expect(events.body.total).toBe(4);
    const state = Object.fromEntries(events.body.rows.map((e) => [e.guid, e.availability]));
    expect(state).toMatchObject({
      [DEMO.eventSpring]: 'open',
      [DEMO.eventAutumn]: 'closed',
      [DEMO.eventNight]: 'capacityReached',
      [DEMO.eventTrail]: 'open',
    });
    const dates = events.body.rows.map((e) => e.dateFrom);
    expect([...dates].sort()).toEqual(dates);

    const page1 = await api<Envelope<EventSummary>>('series/events?take=3&skip=3');
    expect(page1.body).toMatchObject({ page: 1, maxPage: 1, total: 4 });
    expect(page1.body.rows).toHaveLength(1);
  });

  it('filters homepage events by currency', async () => {
    const eur = await api<Envelope<EventSummary>>('series/events?currency=EUR');
    expect(eur.body.rows.map((e) => e.guid).sort()).toEqual([DEMO.eventSpring, DEMO.eventTrail].sort());
    const bad = await api('series/events?currency=GBP');
    expect(bad.status).toBe(400);
  });

  it('serves the event page with prices by tier, wave prices and capacity at every level', async () => {
    const { status, body } = await api<EventDetail>(`series/events/${DEMO.eventSpring}`);
    expect(status).toBe(200);
    expect(body.currency).toBe('CZK');
    const byName = (name: string) => body.subevents.find((s) => s.name === name) as SubeventView;
    const tenK = byName('10 km');
    const men = tenK.categories.find((c) => c.name === 'Muži');
    // 40 sold: the "first 50" tier (400 Kč) beats the early tier (450 Kč) and the base price (550 Kč).
    expect(men).toMatchObject({
      price: 40000,
      pricingName: 'Prvních 50 míst',
      capacity: 300,
      used: 40,
      remaining: 260,
    });
    expect(tenK.categories.find((c) => c.name === 'Ženy')).toMatchObject({
      price: 45000,
      pricingName: 'Včasná registrace',
    });
    const juniors = tenK.categories.find((c) => c.name === 'Junioři');
    expect(juniors).toMatchObject({ availability: 'capacityReached', remaining: 0 });
    expect(juniors?.subcategories.map((s) => s.name)).toEqual(['Junioři', 'Juniorky']);
    expect(tenK.waves.find((w) => w.name.startsWith('Vlna B'))).toMatchObject({
      price: 60000,
      availability: 'capacityReached',
    });
    expect(tenK.waves.find((w) => w.name.startsWith('Vlna A'))).toMatchObject({
      price: null,
      availability: 'open',
      remaining: 278,
    });
    expect(tenK.templates.subevent).toContain('občerstvení');
    expect(byName('5 km')).toMatchObject({ capacity: 0, remaining: null, availability: 'open' });
    expect(byName('Dětský běh 1 km').availability).toBe('notOpenYet');
    expect(byName('Štafeta 4 × 2,5 km')).toMatchObject({ type: 3, membersFrom: 4, membersTo: 4 });
    expect(body.templates.eventPage).toContain('<h2>');
    expect(body.subevents.every((s) => s.price !== null && s.priceTo !== null && s.priceTo >= s.price)).toBe(
      true,
    );
  });

  it('tells what the priced extras of each race can add (the cart item priceTo)', async () => {
    const { body } = await api<EventDetail>(`series/events/${DEMO.eventSpring}`);
    const bySub = (guid: string) => body.subevents.find((s) => s.guid === guid) as SubeventView;
    // The 10 km form: T-shirt (dearest option 250 Kč), breakfast (150 Kč), parking (100 Kč).
    const tenK = bySub(DEMO.sub10k);
    expect(tenK.extras).toEqual([{ categoryGuids: [], waveGuids: [], priceTo: 50000 }]);
    const choices = tenK.categories.flatMap((c) => tenK.waves.map((w) => w.price ?? c.price));
    expect(tenK.price).toBe(Math.min(...choices));
    expect(tenK.priceTo).toBe(Math.max(...choices) + 50000);
    expect(bySub(DEMO.sub5k)).toMatchObject({ price: 35000, priceTo: 85000 });
    // Relay and team forms ask nothing priced.
    expect(bySub(DEMO.subRelay).extras).toEqual([]);
    expect(bySub(DEMO.subRelay).priceTo).toBe(bySub(DEMO.subRelay).price);

    const eur = await api<EventDetail>(`series/events/${DEMO.eventSpring}?currency=EUR`);
    expect(eur.body.subevents.find((s) => s.guid === DEMO.sub10k)?.extras).toEqual([
      { categoryGuids: [], waveGuids: [], priceTo: 2000 },
    ]);
    const trail = await api<EventDetail>(`series/events/${DEMO.eventTrail}`);
    expect(trail.body.subevents.every((s) => s.extras.length === 0 && s.priceTo === s.price)).toBe(true);
  });

  it('prices the event in another allowed currency and refuses one it does not allow', async () => {
    const eur = await api<EventDetail>(`series/events/${DEMO.eventSpring}?currency=EUR`);
    expect(eur.body.currency).toBe('EUR');
    const tenK = eur.body.subevents.find((s) => s.guid === DEMO.sub10k);
    expect(tenK?.categories.find((c) => c.name === 'Ženy')?.price).toBe(1800);
    const usd = await api(`series/events/${DEMO.eventSpring}?currency=USD&locale=en`);
    expect(usd.status).toBe(400);
    expect(usd.body).toMatchObject({
      code: 'series.currencyNotAllowed',
      message: 'The event does not accept payment in USD.',
    });
  });

  it('answers exists and exists-for-currency', async () => {
    expect((await api(`series/events/exists/${DEMO.eventSpring}`)).body).toEqual({ exists: true });
    expect((await api(`series/events/exists/${UNKNOWN}`)).body).toEqual({ exists: false });
    expect((await api(`series/events/exists-for-currency/${DEMO.eventSpring}?currency=EUR`)).body).toEqual({
      exists: true,
    });
    expect((await api(`series/events/exists-for-currency/${DEMO.eventAutumn}?currency=EUR`)).body).toEqual({
      exists: false,
    });
  });

  it('serves subevent, its categories, subcategories and waves', async () => {
    const sub = await api<SubeventView>(`series/subevents/${DEMO.sub10k}`);
    expect(sub.body.name).toBe('10 km');
    const cats = await api<unknown[]>(`series/subevents/${DEMO.sub10k}/categories`);
    expect(cats.body).toHaveLength(3);
    const subcats = await api<Array<{ guid: string }>>(`series/subevents/${DEMO.sub10k}/subCategories`);
    expect(subcats.body.map((s) => s.guid)).toEqual([
      demoGuid('subcat:10k-juniors-m'),
      demoGuid('subcat:10k-juniors-f'),
    ]);
    const waves = await api<unknown[]>(`series/subevents/${DEMO.sub10k}/waves`);
    expect(waves.body).toHaveLength(2);
  });

  it('serves documents and series stylings by subevent', async () => {
    expect((await api(`series/events/${DEMO.eventSpring}/documents`)).body).toEqual([]);
    expect((await api(`series/events/documents-by-subevent/${DEMO.sub10k}`)).body).toEqual([]);
    const stylings = await api<Record<string, string>>(`series/events/stylings-by-subevent/${DEMO.subTrail}`);
    expect(stylings.body.navbarBackground).toBe('#1f4d2b');
  });

  it('answers 404 with a translated message for unknown guids and 400 for malformed ones', async () => {
    for (const path of [
      `series/events/${UNKNOWN}`,
      `series/events/${UNKNOWN}/documents`,
      `series/subevents/${UNKNOWN}`,
      `series/subevents/${UNKNOWN}/waves`,
      `series/events/stylings-by-subevent/${UNKNOWN}`,
    ]) {
      const res = await api<{ code: string; message: string }>(`${path}?locale=en`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body.message).toMatch(/was not found/);
    }
    expect((await api('series/events/xyz')).status).toBe(400);
    expect((await api('series/events?take=0')).status).toBe(400);
  });
});

type StartListBody = {
  page: number;
  maxPage: number;
  total: number;
  seriesEventGuid: string;
  subEventName: string;
  state: string;
  rows: Array<{
    firstName: string;
    lastName: string;
    club: string | null;
    startNumber: number | null;
    teamName: string | null;
  }>;
  relayWarnings: Array<{ teamName: string; members: number; required: number }>;
  openTeams: Array<{ teamName: string; members: number; capacity: number; open: number }>;
};

describe('public start list', () => {
  it('lists the registered runners with the subevent name, paging and sorting', async () => {
    const { status, body } = await api<StartListBody>(`series/subevents/${DEMO.sub10k}/startlist`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      seriesEventGuid: DEMO.eventSpring,
      subEventName: '10 km',
      state: 'open',
      total: 72,
      page: 0,
      maxPage: 2,
    });
    expect(body.rows).toHaveLength(30);
    const names = body.rows.map((r) => r.lastName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'cs'))).toEqual(names);
    const last = await api<StartListBody>(`series/subevents/${DEMO.sub10k}/startlist?skip=60&take=30`);
    expect(last.body.rows).toHaveLength(12);
    const byNumber = await api<StartListBody>(`series/subevents/${DEMO.sub10k}/startlist?sort=startNumber`);
    const numbers = byNumber.body.rows.map((r) => r.startNumber).filter((n) => n !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a as number) - (b as number)));
  });

  it('searches accent-insensitively by name or club', async () => {
    const { body } = await api<StartListBody>(
      `series/subevents/${DEMO.sub10k}/startlist?searchText=novakova`,
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.rows.every((r) => r.lastName === 'Nováková')).toBe(true);
    const club = await api<StartListBody>(
      `series/subevents/${DEMO.sub10k}/startlist?searchText=${encodeURIComponent('sk stromovka')}`,
    );
    expect(club.body.rows.every((r) => r.club === 'SK Stromovka')).toBe(true);
  });

  it('warns about a relay that lacks racers', async () => {
    const { body } = await api<StartListBody>(`series/subevents/${DEMO.subRelay}/startlist`);
    expect(body.total).toBe(11);
    expect(body.relayWarnings).toEqual([{ teamName: 'Želvy z Troji', members: 3, required: 4 }]);
  });

  it("lists a team race's teams that still have open places, and none for other races", async () => {
    const { body } = await api<StartListBody>(`series/subevents/${DEMO.subTeam}/startlist`);
    expect(body.openTeams).toEqual(
      expect.arrayContaining([
        { teamName: 'Kancl Runners', members: 3, capacity: 5, open: 2 },
        { teamName: 'Účetní na trati', members: 4, capacity: 5, open: 1 },
      ]),
    );
    expect(body.openTeams.every((t) => t.open === t.capacity - t.members && t.open > 0)).toBe(true);
    const relay = await api<StartListBody>(`series/subevents/${DEMO.subRelay}/startlist`);
    expect(relay.body.openTeams).toEqual([]);
  });

  it('shows no rows while the start list is not open yet or already closed', async () => {
    const closed = await api<StartListBody>(`series/subevents/${DEMO.subHalf}/startlist`);
    // The way back to the event is there even without rows.
    expect(closed.body).toMatchObject({
      seriesEventGuid: DEMO.eventAutumn,
      state: 'closed',
      total: 0,
      rows: [],
    });
    const notYet = await api<StartListBody>(`series/subevents/${DEMO.subKids}/startlist`);
    expect(notYet.body).toMatchObject({ seriesEventGuid: DEMO.eventSpring, state: 'notOpenYet', total: 0 });
  });

  it('rejects a bad sort with 400', async () => {
    expect((await api(`series/subevents/${DEMO.sub10k}/startlist?sort=age`)).status).toBe(400);
  });
});
