import type {
  CreateDocumentFields,
  DocumentFields,
  DocumentUploadBody,
  DocumentUploadTicket,
  DocumentView,
} from '@shared/back-office/series-document-schemas';
import { PUBLIC_FILES_PREFIX } from '@shared/back-office/series-document-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { DocumentType } from '@shared/codelists/enums';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fieldChanges, seriesHistoryEntry } from './history';
import type { SeriesHistoryRecord, WriteOutcome } from './series-editor-ports';
import { type DocumentCtx, type EditorDocument, type LogoChange } from './document-ports';
import { maxBytesOf, safeFileName, uploadProblem } from './document-uploads';

const FIELDS = ['name', 'type', 'url'] as const satisfies ReadonlyArray<keyof EditorDocument>;

function view(seriesGuid: string, eventGuid: string | null, d: EditorDocument): DocumentView {
  return {
    guid: d.guid,
    seriesGuid,
    eventGuid,
    name: d.name,
    type: d.type,
    url: d.url,
    contentType: d.contentType ?? null,
    size: d.size ?? null,
    dateCreated: d.dateCreated ?? null,
  };
}

function entry(
  ctx: DocumentCtx,
  seriesGuid: string,
  eventName: string,
  action: HistoryEntry['action'],
  before: EditorDocument | undefined,
  after: EditorDocument | undefined,
): SeriesHistoryRecord {
  const r = (after ?? before) as EditorDocument;
  return seriesHistoryEntry(ctx, seriesGuid, action, fieldChanges<EditorDocument>(before, after, FIELDS), {
    kind: 'document',
    guid: r.guid,
    name: r.name,
    eventName,
  });
}

function failOn(outcome: WriteOutcome) {
  if (outcome !== 'ok') throw new NotFoundError('seriesDocuments.notFound');
}

/** POST admin/series/{id}/documents/upload: the presigned POST of one image of the series. */
export async function presignDocumentUpload(
  ctx: Pick<DocumentCtx, 'store' | 'storage' | 'newId'>,
  seriesGuid: string,
  body: DocumentUploadBody,
): Promise<DocumentUploadTicket> {
  if (!(await ctx.store.series(seriesGuid))) throw new NotFoundError('seriesEditor.seriesNotFound');
  const maxBytes = maxBytesOf(body.type);
  const fileKey = `incoming/${seriesGuid}/${ctx.newId()}/${safeFileName(body.fileName)}`;
  const { url, fields } = await ctx.storage.presignPost(fileKey, body.contentType, maxBytes);
  return { url, fields, fileKey, maxBytes };
}

/**
 * Checks an upload of this series and publishes it under its public key: the record to store (not
 * yet stored). Refused: a key of another series, a missing upload, too big, not the image it claims.
 */
async function publishUpload(
  ctx: DocumentCtx,
  seriesGuid: string,
  fileKey: string,
  fields: DocumentFields,
  entity: EditorDocument['entity'],
): Promise<EditorDocument> {
  const [, keySeries, , keyName] = fileKey.split('/');
  if (keySeries !== seriesGuid)
    throw new BusinessRuleError('seriesDocuments.uploadOfAnotherSeries', undefined, 400);
  const upload = await ctx.storage.inspect(fileKey);
  if (!upload) throw new BusinessRuleError('seriesDocuments.uploadMissing', undefined, 400);
  const problem = uploadProblem(upload, fields.type);
  if (problem) {
    // A refused file is not kept.
    await ctx.storage.remove(fileKey);
    throw new BusinessRuleError(problem, undefined, 400);
  }
  const guid = ctx.newId();
  const publicKey = `${PUBLIC_FILES_PREFIX}${seriesGuid}/${guid}/${keyName ?? 'file'}`;
  await ctx.storage.publish(fileKey, publicKey, upload.contentType);
  const at = ctx.now.toISOString();
  return {
    entity,
    guid,
    name: fields.name,
    type: fields.type,
    url: `/${publicKey}`,
    fileKey: publicKey,
    contentType: upload.contentType,
    size: upload.size,
    dateCreated: at,
    dateUpdated: at,
  };
}

async function seriesOf(ctx: Pick<DocumentCtx, 'store'>, seriesGuid: string) {
  const series = await ctx.store.series(seriesGuid);
  if (!series) throw new NotFoundError('seriesEditor.seriesNotFound');
  return series;
}

