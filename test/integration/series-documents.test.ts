import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentUploadTicket, DocumentView } from '@shared/back-office/series-document-schemas';
import type { EventDetail, HistoryEntry, SeriesDetail } from '@shared/back-office/series-editor-schemas';
import type { EventDetail as PublicEvent } from '@shared/catalog/catalog-schemas';
import { DocumentType, Role } from '@shared/codelists/enums';
import { type Envelope, type ErrorBody, seriesEditorWorld } from './series-editor-support';
import { APP, api, useTestStackEnv } from './support';
import { grant, permission, putUser } from './matrix/world';

/**
 * Documents of a series and its events (spec §3 document purposes logo=1, background=2; §7 admin
 * series logo upload, download, delete, documents): the browser's way (a presigned POST straight to
 * S3, then the call that attaches the upload), the checks of the attached file, the public files
 * the home and event pages show, and the history entries. Who may call is the matrix's job; here a
 * manager of the series works and one of another series is refused.
 */
let admin: { userId: string; token: string };
let manager: { userId: string; token: string };
let outsider: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag } = world;

/** A 1×1 PNG and a JPEG header (enough for the type check): what the browser would upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 1)]);

/** A call as the admin (or the token given); what it creates is removed afterwards. */
const send = <T>(method: string, path: string, body?: unknown, token = admin.token) =>
  world.send<T>(method, path, body, { token });

afterAll(() => world.cleanUp());

const newSeries = (label: string) => world.newSeries(label, admin.token);

const newEvent = (seriesGuid: string) => world.newEvent(seriesGuid, `Běh ${tag}`, admin.token);

/** Asks for a presigned POST and sends the file as the browser does (form fields, then the file). */
async function upload(
  seriesGuid: string,
  file: { bytes: Buffer; name: string; contentType: string; type?: number },
  token = manager.token,
) {
  const ticket = await send<DocumentUploadTicket>(
    'POST',
    `admin/series/${seriesGuid}/documents/upload`,
    {
      type: file.type ?? DocumentType.LOGO,
      fileName: file.name,
      contentType: file.contentType,
      size: file.bytes.length,
    },
    token,
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.contentType }), file.name);
  const stored = await fetch(ticket.body.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return ticket.body;
}

const history = async (seriesGuid: string) =>
  (await send<Envelope<HistoryEntry>>('GET', `admin/series/${seriesGuid}/histories?take=100`)).body.rows;
const served = (url: string) => fetch(`${APP}${url}`);
/** The public event page's logo: its structure is cached a few seconds (CATALOG_CACHE_TTL_MS). */
const publicLogo = (eventGuid: string) => async () =>
  (await api<PublicEvent>(`series/events/${eventGuid}`)).body.logoUrl;
const shows = (eventGuid: string, url: string | null) =>
  expect.poll(publicLogo(eventGuid), { timeout: 20_000, interval: 500 }).toBe(url);

let series: SeriesDetail;
let otherSeries: SeriesDetail;
let event: EventDetail;

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`documents-admin-${tag}`, [Role.USER, Role.ADMIN]);
  manager = await putUser(`documents-manager-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
  outsider = await putUser(`documents-outsider-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
  series = await newSeries('Dokumenty');
  otherSeries = await newSeries('Cizí dokumenty');
  event = await newEvent(series.guid);
  await grant(manager.userId, permission('series', series.guid, series.guid));
  await grant(outsider.userId, permission('series', otherSeries.guid, otherSeries.guid));
});

