import type {
  CreateSeriesBody,
  HistoryEntry,
  SeriesDetail,
  SeriesFields,
  SeriesListQuery,
  SeriesListRow,
  UpdateSeriesBody,
} from '@shared/back-office/series-editor-schemas';
import { organizerDisplayName } from '@shared/back-office/series-editor-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { matchesSearch } from '@shared/text/search-text';
import type { Access } from '../access/access';
import type { SeriesRecord } from '../catalog/records';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { envelope, type Envelope, type Paging } from '../paging';
import { fieldChanges } from './history';
import { dayEndIso, dayStartIso, pragueDay } from './series-dates';
import type { Actor, SeriesEditorPorts, SeriesHistoryRecord, WriteOutcome } from './series-editor-ports';

/** The fields the history records, in the form's order. */
const HISTORY_FIELDS = [
  'name',
  'dateFrom',
  'dateTo',
  'organizerId',
  'emailLayoutId',
  'url',
  'anotation',
  'description',
  'allowOnHomepage',
  'hasRanking',
  'customClient',
  'gdprReplacement',
  'scripts',
  'ecommerce',
] as const satisfies ReadonlyArray<keyof SeriesFields>;

/** The editable fields of a stored series, dates as Prague calendar days. */
function fieldsOf(s: SeriesRecord): SeriesFields {
  return {
    name: s.name,
    dateFrom: pragueDay(s.dateFrom),
    dateTo: pragueDay(s.dateTo),
    organizerId: s.organizerId ?? '',
    emailLayoutId: s.emailLayoutId ?? '',
    url: s.url ?? '',
    anotation: s.anotation ?? '',
    description: s.description ?? '',
    allowOnHomepage: s.allowOnHomepage,
    hasRanking: s.hasRanking ?? false,
    customClient: s.customClient ?? 0,
    gdprReplacement: s.gdprReplacement ?? '',
    scripts: s.scripts ?? '',
    ecommerce: s.ecommerce ?? false,
  };
}

export function seriesDetail(s: SeriesRecord): SeriesDetail {
  return {
    ...fieldsOf(s),
    guid: s.guid,
    logoUrl: s.logoUrl ?? null,
    version: s.version ?? 0,
    dateCreated: s.dateCreated ?? null,
    dateUpdated: s.dateUpdated ?? null,
  };
}

/** The stored series after an edit: untouched attributes (logo, …) kept, empty texts left out. */
function applyFields(
  base: SeriesRecord | undefined,
  guid: string,
  f: SeriesFields,
  sanitize: (html: string) => string,
  now: string,
): SeriesRecord {
  const optional = (value: string) => (value ? value : undefined);
  return {
    ...base,
    entity: 'series',
    guid,
    name: f.name,
    dateFrom: dayStartIso(f.dateFrom),
    dateTo: dayEndIso(f.dateTo),
    organizerId: optional(f.organizerId),
    emailLayoutId: optional(f.emailLayoutId),
    url: optional(f.url),
    anotation: f.anotation,
    description: optional(sanitize(f.description)),
    allowOnHomepage: f.allowOnHomepage,
    hasRanking: f.hasRanking,
    customClient: f.customClient,
    gdprReplacement: optional(f.gdprReplacement),
    scripts: optional(f.scripts),
    ecommerce: f.ecommerce,
    version: (base?.version ?? 0) + 1,
    dateCreated: base?.dateCreated ?? now,
    dateUpdated: now,
  };
}

/** The organizer and e-mail layout a series names must exist (400 on the field otherwise). */
async function checkReferences(
  ports: SeriesEditorPorts,
  f: SeriesFields,
  locale: Locale,
  before?: SeriesRecord,
): Promise<void> {
  const problems: Array<{ field: string; code: string }> = [];
  if (
    f.organizerId &&
    f.organizerId !== before?.organizerId &&
    !(await ports.store.getOrganizer(f.organizerId))
  )
    problems.push({ field: 'organizerId', code: 'seriesEditor.organizerNotFound' });
  if (
    f.emailLayoutId &&
    f.emailLayoutId !== before?.emailLayoutId &&
    !(await ports.store.emailLayoutExists(f.emailLayoutId))
  )
    problems.push({ field: 'emailLayoutId', code: 'seriesEditor.emailLayoutNotFound' });
  if (problems.length)
    throw new ValidationFailedError(
      problems.map((p) => ({ field: `body.${p.field}`, errors: [formatMessage(p.code, locale) ?? p.code] })),
    );
}

function historyEntry(
  ports: SeriesEditorPorts,
  seriesGuid: string,
  actor: Actor,
  action: HistoryEntry['action'],
  before: SeriesRecord | undefined,
  after: SeriesRecord | undefined,
  at: string,
): SeriesHistoryRecord {
  return {
    seriesGuid,
    historyId: ports.newId(),
    at,
    action,
    actor,
    changes: fieldChanges(before && fieldsOf(before), after && fieldsOf(after), HISTORY_FIELDS),
  };
}

function failOn(outcome: WriteOutcome): void {
  if (outcome === 'changedMeanwhile') throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  if (outcome === 'gone') throw new NotFoundError('seriesEditor.seriesNotFound');
}

async function readSeries(ports: SeriesEditorPorts, guid: string): Promise<SeriesRecord> {
  const series = await ports.store.getSeries(guid);
  if (!series) throw new NotFoundError('seriesEditor.seriesNotFound');
  return series;
}