async function eventOf(ctx: Pick<DocumentCtx, 'store'>, eventGuid: string) {
  const event = await ctx.store.event(eventGuid);
  if (!event) throw new NotFoundError('seriesEditor.eventNotFound');
  return event;
}

/** GET admin/series/{id}/documents. */
export async function listSeriesDocuments(ctx: Pick<DocumentCtx, 'store'>, seriesGuid: string) {
  await seriesOf(ctx, seriesGuid);
  return (await ctx.store.seriesDocuments(seriesGuid)).map((d) => view(seriesGuid, null, d));
}

/** POST admin/series/{id}/documents: the uploaded image becomes the series logo (the former one goes). */
export async function uploadSeriesLogo(ctx: DocumentCtx, seriesGuid: string, fileKey: string) {
  await seriesOf(ctx, seriesGuid);
  const name = decodeURIComponent(fileKey.split('/')[3] ?? 'logo');
  const record = await publishUpload(
    ctx,
    seriesGuid,
    fileKey,
    { name, type: DocumentType.LOGO },
    'seriesDocument',
  );
  const former = (await ctx.store.seriesDocuments(seriesGuid)).find((d) => d.type === DocumentType.LOGO);
  failOn(
    await ctx.store.putDocument(
      { kind: 'series', guid: seriesGuid },
      record,
      undefined,
      former,
      { set: record.url },
      entry(ctx, seriesGuid, '', 'CREATE', former, record),
    ),
  );
  if (former?.fileKey) await ctx.storage.remove(former.fileKey);
  return view(seriesGuid, null, record);
}

async function seriesDocument(ctx: Pick<DocumentCtx, 'store'>, seriesGuid: string, guid: string) {
  await seriesOf(ctx, seriesGuid);
  const found = (await ctx.store.seriesDocuments(seriesGuid)).find((d) => d.guid === guid);
  if (!found) throw new NotFoundError('seriesDocuments.notFound');
  return found;
}

/** GET admin/series/{id}/documents/{documentId}: a short-lived download address. */
export async function downloadSeriesDocument(
  ctx: Pick<DocumentCtx, 'store' | 'storage'>,
  seriesGuid: string,
  guid: string,
) {
  const found = await seriesDocument(ctx, seriesGuid, guid);
  const fileName = found.fileKey?.split('/').pop() ?? found.name;
  return {
    url: found.fileKey ? await ctx.storage.downloadUrl(found.fileKey, fileName) : found.url,
    fileName,
  };
}

/** DELETE admin/series/{id}/documents/{documentId}: a deleted logo leaves the series without one. */
export async function deleteSeriesDocument(ctx: DocumentCtx, seriesGuid: string, guid: string) {
  const series = await seriesOf(ctx, seriesGuid);
  const found = await seriesDocument(ctx, seriesGuid, guid);
  failOn(
    await ctx.store.removeDocument(
      { kind: 'series', guid: seriesGuid },
      found,
      series.logoUrl === found.url ? { clear: found.url } : undefined,
      entry(ctx, seriesGuid, '', 'DELETE', found, undefined),
    ),
  );
  if (found.fileKey) await ctx.storage.remove(found.fileKey);
  return { deleted: true as const };
}

/** GET admin/series/events/{id}/documents: logos first, then backgrounds, by name. */
export async function listEventDocuments(ctx: Pick<DocumentCtx, 'store'>, eventGuid: string) {
  const event = await eventOf(ctx, eventGuid);
  return (await ctx.store.eventDocuments(eventGuid))
    .sort((a, b) => a.type - b.type || a.name.localeCompare(b.name, 'cs') || a.guid.localeCompare(b.guid))
    .map((d) => view(event.seriesGuid, eventGuid, d));
}

async function eventDocument(ctx: Pick<DocumentCtx, 'store'>, eventGuid: string, guid: string) {
  const event = await eventOf(ctx, eventGuid);
  const all = await ctx.store.eventDocuments(eventGuid);
  const found = all.find((d) => d.guid === guid);
  if (!found) throw new NotFoundError('seriesDocuments.notFound');
  return { event, all, found };
}