describe('series logo', () => {
  it('uploads straight to S3, becomes the series logo served under /files, shows on the event page; download and delete', async () => {
    const ticket = await upload(series.guid, {
      bytes: PNG,
      name: 'Logo série.png',
      contentType: 'image/png',
    });
    expect(ticket.fields).toMatchObject({ 'Content-Type': 'image/png', key: ticket.fileKey });
    expect(ticket.maxBytes).toBe(2_000_000);
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2_000_000]);

    const logo = await send<DocumentView>(
      'POST',
      `admin/series/${series.guid}/documents`,
      { fileKey: ticket.fileKey },
      manager.token,
    );
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    expect(logo.body).toMatchObject({
      type: DocumentType.LOGO,
      contentType: 'image/png',
      size: PNG.length,
      eventGuid: null,
    });
    expect(logo.body.url).toBe(`/files/${series.guid}/${logo.body.guid}/Logo-serie.png`);

    const file = await served(logo.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    // Only the checked copy is public: the upload's key is nothing under /files.
    expect((await served(`/files/${ticket.fileKey}`)).status).toBe(404);

    expect((await send<SeriesDetail>('GET', `admin/series/${series.guid}`)).body.logoUrl).toBe(logo.body.url);
    await shows(event.guid, logo.body.url);

    const listed = await send<DocumentView[]>(
      'GET',
      `admin/series/${series.guid}/documents`,
      undefined,
      manager.token,
    );
    expect(listed.body.map((d) => d.guid)).toEqual([logo.body.guid]);

    const download = await send<{ url: string; fileName: string }>(
      'GET',
      `admin/series/${series.guid}/documents/${logo.body.guid}`,
      undefined,
      manager.token,
    );
    expect(download.status).toBe(200);
    expect(download.body.fileName).toBe('Logo-serie.png');
    const downloaded = await fetch(download.body.url);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PNG)).toBe(true);

    // A new logo replaces the former one (record and file).
    const second = await upload(series.guid, { bytes: JPEG, name: 'logo.jpg', contentType: 'image/jpeg' });
    const replaced = await send<DocumentView>(
      'POST',
      `admin/series/${series.guid}/documents`,
      { fileKey: second.fileKey },
      manager.token,
    );
    expect(replaced.status).toBe(200);
    expect((await served(logo.body.url)).status).toBe(404);
    expect((await send<SeriesDetail>('GET', `admin/series/${series.guid}`)).body.logoUrl).toBe(
      replaced.body.url,
    );

    const deleted = await send(
      'DELETE',
      `admin/series/${series.guid}/documents/${replaced.body.guid}`,
      undefined,
      manager.token,
    );
    expect(deleted.status).toBe(200);
    expect((await send<SeriesDetail>('GET', `admin/series/${series.guid}`)).body.logoUrl).toBeNull();
    expect((await served(replaced.body.url)).status).toBe(404);
    expect((await send('GET', `admin/series/${series.guid}/documents/${replaced.body.guid}`)).status).toBe(
      404,
    );

    const entries = (await history(series.guid)).filter((h) => h.target?.kind === 'document');
    expect(entries.map((h) => h.action).sort()).toEqual(['CREATE', 'CREATE', 'DELETE']);
    expect(entries.every((h) => h.actor.userId === manager.userId)).toBe(true);
  }, 60_000);

  it('refuses too big or wrong-type uploads before and after they reach S3', async () => {
    const ask = (body: Record<string, unknown>) =>
      send<ErrorBody>('POST', `admin/series/${series.guid}/documents/upload`, body, manager.token);
    const tooBig = await ask({
      type: DocumentType.LOGO,
      fileName: 'a.png',
      contentType: 'image/png',
      size: 2_000_000 + 1,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.validationErrors?.[0]).toMatchObject({ field: 'body.size' });
    expect(tooBig.body.validationErrors?.[0]?.errors[0]).toContain('2 MB');
    // A background may be larger.
    expect(
      (
        await ask({
          type: DocumentType.BACKGROUND,
          fileName: 'a.png',
          contentType: 'image/png',
          size: 5_000_000,
        })
      ).status,
    ).toBe(200);
    expect(
      (await ask({ type: DocumentType.LOGO, fileName: 'a.svg', contentType: 'image/svg+xml', size: 100 }))
        .status,
    ).toBe(400);
    expect((await ask({ type: 3, fileName: 'a.png', contentType: 'image/png', size: 100 })).status).toBe(400);

    // What S3 holds is checked again: bytes that are not the announced image, a file over the limit.
    const html = await upload(series.guid, {
      bytes: Buffer.from('<svg onload="alert(1)"></svg>'),
      name: 'x.png',
      contentType: 'image/png',
    });
    const disguised = await send<ErrorBody>(
      'POST',
      `admin/series/${series.guid}/documents`,
      { fileKey: html.fileKey },
      manager.token,
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body.code).toBe('seriesDocuments.fileTypeNotAllowed');
    const big = Buffer.concat([PNG, Buffer.alloc(2_000_000)]);
    const ticket = await send<DocumentUploadTicket>(
      'POST',
      `admin/series/${series.guid}/documents/upload`,
      { type: DocumentType.LOGO, fileName: 'big.png', contentType: 'image/png', size: 100 },
      manager.token,
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
    form.append('file', new Blob([big], { type: 'image/png' }), 'big.png');
    await fetch(ticket.body.url, { method: 'POST', body: form });
    const oversized = await send<ErrorBody>(
      'POST',
      `admin/series/${series.guid}/documents`,
      { fileKey: ticket.body.fileKey },
      manager.token,
    );
    expect(oversized.status).toBe(400);
    expect(oversized.body.code).toBe('seriesDocuments.fileTooBig');

    // Never uploaded, or uploaded for another series.
    const missing = await send<ErrorBody>(
      'POST',
      `admin/series/${series.guid}/documents`,
      { fileKey: `incoming/${series.guid}/${randomUUID()}/x.png` },
      manager.token,
    );
    expect(missing.body.code).toBe('seriesDocuments.uploadMissing');
    const foreign = await upload(
      otherSeries.guid,
      { bytes: PNG, name: 'x.png', contentType: 'image/png' },
      outsider.token,
    );
    const crossed = await send<ErrorBody>(
      'POST',
      `admin/series/${series.guid}/documents`,
      { fileKey: foreign.fileKey },
      manager.token,
    );
    expect(crossed.status).toBe(400);
    expect(crossed.body.code).toBe('seriesDocuments.uploadOfAnotherSeries');
    expect(
      (await send('POST', `admin/series/${series.guid}/documents`, { fileKey: 'files/x' }, manager.token))
        .status,
    ).toBe(400);
  });

  it('refuses a manager of another series', async () => {
    const body = { type: DocumentType.LOGO, fileName: 'a.png', contentType: 'image/png', size: 10 };
    expect(
      (await send('POST', `admin/series/${series.guid}/documents/upload`, body, outsider.token)).status,
    ).toBe(403);
    expect(
      (await send('GET', `admin/series/${series.guid}/documents`, undefined, outsider.token)).status,
    ).toBe(403);
    expect(
      (await send('GET', `admin/series/events/${event.guid}/documents`, undefined, outsider.token)).status,
    ).toBe(403);
  });
});

