import type {
  CreateEventBody,
  EventDetail,
  EventFields,
  EventListRow,
  HistoryEntry,
  UpdateEventBody,
} from '@shared/back-office/series-editor-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { envelope, type Envelope, type Paging } from '../paging';
import { fieldChanges, PLACE_AND_TIME_FIELDS, placeAndTimeOf } from './history';
import type {
  Actor,
  EditorEventRecord,
  EventHistoryRecord,
  EventWriteOutcome,
  SeriesEditorPorts,
} from './series-editor-ports';

const HISTORY_FIELDS = [
  ...PLACE_AND_TIME_FIELDS,
  'allowOnHomepage',
  'daysTillExpiration',
  'termsAndConditionsId',
  'currencies',
] as const satisfies ReadonlyArray<keyof EventFields>;

function fieldsOf(e: EditorEventRecord): EventFields {
  return {
    ...placeAndTimeOf(e),
    capacity: e.capacity ?? 0,
    allowOnHomepage: e.allowOnHomepage,
    daysTillExpiration: e.daysTillExpiration ?? null,
    termsAndConditionsId: e.termsAndConditionsId ?? '',
    currencies: e.currencies ?? [],
  };
}

export function eventDetail(e: EditorEventRecord): EventDetail {
  return {
    ...fieldsOf(e),
    guid: e.guid,
    seriesGuid: e.seriesGuid,
    order: e.order,
    logoUrl: e.logoUrl ?? null,
    version: e.version ?? 0,
    dateCreated: e.dateCreated ?? null,
    dateUpdated: e.dateUpdated ?? null,
  };
}

const eventRow = (e: EditorEventRecord): EventListRow => ({
  guid: e.guid,
  name: e.name,
  order: e.order,
  location: e.location ?? '',
  dateFrom: e.dateFrom,
  dateTo: e.dateTo,
  capacity: e.capacity ?? 0,
  allowOnHomepage: e.allowOnHomepage,
});

/** Currencies in the code list's order, once each (the history compares them as text). */
const sortedCurrencies = (c: readonly string[]) => [...new Set(c)].sort() as EventFields['currencies'];

function applyFields(
  base: EditorEventRecord,
  f: EventFields,
  sanitize: (html: string) => string,
  now: string,
): EditorEventRecord {
  const optional = <T>(value: T | null | '') => (value === null || value === '' ? undefined : value);
  return {
    ...base,
    name: f.name,
    anotation: f.anotation,
    description: sanitize(f.description),
    location: f.location,
    url: optional(f.url),
    dateFrom: new Date(f.dateFrom).toISOString(),
    dateTo: new Date(f.dateTo).toISOString(),
    lattitude: optional(f.lattitude),
    longitude: optional(f.longitude),
    capacity: f.capacity,
    allowOnHomepage: f.allowOnHomepage,
    daysTillExpiration: optional(f.daysTillExpiration),
    termsAndConditionsId: optional(f.termsAndConditionsId),
    currencies: sortedCurrencies(f.currencies),
    version: (base.version ?? 0) + 1,
    dateCreated: base.dateCreated ?? now,
    dateUpdated: now,
  };
}

function history(
  ports: SeriesEditorPorts,
  eventGuid: string,
  actor: Actor,
  action: HistoryEntry['action'],
  before: EditorEventRecord | undefined,
  after: EditorEventRecord | undefined,
  at: string,
): EventHistoryRecord {
  const fields = (e: EditorEventRecord | undefined) => {
    if (!e) return undefined;
    const f = fieldsOf(e);
    return { ...f, currencies: f.currencies.join(', ') };
  };
  return {
    eventGuid,
    historyId: ports.newId(),
    at,
    action,
    actor,
    changes: fieldChanges(fields(before), fields(after), HISTORY_FIELDS),
  };
}

async function readEvent(ports: SeriesEditorPorts, guid: string): Promise<EditorEventRecord> {
  const event = await ports.store.getEvent(guid);
  if (!event) throw new NotFoundError('seriesEditor.eventNotFound');
  return event;
}

/** Terms chosen for an event must be the series' own. */
async function checkTerms(ports: SeriesEditorPorts, f: EventFields, seriesGuid: string, locale: Locale) {
  if (!f.termsAndConditionsId) return;
  if ((await ports.store.termsSeries(f.termsAndConditionsId)) === seriesGuid) return;
  throw new ValidationFailedError([
    {
      field: 'body.termsAndConditionsId',
      errors: [formatMessage('seriesEditor.termsNotFound', locale) ?? 'seriesEditor.termsNotFound'],
    },
  ]);
}

async function failOn(ports: SeriesEditorPorts, outcome: EventWriteOutcome, event: EditorEventRecord) {
  if (outcome === 'changedMeanwhile') throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  if (outcome === 'gone') throw new NotFoundError('seriesEditor.eventNotFound');
  // Closing sales at the number the admin saw, but more (or fewer) were sold meanwhile: the new
  // number goes back so the form can ask again with it.
  // `id` names the refused event: an update-many caller closes sales on that one and sends it again.
  const sold = async () => ({
    capacity: event.capacity,
    used: await ports.store.eventPlacesSold(event.guid),
    id: event.guid,
  });
  if (outcome === 'soldChanged') throw new BusinessRuleError('seriesEditor.soldMeanwhile', await sold());
  if (outcome === 'capacityBelowSold')
    throw new BusinessRuleError('seriesEditor.capacityBelowSold', await sold());
}

/** GET admin/series/{id}/events: the series' events in their order. */
export async function listEvents(ports: SeriesEditorPorts, seriesGuid: string): Promise<EventListRow[]> {
  if (!(await ports.store.getSeries(seriesGuid))) throw new NotFoundError('seriesEditor.seriesNotFound');
  const events = await ports.store.eventsOfSeries(seriesGuid);
  return events.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'cs')).map(eventRow);
}

