import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry, SeriesDetail } from '@shared/back-office/series-editor-schemas';
import type { Subevent } from '@shared/back-office/race-schemas';
import type { TemplateView } from '@shared/back-office/template-editor-schemas';
import type { TermsView } from '@shared/back-office/terms-editor-schemas';
import type { EventDetail as PublicEvent } from '@shared/catalog/catalog-schemas';
import { Role } from '@shared/codelists/enums';
import { type Envelope, type ErrorBody, seriesEditorWorld } from './series-editor-support';
import { api, useTestStackEnv } from './support';
import { grant, permission, putUser } from './matrix/world';

/**
 * What a series shows besides its races (spec §7 admin series terms-and-conditions): what the calls
 * store (sanitised) and refuse, the series history they write, and that the public pages read the
 * result. Who may call them is the generated authorization matrix's job; here a manager of the series
 * edits and one of another series is refused.
 */
let admin: { userId: string; token: string };
let manager: { userId: string; token: string };
let outsider: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year } = world;

/** A call as the admin (or the token given); what it creates is removed afterwards. */
const send = <T>(method: string, path: string, body?: unknown, token = admin.token) =>
  world.send<T>(method, path, body, { token });

afterAll(() => world.cleanUp());

const newSeries = (label: string) => world.newSeries(label, admin.token);

const newEvent = (seriesGuid: string, name: string, termsAndConditionsId = '') =>
  world.newEvent(seriesGuid, `${name} ${tag}`, admin.token, { termsAndConditionsId });

const seriesHistory = async (seriesGuid: string) =>
  (await send<Envelope<HistoryEntry>>('GET', `admin/series/${seriesGuid}/histories?take=100`)).body.rows;

let series: SeriesDetail;
let otherSeries: SeriesDetail;

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`content-admin-${tag}`, [Role.USER, Role.ADMIN]);
  manager = await putUser(`content-manager-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
  outsider = await putUser(`content-outsider-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
  series = await newSeries('Obsah');
  otherSeries = await newSeries('Cizí');
  await grant(manager.userId, permission('series', series.guid, series.guid));
  await grant(outsider.userId, permission('series', otherSeries.guid, otherSeries.guid));
});

