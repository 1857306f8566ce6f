import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Subevent, Wave } from '@shared/back-office/race-schemas';
import type { EventDetail, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { EventDetail as PublicEvent } from '@shared/catalog/catalog-schemas';
import type { NumberingView } from '@shared/back-office/numbering-schemas';
import type { PaymentDetail } from '@shared/back-office/payment-detail-schemas';
import type { DocumentUploadTicket, DocumentView } from '@shared/back-office/series-document-schemas';
import { DocumentType, Role } from '@shared/codelists/enums';
import { shiftByPragueDays } from '@shared/prague-time';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { emailHistoryKey } from '../../functions/adapters/dynamodb/email-keys';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { type Envelope, type ErrorBody, seriesEditorWorld } from './series-editor-support';
import { APP, api, useTestStackEnv } from './support';
import { putUser } from './matrix/world';

/**
 * Copy of an event to next season (issue 12, beyond the spec): races, categories, pricings and
 * waves come with new guids and dates shifted, fresh counters with nothing sold, a history entry;
 * the source stays as it was. Who may call it is the authorization matrix's job.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year, created } = world;
const send = <T>(method: string, path: string, body?: unknown) =>
  world.send<T>(method, path, body, { token: admin.token });

afterAll(() => world.cleanUp());
beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`copy-admin-${tag}`, [Role.USER, Role.ADMIN]);
});

async function counter(scope: string, guid: string) {
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: process.env.TABLE_NAME as string,
      Key: keys.capacity(scope, guid),
      ConsistentRead: true,
    }),
  );
  return out.Item as { used: number; capacity: number } | undefined;
}

const shifted = (iso: string, days: number) => shiftByPragueDays(iso, days);

/** An individual race of the next year selling from last November. */
const raceFields = (name: string) => ({
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
  registrationFrom: `${year - 1}-11-01T00:00:00.000Z`,
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

/** Keys of every item of the (local, per-stack) table with the label in its name or header. */
async function itemsNamed(label: string): Promise<Array<{ pk: string; sk: string }>> {
  const found: Array<{ pk: string; sk: string }> = [];
  let from: Record<string, unknown> | undefined;
  do {
    const page = await getDocumentClient().send(
      new ScanCommand({
        TableName: process.env.TABLE_NAME as string,
        FilterExpression: 'contains(#name, :label) OR contains(header, :label)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':label': label },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: from,
      }),
    );
    found.push(...((page.Items ?? []) as Array<{ pk: string; sk: string }>));
    from = page.LastEvaluatedKey;
  } while (from);
  return found;
}

/** A 1×1 PNG, uploaded as the browser does (presigned POST straight to S3). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
async function uploadLogo(seriesGuid: string): Promise<string> {
  const ticket = await send<DocumentUploadTicket>('POST', `admin/series/${seriesGuid}/documents/upload`, {
    type: DocumentType.LOGO,
    fileName: 'logo.png',
    contentType: 'image/png',
    size: PNG.length,
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.body.fileKey;
}

describe('copy of an event to next season', () => {
  it('copies races, categories, pricings and waves with shifted dates, new guids and nothing sold', async () => {
    const series = await world.newSeries('Kopie', admin.token);
    const event = await world.newEvent(series.guid, `Jaro ${tag}`, admin.token, { capacity: 400 });
    const race = await send<Subevent>('POST', 'admin/series/sub-events', {
      name: `10 km ${tag}`,
      anotation: '',
      description: '',
      location: 'Stromovka',
      url: '',
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T11:00:00.000Z`,
      lattitude: null,
      longitude: null,
      capacity: 300,
      daysTillExpiration: null,
      registrationFrom: `${year - 1}-11-01T00:00:00.000Z`,
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
      forbidBankTransferFrom: `${year}-04-20T22:00:00.000Z`,
      allowRegistrationValueChange: false,
      registrationValueChangePrice: null,
      eventGuid: event.guid,
    });
    expect(race.status, JSON.stringify(race.body)).toBe(200);
    const category = (name: string, capacity: number) =>
      send<Category>('POST', 'admin/series/categories', {
        name,
        minAge: 18,
        maxAge: 39,
        gender: null,
        prices: { CZK: 45000 },
        teamPricing: false,
        capacity,
        validateAgeToSubEventYear: true,
        seriesEventSubEventId: race.body.guid,
      });
    const limited = await category(`Muži ${tag}`, 50);
    expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    expect((await category(`Ženy ${tag}`, 0)).status).toBe(200);
    const pricing = await send('POST', 'admin/series/pricings', {
      name: 'Early bird',
      prices: { CZK: 35000 },
      dateFrom: `${year - 1}-11-01T00:00:00.000Z`,
      dateTo: `${year}-03-31T22:00:00.000Z`,
      capacityFrom: null,
      capacityTo: null,
      seriesEventSubEventId: race.body.guid,
      categoryId: limited.body.guid,
    });
    expect(pricing.status, JSON.stringify(pricing.body)).toBe(200);
    const wave = await send<Wave>('POST', 'admin/series/waves', {
      name: 'Vlna A',
      prices: {},
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T08:30:00.000Z`,
      capacity: 100,
      seriesEventSubEventId: race.body.guid,
    });
    expect(wave.status, JSON.stringify(wave.body)).toBe(200);
    type CardRow = {
      guid: string;
      values: Array<{
        guid: string;
        capacity: number;
        used: number;
        categoryGuids: string[];
        options: Array<{ guid: string; capacity: number; used: number }>;
      }>;
    };
    const card = await send<CardRow>('POST', 'admin/series/cards', {
      eventGuid: event.guid,
      name: 'Přihláška',
      type: 1,
      values: [
        {
          name: 'shirt',
          label: 'Tričko',
          type: 4,
          capacity: 30,
          categoryGuids: [limited.body.guid],
          options: [{ value: 'M', label: 'M', capacity: 10 }],
        },
      ],
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    const trackCounters = (c: CardRow) => {
      for (const v of c.values) {
        created.add(keys.capacity('cardValue', v.guid).pk);
        for (const o of v.options) created.add(keys.capacity('cardItem', o.guid).pk);
      }
    };
    trackCounters(card.body);
    const email = await send<{ guid: string }>('POST', 'admin/series/emails', {
      eventGuid: event.guid,
      type: 2,
      header: 'Zaplaceno – {{eventName}}',
      body: '<p>Platbu jsme přijali.</p>',
      translations: {},
      conditions: { paymentMethods: [], subEventGuids: [race.body.guid], categoryGuids: [limited.body.guid] },
    });
    expect(email.status, JSON.stringify(email.body)).toBe(200);
    created.add(emailHistoryKey(`${event.guid}#${email.body.guid}`, '', '').pk);
    // The event's logo (a document with its file), its race's payment detail and start numbering.
    const logo = await send<DocumentView>('POST', 'admin/series/documents', {
      eventGuid: event.guid,
      name: 'Logo',
      type: DocumentType.LOGO,
      fileKey: await uploadLogo(series.guid),
    });
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const account = {
      seriesGuid: series.guid,
      bankAccount: '19-2000145399',
      bankCode: '0800',
      currency: 'CZK',
      swift: '',
      iban: '',
      constantSymbol: '0308',
      eventGuid: '',
      subEventGuid: '',
      categoryGuid: '',
      waveGuid: '',
    };
    const general = await send<PaymentDetail>('POST', 'admin/series/payment-details', account);
    expect(general.status, JSON.stringify(general.body)).toBe(200);
    const forRace = await send<PaymentDetail>('POST', 'admin/series/payment-details', {
      ...account,
      constantSymbol: '1234',
      eventGuid: event.guid,
      subEventGuid: race.body.guid,
    });
    expect(forRace.status, JSON.stringify(forRace.body)).toBe(200);
    const numbering = await send<NumberingView>('POST', 'admin/series/numberings', {
      seriesGuid: series.guid,
      subEventGuid: race.body.guid,
      categoryGuid: limited.body.guid,
      dateFrom: `${year - 1}-11-01T00:00:00.000Z`,
      numberingFrom: 100,
      numberingTo: 199,
    });
    expect(numbering.status, JSON.stringify(numbering.body)).toBe(200);
    const sourceTree = await send<Subevent[]>('GET', `admin/series/events/${event.guid}/sub-events`);

    const bad = await send<ErrorBody>('POST', `admin/series/events/${event.guid}/copy`, {
      shiftDays: 0,
      seriesGuid: series.guid,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors?.[0]?.field).toBe('body.shiftDays');

    const copy = await send<EventDetail>('POST', `admin/series/events/${event.guid}/copy`, {
      shiftDays: 364,
      name: `Jaro příští rok ${tag}`,
      seriesGuid: series.guid,
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.guid).not.toBe(event.guid);
    expect(copy.body).toMatchObject({
      seriesGuid: series.guid,
      name: `Jaro příští rok ${tag}`,
      dateFrom: shifted(event.dateFrom, 364),
      capacity: 400,
      order: 2,
    });

    const tree = await send<Subevent[]>('GET', `admin/series/events/${copy.body.guid}/sub-events`);
    expect(tree.status).toBe(200);
    const copiedRace = tree.body[0];
    if (!copiedRace) throw new Error('no copied race');
    // The copy's counters go with the rest afterwards.
    created.add(keys.capacity('subevent', copiedRace.guid).pk);
    for (const c of copiedRace.categories) created.add(keys.capacity('category', c.guid).pk);
    for (const w of copiedRace.waves) created.add(keys.capacity('wave', w.guid).pk);

    expect(copiedRace.guid).not.toBe(race.body.guid);
    expect(copiedRace).toMatchObject({
      name: `10 km ${tag}`,
      capacity: 300,
      used: 0,
      registrationFrom: shifted(`${year - 1}-11-01T00:00:00.000Z`, 364),
      registrationTo: shifted(`${year}-04-28T22:00:00.000Z`, 364),
      forbidBankTransferFrom: shifted(`${year}-04-20T22:00:00.000Z`, 364),
      startListFrom: null,
    });
    expect(copiedRace.categories.map((c) => [c.name, c.capacity, c.pricings.length])).toEqual([
      [`Muži ${tag}`, 50, 1],
      [`Ženy ${tag}`, 0, 0],
    ]);
    const copiedCategory = copiedRace.categories[0];
    expect(copiedCategory?.guid).not.toBe(limited.body.guid);
    expect(copiedCategory?.subEventGuid).toBe(copiedRace.guid);
    expect(copiedCategory?.pricings[0]).toMatchObject({
      categoryGuid: copiedCategory?.guid,
      dateTo: shifted(`${year}-03-31T22:00:00.000Z`, 364),
    });
    expect(copiedRace.waves.map((w) => [w.name, w.dateFrom, w.capacity, w.used])).toEqual([
      ['Vlna A', shifted(`${year}-05-01T08:00:00.000Z`, 364), 100, 0],
    ]);
    expect(copiedRace.waves[0]?.guid).not.toBe(wave.body.guid);
    expect(await counter('event', copy.body.guid)).toMatchObject({ capacity: 400, used: 0 });
    expect(await counter('subevent', copiedRace.guid)).toMatchObject({ capacity: 300, used: 0 });
    expect(await counter('category', copiedCategory?.guid ?? '')).toMatchObject({ capacity: 50, used: 0 });
    expect(await counter('wave', copiedRace.waves[0]?.guid ?? '')).toMatchObject({ capacity: 100, used: 0 });

    // The form and the e-mail come along, pointing at the copy's race and category.
    const cards = await send<CardRow[]>('GET', `admin/series/events/${copy.body.guid}/cards`);
    expect(cards.status).toBe(200);
    const copiedCard = cards.body[0];
    if (!copiedCard) throw new Error('no copied form');
    trackCounters(copiedCard);
    expect(copiedCard.guid).not.toBe(card.body.guid);
    expect(copiedCard.values.map((v) => [v.capacity, v.used, v.categoryGuids])).toEqual([
      [30, 0, [copiedCategory?.guid]],
    ]);
    expect(copiedCard.values[0]?.options.map((o) => [o.capacity, o.used])).toEqual([[10, 0]]);
    expect(copiedCard.values[0]?.guid).not.toBe(card.body.values[0]?.guid);
    const emails = await send<
      Array<{ guid: string; conditions: { subEventGuids: string[]; categoryGuids: string[] } }>
    >('GET', `admin/series/events/${copy.body.guid}/emails`);
    expect(emails.status, JSON.stringify(emails.body)).toBe(200);
    expect(JSON.stringify(emails.body)).toContain(copiedRace.guid);
    expect(JSON.stringify(emails.body)).toContain(copiedCategory?.guid);
    expect(JSON.stringify(emails.body)).not.toContain(limited.body.guid);
    // …and on the list of e-mails across series (its index key is set by the copy's commit).
    const across = await send<Envelope<{ eventGuid: string; eventName: string }>>(
      'GET',
      `admin/emails?seriesGuid=${series.guid}`,
    );
    expect(across.status, JSON.stringify(across.body)).toBe(200);
    expect(across.body.rows.map((r) => r.eventName).sort()).toEqual(
      [`Jaro ${tag}`, `Jaro příští rok ${tag}`].sort(),
    );

    const history = await send<Envelope<HistoryEntry>>(
      'GET',
      `admin/series/events/${copy.body.guid}/histories`,
    );
    expect(history.body.rows).toHaveLength(1);
    expect(history.body.rows[0]).toMatchObject({
      action: 'CREATE',
      actor: { userId: admin.userId },
      changes: expect.arrayContaining([
        { field: 'copiedFrom', before: null, after: `Jaro ${tag} (${event.guid})` },
        { field: 'shiftDays', before: null, after: 364 },
      ]),
    });
    const seriesHistory = await send<Envelope<HistoryEntry>>('GET', `admin/series/${series.guid}/histories`);
    expect(seriesHistory.body.rows[0]?.changes).toEqual([
      {
        field: 'copiedEvent',
        before: `Jaro ${tag} (${event.guid})`,
        after: `Jaro příští rok ${tag} (${copy.body.guid})`,
      },
    ]);

    // The copy's logo is its own file: the source's document can go without taking it along.
    const documents = await send<DocumentView[]>('GET', `admin/series/events/${copy.body.guid}/documents`);
    expect(documents.status, JSON.stringify(documents.body)).toBe(200);
    const copiedLogo = documents.body[0];
    expect(documents.body).toHaveLength(1);
    expect(copiedLogo).toMatchObject({ name: 'Logo', type: DocumentType.LOGO, eventGuid: copy.body.guid });
    expect(copiedLogo?.guid).not.toBe(logo.body.guid);
    expect(copiedLogo?.url).not.toBe(logo.body.url);
    expect(copy.body.logoUrl).toBe(copiedLogo?.url);
    const removed = await send('DELETE', `admin/series/documents/${logo.body.guid}?eventGuid=${event.guid}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await fetch(`${APP}${logo.body.url}`)).status).toBe(404);
    expect((await fetch(`${APP}${copiedLogo?.url}`)).status).toBe(200);

    // The race's payment detail and numbering come along for the copy's race; the series-wide
    // account stays one (it applies to the copy as it is).
    const details = await send<Envelope<PaymentDetail>>('GET', `admin/series/${series.guid}/payment-details`);
    expect(details.body.rows.map((d) => [d.constantSymbol, d.eventGuid, d.subEventGuid])).toEqual(
      expect.arrayContaining([
        ['0308', '', ''],
        ['1234', event.guid, race.body.guid],
        ['1234', copy.body.guid, copiedRace.guid],
      ]),
    );
    expect(details.body.rows).toHaveLength(3);
    const numberings = await send<{ items: NumberingView[] }>(
      'GET',
      `admin/series/${series.guid}/numberings`,
    );
    expect(numberings.status, JSON.stringify(numberings.body)).toBe(200);
    const numberingRows = numberings.body.items;
    expect(numberingRows.find((r) => r.subEventGuid === copiedRace.guid)).toMatchObject({
      categoryGuid: copiedCategory?.guid,
      dateFrom: shifted(`${year - 1}-11-01T00:00:00.000Z`, 364),
      numberingFrom: 100,
      numberingTo: 199,
      assignedCount: 0,
      lastExecutedAt: null,
    });
    expect(numberingRows).toHaveLength(2);

    // The public event page offers the copied race.
    const page = await api<PublicEvent>(`series/events/${copy.body.guid}?currency=CZK`);
    expect(page.status).toBe(200);
    expect(page.body.subevents.map((s) => [s.guid, s.name])).toEqual([[copiedRace.guid, `10 km ${tag}`]]);

    // The source is unchanged.
    const after = await send<Subevent[]>('GET', `admin/series/events/${event.guid}/sub-events`);
    expect(after.body).toEqual(sourceTree.body);
    const sourceEvent = await send<EventDetail>('GET', `admin/series/events/${event.guid}`);
    expect(sourceEvent.body).toMatchObject({
      name: `Jaro ${tag}`,
      dateFrom: event.dateFrom,
      version: event.version,
    });
  });

  it('leaves nothing of the copy behind when it fails midway (a document whose file is gone)', async () => {
    const series = await world.newSeries('Kopie selhání', admin.token);
    const label = `Selhání ${tag}`;
    const event = await world.newEvent(series.guid, label, admin.token);
    const race = await send<Subevent>('POST', 'admin/series/sub-events', {
      ...raceFields(`${label} 5 km`),
      eventGuid: event.guid,
    });
    expect(race.status, JSON.stringify(race.body)).toBe(200);
    const category = await send<Category>('POST', 'admin/series/categories', {
      name: `${label} kategorie`,
      minAge: 18,
      maxAge: 99,
      gender: null,
      prices: { CZK: 30000 },
      teamPricing: false,
      capacity: 10,
      validateAgeToSubEventYear: false,
      seriesEventSubEventId: race.body.guid,
    });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    const email = await send<{ guid: string }>('POST', 'admin/series/emails', {
      eventGuid: event.guid,
      type: 2,
      header: `${label} zaplaceno`,
      body: '<p>Díky.</p>',
      translations: {},
      conditions: { paymentMethods: [], subEventGuids: [], categoryGuids: [] },
    });
    expect(email.status, JSON.stringify(email.body)).toBe(200);
    created.add(emailHistoryKey(`${event.guid}#${email.body.guid}`, '', '').pk);
    // A document whose file is no longer in the bucket: its copy fails after the event's
    // partition was staged.
    const documentGuid = crypto.randomUUID();
    const fileKey = `files/${series.guid}/${documentGuid}/gone.png`;
    await getDocumentClient().send(
      new PutCommand({
        TableName: process.env.TABLE_NAME as string,
        Item: {
          ...keys.document(event.guid, documentGuid),
          entity: 'document',
          guid: documentGuid,
          name: `${label} logo`,
          type: DocumentType.LOGO,
          url: `/${fileKey}`,
          fileKey,
        },
      }),
    );

    const failed = await send<ErrorBody>('POST', `admin/series/events/${event.guid}/copy`, {
      shiftDays: 364,
      name: `${label} kopie`,
      seriesGuid: series.guid,
    });
    // Refused with the document named (never a 500), and nothing of the copy left anywhere.
    expect(failed.status).toBe(409);
    expect(failed.body.code).toBe('seriesEditor.copyDocumentMissing');
    expect(failed.body.message).toContain(`${label} logo`);

    // Nothing of the copy anywhere: the series' events, the e-mails across series, the table.
    const events = await send<Envelope<EventDetail> | EventDetail[]>(
      'GET',
      `admin/series/${series.guid}/events`,
    );
    const eventRows = Array.isArray(events.body) ? events.body : events.body.rows;
    expect(eventRows.map((e) => e.guid)).toEqual([event.guid]);
    const across = await send<Envelope<{ eventGuid: string }>>(
      'GET',
      `admin/emails?seriesGuid=${series.guid}`,
    );
    expect(across.body.rows.map((r) => r.eventGuid)).toEqual([event.guid]);
    const named = await itemsNamed(label);
    // The source's event, race, category, e-mail and document, and history entries naming them.
    const outside = named.filter(
      (i) =>
        i.pk !== keys.event(event.guid).pk &&
        !i.pk.startsWith('EVENTHISTORY#') &&
        !i.pk.startsWith('EMAILHISTORY#') &&
        i.pk !== keys.series(series.guid).pk,
    );
    expect(outside).toEqual([]);
    expect(named.filter((i) => i.pk === keys.event(event.guid).pk)).toHaveLength(5);
  });

  it('answers 404 for an event that does not exist or is not of the series named', async () => {
    const series = await world.newSeries('Kopie 404', admin.token);
    const other = await world.newSeries('Kopie jiná', admin.token);
    const event = await world.newEvent(series.guid, `Podzim ${tag}`, admin.token);
    const missing = await send<ErrorBody>('POST', `admin/series/events/${crypto.randomUUID()}/copy`, {
      shiftDays: 364,
      seriesGuid: series.guid,
    });
    expect(missing.status).toBe(404);
    const elsewhere = await send<ErrorBody>('POST', `admin/series/events/${event.guid}/copy`, {
      shiftDays: 364,
      seriesGuid: other.guid,
    });
    expect(elsewhere.status).toBe(404);
  });
});