export async function getEventDetail(ports: SeriesEditorPorts, guid: string): Promise<EventDetail> {
  return eventDetail(await readEvent(ports, guid));
}

/** POST admin/series/events: added at the end of the series' list, with its capacity counter. */
export async function createEvent(
  ports: SeriesEditorPorts,
  actor: Actor,
  body: CreateEventBody,
  locale: Locale,
  now: Date,
): Promise<EventDetail> {
  const { seriesGuid, ...fields } = body;
  if (!(await ports.store.getSeries(seriesGuid))) throw new NotFoundError('seriesEditor.seriesNotFound');
  await checkTerms(ports, fields, seriesGuid, locale);
  const existing = await ports.store.eventsOfSeries(seriesGuid);
  const at = now.toISOString();
  const base: EditorEventRecord = {
    entity: 'event',
    guid: ports.newId(),
    seriesGuid,
    order: Math.max(0, ...existing.map((e) => e.order)) + 1,
    name: '',
    anotation: '',
    description: '',
    location: '',
    dateFrom: at,
    dateTo: at,
    capacity: 0,
    allowOnHomepage: false,
    currencies: [],
  };
  const event = applyFields(base, fields, ports.sanitize, at);
  const entry = history(ports, event.guid, actor, 'CREATE', undefined, event, at);
  await failOn(ports, await ports.store.putEvent(event, undefined, entry, event.capacity, []), event);
  return eventDetail(event);
}

/**
 * PUT admin/series/events/{id}: a version check against a concurrent editor; a changed capacity
 * changes only the counter's capacity (places sold stay), refused below the places sold.
 */
export async function updateEvent(
  ports: SeriesEditorPorts,
  actor: Actor,
  guid: string,
  body: UpdateEventBody,
  locale: Locale,
  now: Date,
): Promise<EventDetail> {
  const before = await readEvent(ports, guid);
  const version = before.version ?? 0;
  const { closeSalesAt, ...fields } = body;
  if (fields.version !== version) throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  await checkTerms(ports, fields, before.seriesGuid, locale);
  const at = now.toISOString();
  // Closing sales: the capacity is the places sold the admin confirmed, whatever the form held.
  const after = applyFields(
    before,
    closeSalesAt === undefined ? fields : { ...fields, capacity: closeSalesAt },
    ports.sanitize,
    at,
  );
  const entry = history(ports, guid, actor, 'UPDATE', before, after, at);
  if (closeSalesAt !== undefined)
    entry.changes.push({ field: 'salesClosedAt', before: null, after: closeSalesAt });
  if (!entry.changes.length) return eventDetail(before);
  const capacity = closeSalesAt ?? (after.capacity !== (before.capacity ?? 0) ? after.capacity : undefined);
  const removed = (before.currencies ?? []).filter((c) => !after.currencies.includes(c));
  await failOn(
    ports,
    await ports.store.putEvent(after, version, entry, capacity, removed, closeSalesAt),
    after,
  );
  return eventDetail(after);
}

/** DELETE admin/series/events/{id}: only an event without races (and so without registrations). */
export async function deleteEvent(
  ports: SeriesEditorPorts,
  actor: Actor,
  guid: string,
  now: Date,
): Promise<{ deleted: true }> {
  const before = await readEvent(ports, guid);
  if (await ports.store.hasSubevents(guid)) throw new BusinessRuleError('seriesEditor.eventHasRaces');
  const at = now.toISOString();
  const outcome = await ports.store.deleteEvent(
    guid,
    before.version ?? 0,
    history(ports, guid, actor, 'DELETE', before, undefined, at),
  );
  await failOn(ports, outcome, before);
  return { deleted: true };
}

/** POST admin/series/events/reorder: the list must name every event of the series once. */
export async function reorderEvents(
  ports: SeriesEditorPorts,
  body: { seriesGuid: string; eventGuids: string[] },
): Promise<EventListRow[]> {
  const current = await ports.store.eventsOfSeries(body.seriesGuid);
  const same =
    current.length === body.eventGuids.length && current.every((e) => body.eventGuids.includes(e.guid));
  if (!same) throw new BusinessRuleError('seriesEditor.reorderMismatch', undefined, 400);
  const outcome = await ports.store.reorderEvents(body.seriesGuid, body.eventGuids);
  if (outcome !== 'ok') throw new BusinessRuleError('seriesEditor.reorderMismatch', undefined, 409);
  return listEvents(ports, body.seriesGuid);
}

/** GET admin/series/events/{id}/histories: newest first. */
export async function eventHistory(
  ports: SeriesEditorPorts,
  guid: string,
  paging: Paging,
): Promise<Envelope<HistoryEntry>> {
  await readEvent(ports, guid);
  const entries = (await ports.store.listEventHistory(guid)).reverse().map(({ eventGuid: _, ...e }) => e);
  return envelope(entries, paging);
}

/**
 * PUT admin/series/events/update-many: one item as its single update, only for events of the series
 * the call is scoped to (another series' event is not found).
 */
export async function updateEventOfSeries(
  ports: SeriesEditorPorts,
  actor: Actor,
  seriesGuid: string,
  item: UpdateEventBody & { id: string },
  locale: Locale,
  now: Date,
): Promise<EventDetail> {
  const { id, ...body } = item;
  if ((await readEvent(ports, id)).seriesGuid !== seriesGuid)
    throw new NotFoundError('seriesEditor.eventNotFound');
  return updateEvent(ports, actor, id, body, locale, now);
}