describe('event documents', () => {
  it('creates, lists, renames and repurposes, deletes; the logo document is the event logo', async () => {
    const logoUpload = await upload(series.guid, {
      bytes: PNG,
      name: 'event-logo.png',
      contentType: 'image/png',
    });
    const logo = await send<DocumentView>(
      'POST',
      'admin/series/documents',
      { eventGuid: event.guid, name: 'Logo závodu', type: DocumentType.LOGO, fileKey: logoUpload.fileKey },
      manager.token,
    );
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    expect(logo.body).toMatchObject({ eventGuid: event.guid, seriesGuid: series.guid, name: 'Logo závodu' });
    await shows(event.guid, logo.body.url);
    expect((await served(logo.body.url)).status).toBe(200);

    const [a, b] = await Promise.all([
      upload(series.guid, {
        bytes: JPEG,
        name: 'bg.jpg',
        contentType: 'image/jpeg',
        type: DocumentType.BACKGROUND,
      }),
      upload(series.guid, {
        bytes: PNG,
        name: 'bg2.png',
        contentType: 'image/png',
        type: DocumentType.BACKGROUND,
      }),
    ]);
    const many = await send<DocumentView[]>(
      'POST',
      'admin/series/documents/create-many',
      {
        eventGuid: event.guid,
        documents: [
          { name: 'Pozadí', type: DocumentType.BACKGROUND, fileKey: a?.fileKey },
          { name: 'Pozadí 2', type: DocumentType.BACKGROUND, fileKey: b?.fileKey },
        ],
      },
      manager.token,
    );
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body).toHaveLength(2);

    const detail = await send<DocumentView>(
      'GET',
      `admin/series/documents/${logo.body.guid}?eventGuid=${event.guid}`,
      undefined,
      manager.token,
    );
    expect(detail.body).toMatchObject({ guid: logo.body.guid, type: DocumentType.LOGO });

    // Repurposed as a background, the logo no longer shows.
    const updated = await send<DocumentView>(
      'PUT',
      `admin/series/documents/${logo.body.guid}`,
      { eventGuid: event.guid, name: 'Bývalé logo', type: DocumentType.BACKGROUND },
      manager.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Bývalé logo',
      type: DocumentType.BACKGROUND,
      url: logo.body.url,
    });
    await shows(event.guid, null);

    const updatedMany = await send<DocumentView[]>(
      'PUT',
      'admin/series/documents/update-many',
      {
        eventGuid: event.guid,
        documents: [
          { guid: many.body[0]?.guid, name: 'Hlavní pozadí', type: DocumentType.BACKGROUND },
          { guid: logo.body.guid, name: 'Logo znovu', type: DocumentType.LOGO },
        ],
      },
      manager.token,
    );
    expect(updatedMany.status, JSON.stringify(updatedMany.body)).toBe(200);
    await shows(event.guid, logo.body.url);

    const listed = await send<DocumentView[]>(
      'GET',
      `admin/series/events/${event.guid}/documents`,
      undefined,
      manager.token,
    );
    expect(listed.body.map((d) => d.name)).toEqual(['Logo znovu', 'Hlavní pozadí', 'Pozadí 2']);
    // The public event page carries them too (the page shows the logo, not the list).
    await expect
      .poll(async () => (await api<unknown[]>(`series/events/${event.guid}/documents`)).body.length, {
        timeout: 20_000,
      })
      .toBe(3);

    const invalid = await send<ErrorBody>(
      'PUT',
      `admin/series/documents/${logo.body.guid}`,
      { eventGuid: event.guid, name: '', type: 7 },
      manager.token,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.validationErrors?.map((v) => v.field).sort()).toEqual(['body.name', 'body.type']);

    const removed = await send(
      'DELETE',
      `admin/series/documents/${logo.body.guid}?eventGuid=${event.guid}`,
      undefined,
      manager.token,
    );
    expect(removed.status).toBe(200);
    await shows(event.guid, null);
    expect((await served(logo.body.url)).status).toBe(404);
    expect(
      (await send('GET', `admin/series/documents/${logo.body.guid}?eventGuid=${event.guid}`)).status,
    ).toBe(404);

    const entries = (await history(series.guid)).filter(
      (h) => h.target?.kind === 'document' && h.target.eventName === event.name,
    );
    expect(entries.map((h) => h.action).sort()).toEqual([
      'CREATE',
      'CREATE',
      'CREATE',
      'DELETE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
    ]);
  }, 90_000);

  it('refuses a manager of another series', async () => {
    const foreign = await upload(
      otherSeries.guid,
      { bytes: PNG, name: 'x.png', contentType: 'image/png' },
      outsider.token,
    );
    const refused = await send(
      'POST',
      'admin/series/documents',
      { eventGuid: event.guid, name: 'x', type: DocumentType.LOGO, fileKey: foreign.fileKey },
      outsider.token,
    );
    expect(refused.status).toBe(403);
  });
});
