import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { CreateTermsBody, TermsFields, TermsView } from '@shared/back-office/terms-editor-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fieldChanges, seriesHistoryEntry } from './history';
import type { Actor, SeriesHistoryRecord, WriteOutcome } from './series-editor-ports';

/** Terms and conditions as stored (`TERMS#<guid>` / `TERMS`, on gsi1 `SERIES#<guid>#TERMS` by name). */
export interface TermsRecord {
  entity: 'terms';
  guid: string;
  seriesGuid: string;
  name: string;
  label: string;
  /** Sanitised HTML. */
  conditions: string;
  dateCreated?: string;
  dateUpdated?: string;
}

/** Storage of terms (functions/adapters/dynamodb/series-content-repository.ts). */
export interface TermsStore {
  seriesExists(seriesGuid: string): Promise<boolean>;
  /** The series' terms (gsi1 `SERIES#<guid>#TERMS`). */
  termsOfSeries(seriesGuid: string): Promise<TermsRecord[]>;
  /** One terms record, read consistently. */
  getTerms(guid: string): Promise<TermsRecord | undefined>;
  /** The series' events with the terms each asks its runners to accept. */
  eventTerms(seriesGuid: string): Promise<Array<{ guid: string; name: string; termsGuid?: string }>>;
  /** Puts the record (new: must not exist; else must exist) and the series history entry, in one transaction. */
  putTerms(record: TermsRecord, isNew: boolean, history: SeriesHistoryRecord): Promise<WriteOutcome>;
  removeTerms(guid: string, history: SeriesHistoryRecord): Promise<WriteOutcome>;
}

export interface TermsCtx {
  store: TermsStore;
  newId(): string;
  /** Organiser-written rich text, made safe for browsers. */
  sanitize(html: string): string;
  actor: Actor;
  now: Date;
}

const FIELDS = ['name', 'label', 'conditions'] as const satisfies ReadonlyArray<keyof TermsFields>;

function entry(
  ctx: TermsCtx,
  action: HistoryEntry['action'],
  before: TermsRecord | undefined,
  after: TermsRecord | undefined,
): SeriesHistoryRecord {
  const r = (after ?? before) as TermsRecord;
  return seriesHistoryEntry(ctx, r.seriesGuid, action, fieldChanges<TermsFields>(before, after, FIELDS), {
    kind: 'terms',
    guid: r.guid,
    name: r.name,
    eventName: '',
  });
}

type EventTerms = Awaited<ReturnType<TermsStore['eventTerms']>>;

function view(r: TermsRecord, events: EventTerms): TermsView {
  return {
    guid: r.guid,
    seriesGuid: r.seriesGuid,
    name: r.name,
    label: r.label,
    conditions: r.conditions,
    usedBy: events.filter((e) => e.termsGuid === r.guid).map(({ guid, name }) => ({ guid, name })),
  };
}

function failOn(outcome: WriteOutcome) {
  if (outcome !== 'ok') throw new NotFoundError('seriesContent.termsNotFound');
}

/** The terms of one series (a record of another series is not found: the scope is the series). */
async function existing(ctx: TermsCtx, seriesGuid: string, guid: string): Promise<TermsRecord> {
  const found = await ctx.store.getTerms(guid);
  if (!found || found.seriesGuid !== seriesGuid) throw new NotFoundError('seriesContent.termsNotFound');
  return found;
}

function record(ctx: TermsCtx, guid: string, body: CreateTermsBody, created?: string): TermsRecord {
  return {
    entity: 'terms',
    guid,
    seriesGuid: body.seriesGuid,
    name: body.name,
    label: body.label,
    // Stored sanitised: the public page, checkout and the editor all read the same safe HTML.
    conditions: ctx.sanitize(body.conditions),
    dateCreated: created ?? ctx.now.toISOString(),
    dateUpdated: ctx.now.toISOString(),
  };
}

/** GET admin/series/{id}/terms-and-conditions: by name, each with the events that use it. */
export async function listTerms(store: TermsStore, seriesGuid: string): Promise<TermsView[]> {
  if (!(await store.seriesExists(seriesGuid))) throw new NotFoundError('seriesEditor.seriesNotFound');
  const [terms, events] = await Promise.all([store.termsOfSeries(seriesGuid), store.eventTerms(seriesGuid)]);
  return terms
    .sort((a, b) => a.name.localeCompare(b.name, 'cs') || a.guid.localeCompare(b.guid))
    .map((t) => view(t, events));
}

export async function createTerms(ctx: TermsCtx, body: CreateTermsBody): Promise<TermsView> {
  if (!(await ctx.store.seriesExists(body.seriesGuid)))
    throw new NotFoundError('seriesEditor.seriesNotFound');
  const created = record(ctx, ctx.newId(), body);
  failOn(await ctx.store.putTerms(created, true, entry(ctx, 'CREATE', undefined, created)));
  return view(created, []);
}

export async function updateTerms(ctx: TermsCtx, guid: string, body: CreateTermsBody): Promise<TermsView> {
  const before = await existing(ctx, body.seriesGuid, guid);
  const after = record(ctx, guid, body, before.dateCreated);
  const history = entry(ctx, 'UPDATE', before, after);
  if (history.changes.length) failOn(await ctx.store.putTerms(after, false, history));
  return view(history.changes.length ? after : before, await ctx.store.eventTerms(body.seriesGuid));
}

/** Refused while an event of the series names them: its runners would have no terms to accept. */
export async function deleteTerms(ctx: TermsCtx, seriesGuid: string, guid: string) {
  const before = await existing(ctx, seriesGuid, guid);
  const users = view(before, await ctx.store.eventTerms(seriesGuid)).usedBy;
  if (users.length)
    throw new BusinessRuleError('seriesContent.termsInUse', { events: users.map((e) => e.name).join(', ') });
  failOn(await ctx.store.removeTerms(guid, entry(ctx, 'DELETE', before, undefined)));
  return { deleted: true as const };
}