// ——— list ———

/** The series the caller may see: every one (admin), else the permitted ones read by key. */
async function visibleSeries(
  ports: SeriesEditorPorts,
  access: Access,
): Promise<Array<{ series: SeriesRecord; access: SeriesListRow['access'] }>> {
  if (access.all) return (await ports.store.allSeries()).map((series) => ({ series, access: 'all' }));
  const whole = new Set(access.seriesGuids);
  const guids = [...new Set([...access.seriesGuids, ...access.eventSeriesGuids])];
  if (!guids.length) return [];
  return (await ports.store.seriesByGuid(guids)).map((series) => ({
    series,
    access: whole.has(series.guid) ? 'series' : 'events',
  }));
}

/**
 * GET admin/series: the dates filter keeps the series running at some point between its days (a
 * series from 1 May to 30 September is found by dateFrom = 1 July).
 */
export async function listSeries(
  ports: SeriesEditorPorts,
  access: Access,
  query: SeriesListQuery,
): Promise<Envelope<SeriesListRow>> {
  const visible = (await visibleSeries(ports, access)).filter(
    ({ series: s }) =>
      matchesSearch(query.searchText, s.name) &&
      (!query.dateFrom || pragueDay(s.dateTo) >= query.dateFrom) &&
      (!query.dateTo || pragueDay(s.dateFrom) <= query.dateTo),
  );
  const direction = query.descending ? -1 : 1;
  visible.sort(
    ({ series: a }, { series: b }) =>
      direction *
      (query.sortBy === 'name'
        ? a.name.localeCompare(b.name, 'cs') || a.dateFrom.localeCompare(b.dateFrom)
        : a.dateFrom.localeCompare(b.dateFrom) || a.name.localeCompare(b.name, 'cs')),
  );
  const page = envelope(visible, query);
  const organizerGuids = [...new Set(page.rows.flatMap(({ series }) => series.organizerId ?? []))];
  const organizers = new Map(
    (organizerGuids.length ? await ports.store.organizersByGuid(organizerGuids) : []).map((o) => [
      o.guid,
      organizerDisplayName(o),
    ]),
  );
  return {
    ...page,
    rows: page.rows.map(({ series: s, access: a }) => ({
      guid: s.guid,
      name: s.name,
      dateFrom: s.dateFrom,
      dateTo: s.dateTo,
      organizerName: (s.organizerId && organizers.get(s.organizerId)) || null,
      allowOnHomepage: s.allowOnHomepage,
      access: a,
    })),
  };
}

// ——— one series ———

export async function getSeriesDetail(ports: SeriesEditorPorts, guid: string): Promise<SeriesDetail> {
  return seriesDetail(await readSeries(ports, guid));
}

export async function createSeries(
  ports: SeriesEditorPorts,
  actor: Actor,
  body: CreateSeriesBody,
  locale: Locale,
  now: Date,
): Promise<SeriesDetail> {
  await checkReferences(ports, body, locale);
  const at = now.toISOString();
  const series = applyFields(undefined, ports.newId(), body, ports.sanitize, at);
  failOn(
    await ports.store.putSeries(
      series,
      undefined,
      historyEntry(ports, series.guid, actor, 'CREATE', undefined, series, at),
    ),
  );
  return seriesDetail(series);
}

/** PUT admin/series/{id}: refused with a conflict when someone saved the series after `body.version` was read. */
export async function updateSeries(
  ports: SeriesEditorPorts,
  actor: Actor,
  guid: string,
  body: UpdateSeriesBody,
  locale: Locale,
  now: Date,
): Promise<SeriesDetail> {
  const before = await readSeries(ports, guid);
  const version = before.version ?? 0;
  if (body.version !== version) throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  await checkReferences(ports, body, locale, before);
  const at = now.toISOString();
  const after = applyFields(before, guid, body, ports.sanitize, at);
  const history = historyEntry(ports, guid, actor, 'UPDATE', before, after, at);
  // Nothing changed: no new version and no empty history entry.
  if (!history.changes.length) return seriesDetail(before);
  failOn(await ports.store.putSeries(after, version, history));
  return seriesDetail(after);
}

/**
 * DELETE admin/series/{id}: orders keep their series, so a series with registrations stays; one
 * with events needs them deleted first (their races, prices and counters go with them).
 */
export async function deleteSeries(
  ports: SeriesEditorPorts,
  actor: Actor,
  guid: string,
  now: Date,
): Promise<{ deleted: true }> {
  const before = await readSeries(ports, guid);
  if (await ports.store.hasRegistrations(guid))
    throw new BusinessRuleError('seriesEditor.seriesHasRegistrations');
  if (await ports.store.hasEvents(guid)) throw new BusinessRuleError('seriesEditor.seriesHasEvents');
  const at = now.toISOString();
  failOn(
    await ports.store.deleteSeries(
      guid,
      before.version ?? 0,
      historyEntry(ports, guid, actor, 'DELETE', before, undefined, at),
    ),
  );
  return { deleted: true };
}

/** GET admin/series/{id}/histories: newest first. */
export async function seriesHistory(
  ports: SeriesEditorPorts,
  guid: string,
  paging: Paging,
): Promise<Envelope<HistoryEntry>> {
  await readSeries(ports, guid);
  const entries = (await ports.store.listHistory(guid)).reverse().map(({ seriesGuid: _, ...entry }) => entry);
  return envelope(entries, paging);
}
