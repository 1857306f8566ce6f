import type { FieldChange, HistoryEntry, HistoryValue } from '@shared/back-office/series-editor-schemas';
import type { Actor, SeriesHistoryRecord } from './series-editor-ports';

const normal = (value: unknown): HistoryValue => {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return value === null ? null : JSON.stringify(value);
};

/**
 * The fields that differ between two states, before → after, in the order given. A missing field
 * and an empty text are the same (no change); long texts are recorded whole, as the editor shows them.
 */
export function fieldChanges<T extends object>(
  before: Partial<T> | undefined,
  after: Partial<T> | undefined,
  fields: ReadonlyArray<keyof T & string>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = normal(before?.[field]);
    const b = normal(after?.[field]);
    if (a !== b) changes.push({ field, before: a, after: b });
  }
  return changes;
}

/** The fields an event and a race both describe themselves with, in the order their histories list them. */
export const PLACE_AND_TIME_FIELDS = [
  'name',
  'anotation',
  'description',
  'location',
  'url',
  'dateFrom',
  'dateTo',
  'lattitude',
  'longitude',
  'capacity',
] as const;

/** The what, where and when an event and a race share, as their forms edit them (absent: empty). */
export const placeAndTimeOf = (r: {
  name: string;
  anotation?: string;
  description?: string;
  location?: string;
  url?: string;
  dateFrom: string;
  dateTo: string;
  lattitude?: number;
  longitude?: number;
}) => ({
  name: r.name,
  anotation: r.anotation ?? '',
  description: r.description ?? '',
  location: r.location ?? '',
  url: r.url ?? '',
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  lattitude: r.lattitude ?? null,
  longitude: r.longitude ?? null,
});

/** What a series-content change is recorded with: the signed-in person, the clock and an id source. */
export interface HistoryCtx {
  newId: () => string;
  actor: Actor;
  now: Date;
}

/** A series history entry for a change to one piece of the series' content (documents, terms, stylings…). */
export const seriesHistoryEntry = (
  ctx: HistoryCtx,
  seriesGuid: string,
  action: HistoryEntry['action'],
  changes: FieldChange[],
  target: HistoryEntry['target'],
): SeriesHistoryRecord =>
  seriesHistoryAt(ctx.newId(), ctx.now.toISOString(), ctx.actor, seriesGuid, action, changes, target);

/** The same with a given id and time. */
export function seriesHistoryAt(
  historyId: string,
  at: string,
  actor: Actor,
  seriesGuid: string,
  action: HistoryEntry['action'],
  changes: FieldChange[],
  target: HistoryEntry['target'],
): SeriesHistoryRecord {
  return { seriesGuid, historyId, at, action, actor, changes, target };
}

/** One field's change as given, before → after. */
export const fieldChange = (field: string, before: string | null, after: string | null): FieldChange => ({
  field,
  before,
  after,
});

/**
 * A series history entry about something the series holds beside its events (a partner key, a
 * webhook): the actor as the history names them (nothing more of them), no event.
 */
export const seriesPartHistory = (
  entry: { historyId: string; at: string; actor: Actor; seriesGuid: string },
  action: HistoryEntry['action'],
  changes: FieldChange[],
  target: Omit<NonNullable<HistoryEntry['target']>, 'eventName'>,
): SeriesHistoryRecord =>
  seriesHistoryAt(
    entry.historyId,
    entry.at,
    { userId: entry.actor.userId, name: entry.actor.name },
    entry.seriesGuid,
    action,
    changes,
    { ...target, eventName: '' },
  );