describe('terms and conditions', () => {
  it('creates sanitised terms, an event uses them, checkout shows them; edits and deletes write history', async () => {
    const createdTerms = await send<TermsView>(
      'POST',
      'admin/series/terms-and-conditions',
      {
        seriesGuid: series.guid,
        name: `Podmínky ${tag}`,
        label: 'Souhlasím s [[obchodními podmínkami]]',
        conditions: '<p onclick="steal()">Startovné se nevrací.</p><script>alert(1)</script>',
      },
      manager.token,
    );
    expect(createdTerms.status, JSON.stringify(createdTerms.body)).toBe(200);
    expect(createdTerms.body.conditions).toBe('<p>Startovné se nevrací.</p>');
    const guid = createdTerms.body.guid;

    // The public terms page reads what the editor stored.
    const publicTerms = await api<{ name: string; conditions: string }>(`terms-and-conditions/${guid}`);
    expect(publicTerms.status).toBe(200);
    expect(publicTerms.body).toMatchObject({
      name: `Podmínky ${tag}`,
      conditions: '<p>Startovné se nevrací.</p>',
    });

    const event = await newEvent(series.guid, 'Jarní běh', guid);
    const list = await send<TermsView[]>('GET', `admin/series/${series.guid}/terms-and-conditions`);
    expect(list.body).toEqual([
      expect.objectContaining({ guid, usedBy: [{ guid: event.guid, name: event.name }] }),
    ]);

    const updated = await send<TermsView>('PUT', `admin/series/terms-and-conditions/${guid}`, {
      seriesGuid: series.guid,
      name: `Podmínky ${tag}`,
      label: 'Souhlasím s [[podmínkami]]',
      conditions: '<p>Startovné se nevrací.</p><a href="javascript:alert(1)">x</a>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.conditions).not.toContain('javascript');

    // An event still asks its runners to accept them: the delete is refused with the event's name.
    const refused = await send<ErrorBody>(
      'DELETE',
      `admin/series/terms-and-conditions/${guid}?seriesGuid=${series.guid}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('seriesContent.termsInUse');
    expect(refused.body.message).toContain(event.name);

    await send('DELETE', `admin/series/events/${event.guid}`);
    const deleted = await send(
      'DELETE',
      `admin/series/terms-and-conditions/${guid}?seriesGuid=${series.guid}`,
    );
    expect(deleted.status).toBe(200);
    expect((await api(`terms-and-conditions/${guid}`)).status).toBe(404);

    const history = (await seriesHistory(series.guid)).filter((h) => h.target?.kind === 'terms');
    expect(history.map((h) => h.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(history[2]?.actor.userId).toBe(manager.userId);
    expect(history[1]?.changes.map((c) => c.field)).toEqual(['label', 'conditions']);
    expect(history[1]?.changes[0]).toMatchObject({
      before: 'Souhlasím s [[obchodními podmínkami]]',
      after: 'Souhlasím s [[podmínkami]]',
    });
  });

  it('refuses empty or oversized fields (translated), terms of another series and a manager of another series', async () => {
    const empty = await send<ErrorBody>('POST', 'admin/series/terms-and-conditions', {
      seriesGuid: series.guid,
      name: ' ',
      label: 'x',
      conditions: 'x'.repeat(100_001),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.validationErrors?.map((e) => e.field).sort()).toEqual(['body.conditions', 'body.name']);

    const other = await send<TermsView>('POST', 'admin/series/terms-and-conditions', {
      seriesGuid: otherSeries.guid,
      name: `Cizí ${tag}`,
      label: 'Souhlasím',
      conditions: '<p>Jiné</p>',
    });
    expect(other.status).toBe(200);
    // Named under this series, the other series' terms are not found (the scope is the series).
    const crossed = await send<ErrorBody>(
      'PUT',
      `admin/series/terms-and-conditions/${other.body.guid}`,
      { seriesGuid: series.guid, name: 'Převzato', label: 'x', conditions: '<p>x</p>' },
      manager.token,
    );
    expect(crossed.status).toBe(404);
    expect(crossed.body.code).toBe('seriesContent.termsNotFound');

    const foreign = await send<ErrorBody>(
      'GET',
      `admin/series/${series.guid}/terms-and-conditions`,
      undefined,
      outsider.token,
    );
    expect(foreign.status).toBe(403);
  });
});

const raceFields = (eventGuid: string, name: string) => ({
  eventGuid,
  name,
  anotation: '',
  description: '',
  location: 'Stromovka',
  url: '',
  dateFrom: `${year}-05-01T08:00:00.000Z`,
  dateTo: `${year}-05-01T11:00:00.000Z`,
  lattitude: null,
  longitude: null,
  capacity: 0,
  daysTillExpiration: null,
  registrationFrom: `${year - 2}-01-01T00:00:00.000Z`,
  registrationTo: `${year}-04-28T22:00:00.000Z`,
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
});

describe('templates', () => {
  it('creates sanitised templates of the event page and a race; the public event page shows them; history', async () => {
    const event = await newEvent(series.guid, 'Letní běh');
    const race = await send<Subevent>(
      'POST',
      'admin/series/sub-events',
      raceFields(event.guid, `5 km ${tag}`),
    );
    expect(race.status, JSON.stringify(race.body)).toBe(200);

    const many = await send<TemplateView[]>(
      'POST',
      'admin/series/templates/create-many',
      {
        eventGuid: event.guid,
        templates: [
          { type: 'eventPage', targetGuid: event.guid, html: '<h3>Program</h3><script>alert(1)</script>' },
          {
            type: 'subevent',
            targetGuid: race.body.guid,
            html: '<p onmouseover="x()">Trať vede parkem.</p>',
          },
        ],
      },
      manager.token,
    );
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body.map((t) => [t.type, t.targetName, t.html])).toEqual([
      ['eventPage', event.name, '<h3>Program</h3>'],
      ['subevent', `5 km ${tag}`, '<p>Trať vede parkem.</p>'],
    ]);

    const page = await api<PublicEvent>(`series/events/${event.guid}?currency=CZK`);
    expect(page.status).toBe(200);
    expect(page.body.templates.eventPage).toBe('<h3>Program</h3>');
    expect(page.body.subevents[0]?.templates.subevent).toBe('<p>Trať vede parkem.</p>');

    // One template per type and target.
    const duplicate = await send<ErrorBody>('POST', 'admin/series/templates', {
      eventGuid: event.guid,
      type: 'eventPage',
      targetGuid: event.guid,
      html: '<p>Znovu</p>',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('seriesContent.templateExists');

    // A target of the wrong kind (a race named as a wave) is refused on its field, translated.
    const wrongTarget = await send<ErrorBody>('POST', 'admin/series/templates', {
      eventGuid: event.guid,
      type: 'wave',
      targetGuid: race.body.guid,
      html: '<p>x</p>',
    });
    expect(wrongTarget.status).toBe(400);
    expect(wrongTarget.body.validationErrors?.[0]?.field).toBe('body.targetGuid');
    expect(wrongTarget.body.validationErrors?.[0]?.errors[0]).toMatch(/matching the template's type/);

    const [pageTemplate, raceTemplate] = many.body as [TemplateView, TemplateView];
    const updated = await send<TemplateView>('PUT', `admin/series/templates/${pageTemplate.guid}`, {
      eventGuid: event.guid,
      type: 'eventPage',
      targetGuid: event.guid,
      html: '<h3>Program závodu</h3>',
    });
    expect(updated.status).toBe(200);
    const detail = await send<TemplateView>(
      'GET',
      `admin/series/templates/${pageTemplate.guid}?eventGuid=${event.guid}`,
    );
    expect(detail.body.html).toBe('<h3>Program závodu</h3>');

    // Another event's id does not find it (the event is the scope).
    const other = await newEvent(series.guid, 'Podzimní běh');
    const crossed = await send<ErrorBody>(
      'GET',
      `admin/series/templates/${pageTemplate.guid}?eventGuid=${other.guid}`,
    );
    expect(crossed.status).toBe(404);

    const deleted = await send(
      'DELETE',
      `admin/series/templates/${raceTemplate.guid}?eventGuid=${event.guid}`,
    );
    expect(deleted.status).toBe(200);
    const left = await send<TemplateView[]>('GET', `admin/series/events/${event.guid}/templates`);
    expect(left.body.map((t) => t.guid)).toEqual([pageTemplate.guid]);

    const history = (await seriesHistory(series.guid)).filter((h) => h.target?.kind === 'template');
    expect(history.map((h) => h.action)).toEqual(['DELETE', 'UPDATE', 'CREATE', 'CREATE']);
    expect(history[1]).toMatchObject({
      target: { eventName: event.name },
      changes: [{ field: 'html', before: '<h3>Program</h3>', after: '<h3>Program závodu</h3>' }],
    });
  });

  it('shows a category and a wave template on the public event page with that category and wave, sanitised', async () => {
    const event = await newEvent(series.guid, 'Jarní běh');
    const race = await send<Subevent>(
      'POST',
      'admin/series/sub-events',
      raceFields(event.guid, `10 km ${tag}`),
    );
    const inRace = { seriesEventSubEventId: race.body.guid };
    const category = await send<{ guid: string }>('POST', 'admin/series/categories', {
      ...inRace,
      name: 'Ženy',
      minAge: null,
      maxAge: null,
      gender: 2,
      prices: { CZK: 40000 },
      teamPricing: false,
      capacity: 0,
      validateAgeToSubEventYear: false,
    });
    const plain = await send<{ guid: string }>('POST', 'admin/series/categories', {
      ...inRace,
      name: 'Muži',
      minAge: null,
      maxAge: null,
      gender: 1,
      prices: { CZK: 40000 },
      teamPricing: false,
      capacity: 0,
      validateAgeToSubEventYear: false,
    });
    const wave = await send<{ guid: string }>('POST', 'admin/series/waves', {
      ...inRace,
      name: 'Vlna 9:00',
      prices: {},
      dateFrom: null,
      dateTo: null,
      capacity: 0,
    });
    expect([category.status, plain.status, wave.status]).toEqual([200, 200, 200]);
    const templates = await send<TemplateView[]>('POST', 'admin/series/templates/create-many', {
      eventGuid: event.guid,
      templates: [
        {
          type: 'category',
          targetGuid: category.body.guid,
          html: '<p>Ženy běží <b>dva</b> okruhy.</p><img src=x onerror="x()">',
        },
        {
          type: 'wave',
          targetGuid: wave.body.guid,
          html: '<p>Start u <a href="javascript:x()">brány</a>.</p>',
        },
      ],
    });
    expect(templates.status, JSON.stringify(templates.body)).toBe(200);

    const page = await api<PublicEvent>(`series/events/${event.guid}?currency=CZK`);
    expect(page.status).toBe(200);
    const publicRace = page.body.subevents.find((s) => s.guid === race.body.guid);
    const byName = Object.fromEntries((publicRace?.categories ?? []).map((c) => [c.name, c.template]));
    expect(byName['Ženy']).toMatch(/^<p>Ženy běží <b>dva<\/b> okruhy\.<\/p>/);
    expect(byName['Ženy']).not.toMatch(/onerror/);
    expect(byName['Muži']).toBeUndefined();
    expect(publicRace?.waves[0]?.template).toMatch(/^<p>Start u <a[^>]*>brány<\/a>\.<\/p>$/);
    expect(publicRace?.waves[0]?.template).not.toMatch(/javascript/);
  });

  it('refuses an empty text, an unknown type and more than 50 at once', async () => {
    const event = await newEvent(series.guid, 'Zimní běh');
    const bad = await send<ErrorBody>('POST', 'admin/series/templates/create-many', {
      eventGuid: event.guid,
      templates: [{ type: 'footer', targetGuid: event.guid, html: ' ' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors?.map((e) => e.field).sort()).toEqual([
      'body.templates.0.html',
      'body.templates.0.type',
    ]);
    const tooMany = await send<ErrorBody>('POST', 'admin/series/templates/create-many', {
      eventGuid: event.guid,
      templates: Array.from({ length: 51 }, () => ({ type: 'eventPage', targetGuid: event.guid, html: 'x' })),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('stylings', () => {
  it('saves #rrggbb colours per slot, refuses other values (translated), writes history; the event page reads them', async () => {
    const empty = await send<{ values: Record<string, string> }>(
      'GET',
      `admin/series/${series.guid}/stylings`,
    );
    expect(empty.status).toBe(200);
    expect(Object.keys(empty.body.values)).toHaveLength(10);
    expect(empty.body.values.navbarBackground).toBe('');

    const values = { ...empty.body.values, navbarBackground: '#1F4D2B', navbarColor: '#ffffff' };
    const bad = await send<ErrorBody>('PUT', `admin/series/${series.guid}/stylings`, {
      values: { ...values, cartColor: 'red;background:url(x)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors).toEqual([
      { field: 'body.values.cartColor', errors: ['Enter a colour as #rrggbb (e.g. #1a73e8).'] },
    ]);
    const missing = await send<ErrorBody>('PUT', `admin/series/${series.guid}/stylings`, { values: {} });
    expect(missing.status).toBe(400);

    const saved = await send<{ values: Record<string, string> }>(
      'PUT',
      `admin/series/${series.guid}/stylings`,
      { values },
      manager.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.values).toMatchObject({
      navbarBackground: '#1f4d2b',
      navbarColor: '#ffffff',
      rootColor: '',
    });

    const event = await newEvent(series.guid, 'Barevný běh');
    const page = await api<PublicEvent>(`series/events/${event.guid}?currency=CZK`);
    expect(page.body.stylings).toEqual({ navbarBackground: '#1f4d2b', navbarColor: '#ffffff' });

    const cleared = await send<{ values: Record<string, string> }>(
      'PUT',
      `admin/series/${series.guid}/stylings`,
      {
        values: { ...values, navbarColor: '' },
      },
    );
    expect(cleared.body.values.navbarColor).toBe('');
    const history = (await seriesHistory(series.guid)).filter((h) => h.target?.kind === 'stylings');
    expect(history.map((h) => h.changes)).toEqual([
      [{ field: 'navbarColor', before: '#ffffff', after: null }],
      [
        { field: 'navbarBackground', before: null, after: '#1f4d2b' },
        { field: 'navbarColor', before: null, after: '#ffffff' },
      ],
    ]);
    expect(history[1]?.actor.userId).toBe(manager.userId);
  });
});