export async function getEventDocument(ctx: Pick<DocumentCtx, 'store'>, eventGuid: string, guid: string) {
  const { event, found } = await eventDocument(ctx, eventGuid, guid);
  return view(event.seriesGuid, eventGuid, found);
}

/**
 * The event's logo follows its logo documents: a new logo document becomes the event logo (the
 * former logo document stays listed), deleting or repurposing the shown one clears it.
 */
function logoAfter(
  eventLogoUrl: string | undefined,
  before: EditorDocument | undefined,
  after: EditorDocument | undefined,
): LogoChange {
  if (
    after?.type === DocumentType.LOGO &&
    (!before || before.type !== DocumentType.LOGO || eventLogoUrl !== after.url)
  )
    return { set: after.url };
  if (before && before.url === eventLogoUrl && after?.type !== DocumentType.LOGO)
    return { clear: before.url };
  return undefined;
}

/** Writes one event document with its history, moving the event logo with it; the event as it now is. */
async function putEventDocument<E extends { logoUrl?: string }>(
  ctx: DocumentCtx,
  event: E,
  eventGuid: string,
  before: EditorDocument | undefined,
  record: EditorDocument,
  history: SeriesHistoryRecord,
): Promise<E> {
  const logo = logoAfter(event.logoUrl, before, record);
  failOn(
    await ctx.store.putDocument({ kind: 'event', guid: eventGuid }, record, before, undefined, logo, history),
  );
  return logo ? { ...event, logoUrl: 'set' in logo ? logo.set : undefined } : event;
}

/** POST admin/series/documents and …/create-many: each upload checked, published and recorded. */
export async function createEventDocuments(
  ctx: DocumentCtx,
  eventGuid: string,
  many: readonly CreateDocumentFields[],
): Promise<DocumentView[]> {
  let event = await eventOf(ctx, eventGuid);
  const out: DocumentView[] = [];
  for (const { fileKey, ...fields } of many) {
    const record = await publishUpload(ctx, event.seriesGuid, fileKey, fields, 'document');
    const history = entry(ctx, event.seriesGuid, event.name, 'CREATE', undefined, record);
    event = await putEventDocument(ctx, event, eventGuid, undefined, record, history);
    out.push(view(event.seriesGuid, eventGuid, record));
  }
  return out;
}

/** PUT admin/series/documents/{id} and …/update-many: name and purpose (the file stays). */
export async function updateEventDocuments(
  ctx: DocumentCtx,
  eventGuid: string,
  many: ReadonlyArray<DocumentFields & { guid: string }>,
): Promise<DocumentView[]> {
  let event = await eventOf(ctx, eventGuid);
  const all = await ctx.store.eventDocuments(eventGuid);
  const pairs = many.map(({ guid, ...fields }) => {
    const before = all.find((d) => d.guid === guid);
    if (!before) throw new NotFoundError('seriesDocuments.notFound');
    if (before.size !== undefined && before.size > maxBytesOf(fields.type))
      throw new BusinessRuleError('seriesDocuments.fileTooBig', undefined, 400);
    const record: EditorDocument = { ...before, ...fields, dateUpdated: ctx.now.toISOString() };
    return { before, record };
  });
  const out: DocumentView[] = [];
  for (const { before, record } of pairs) {
    const history = entry(ctx, event.seriesGuid, event.name, 'UPDATE', before, record);
    if (history.changes.length)
      event = await putEventDocument(ctx, event, eventGuid, before, record, history);
    out.push(view(event.seriesGuid, eventGuid, history.changes.length ? record : before));
  }
  return out;
}

/** DELETE admin/series/documents/{id}: the record, its public file and, if shown, the event logo. */
export async function deleteEventDocument(ctx: DocumentCtx, eventGuid: string, guid: string) {
  const { event, found } = await eventDocument(ctx, eventGuid, guid);
  failOn(
    await ctx.store.removeDocument(
      { kind: 'event', guid: eventGuid },
      found,
      logoAfter(event.logoUrl, found, undefined),
      entry(ctx, event.seriesGuid, event.name, 'DELETE', found, undefined),
    ),
  );
  if (found.fileKey) await ctx.storage.remove(found.fileKey);
  return { deleted: true as const };
}

export * from './document-ports';
export * from './document-uploads';
