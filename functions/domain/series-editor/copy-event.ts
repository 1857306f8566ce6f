import type { EventDetail } from '@shared/back-office/series-editor-schemas';
import { shiftByPragueDays } from '@shared/prague-time';
import { NotFoundError } from '../errors';
import { eventDetail } from './events';
import type {
  Actor,
  EditorEventRecord,
  EventHistoryRecord,
  SeriesEditorPorts,
  SeriesHistoryRecord,
} from './series-editor-ports';

/**
 * Copy of a whole event to the next season (issue 12, deliverable 6): everything the event's
 * partition holds (races, categories, sub-categories, pricings, waves, currency prices, templates,
 * forms, e-mails) with new guids, every date moved by whole days, and new capacity counters with
 * the same capacity and nothing sold. Documents are not copied: their files live in S3 under the
 * source's keys.
 */

/** A child item of the event as stored (its storage keys included: they name guids and dates). */
export type StoredChild = Record<string, unknown>;

/** A counter to create: `scope` as the counters' keys name it, nothing sold. */
export interface CounterCopy {
  scope: string;
  guid: string;
  capacity: number;
}

export interface EventCopy {
  event: EditorEventRecord;
  children: StoredChild[];
  counters: CounterCopy[];
  history: EventHistoryRecord;
  seriesHistory: SeriesHistoryRecord;
}

export interface EventCopyStore {
  /** The event's child items (every item of its partition but the event itself), as stored. */
  eventChildren(eventGuid: string): Promise<StoredChild[]>;
  /** Capacities of the counters that exist among these (scope, guid) pairs. */
  capacities(refs: ReadonlyArray<readonly [string, string]>): Promise<CounterCopy[]>;
  /** Writes the children and counters, then the event with its history entries (the event alone makes the copy exist). */
  writeCopy(copy: EventCopy): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})/g;
const WHOLE_INSTANT = new RegExp(`^${ISO_INSTANT.source}$`);
const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Entities with a `CAP#<entity>#<guid>` counter when limited. */
const COUNTED_ENTITIES = new Set(['event', 'subevent', 'category', 'subcategory', 'wave']);
/** Stamps of the copy itself, not moved. */
const OWN_STAMPS = new Set(['dateCreated', 'dateUpdated', 'version']);

/**
 * A shift of N days keeps the Prague wall-clock time: a race at 9:00 in summer copied into winter
 * still starts at 9:00 (an instant + N × 24 h would show 8:00 across a DST change). Dates without
 * a time move by N calendar days.
 */
export function shiftInstant(value: string, days: number): string {
  if (WHOLE_DATE.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return new Date(d.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  }
  return shiftByPragueDays(value, days);
}

/** Every `guid` anywhere in the items (records and the values and options nested in forms). */
export function ownedGuids(items: readonly unknown[]): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const guid = (v as { guid?: unknown }).guid;
      if (typeof guid === 'string' && guid) found.push(guid);
      Object.values(v).forEach(walk);
    }
  };
  items.forEach(walk);
  return [...new Set(found)];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The copy of one stored value: a string that is an owned guid becomes its new guid; a key-like
 * string (`CATEGORY#<race>#<category>`, `<date>#<guid>`) gets its guids and instants replaced;
 * a string that is a date or an instant moves by `days`; text and addresses stay as they are.
 * Archived form values and options (kept only for old answers) are left out.
 */
export function remapValue(value: unknown, guids: ReadonlyMap<string, string>, days: number): unknown {
  const anyGuid = guids.size ? new RegExp([...guids.keys()].map(escape).join('|'), 'g') : undefined;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const same = guids.get(v);
      if (same) return same;
      if (WHOLE_INSTANT.test(v) || WHOLE_DATE.test(v)) return shiftInstant(v, days);
      if (v.includes('#')) {
        const remapped = anyGuid ? v.replace(anyGuid, (g) => guids.get(g) ?? g) : v;
        return remapped.replace(ISO_INSTANT, (t) => shiftInstant(t, days));
      }
      return v;
    }
    if (Array.isArray(v))
      return v
        .filter((x) => !(x && typeof x === 'object' && (x as { archived?: unknown }).archived === true))
        .map(walk);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) if (!OWN_STAMPS.has(k)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value);
}

/** The (scope, guid) pairs whose counters the source may have: limited records and form values/options. */
export function counterRefs(
  event: EditorEventRecord,
  children: readonly StoredChild[],
): Array<[string, string]> {
  const refs: Array<[string, string]> = [['event', event.guid]];
  for (const c of children) {
    if (typeof c.entity === 'string' && COUNTED_ENTITIES.has(c.entity) && typeof c.guid === 'string')
      refs.push([c.entity, c.guid]);
    if (c.entity === 'card')
      for (const value of (c.values as Array<{ guid: string; items?: Array<{ guid: string }> }>) ?? []) {
        refs.push(['cardValue', value.guid]);
        for (const item of value.items ?? []) refs.push(['cardItem', item.guid]);
      }
  }
  return refs;
}

export interface CopyPlanInput {
  source: EditorEventRecord;
  children: readonly StoredChild[];
  capacities: readonly CounterCopy[];
  shiftDays: number;
  name?: string;
  order: number;
  actor: Actor;
  now: Date;
  newId: () => string;
}

/** The pure mapping: new guids everywhere, references remapped, dates shifted, counters fresh. */
export function planEventCopy(input: CopyPlanInput): EventCopy {
  const { source, shiftDays: days, actor, newId } = input;
  const kept = input.children.filter((c) => c.entity !== 'document' && c.archived !== true);
  const guids = new Map(ownedGuids([source, ...kept]).map((g) => [g, newId()]));
  const at = input.now.toISOString();
  const event = {
    ...(remapValue(source, guids, days) as EditorEventRecord),
    name: input.name?.trim() || source.name,
    order: input.order,
    // Published by the organiser once checked: a copy does not appear on the homepage by itself.
    allowOnHomepage: false,
    logoUrl: source.logoUrl,
    version: 0,
    dateCreated: at,
    dateUpdated: at,
  };
  // The copy's own stamps: created now (a record that had them keeps them, with this time).
  const stamps = (c: StoredChild) => ({
    ...(c.dateCreated !== undefined ? { dateCreated: at } : {}),
    ...(c.dateUpdated !== undefined ? { dateUpdated: at } : {}),
  });
  const children = kept.map((c) => ({ ...(remapValue(c, guids, days) as StoredChild), ...stamps(c) }));
  const counters = input.capacities.map((c) => ({
    scope: c.scope,
    guid: guids.get(c.guid) ?? c.guid,
    capacity: c.capacity,
  }));
  const changes = [
    { field: 'copiedFrom', before: null, after: `${source.name} (${source.guid})` },
    { field: 'shiftDays', before: null, after: days },
    { field: 'name', before: null, after: event.name },
    { field: 'dateFrom', before: null, after: event.dateFrom },
  ];
  const entry = { historyId: newId(), at, action: 'CREATE' as const, actor, changes };
  return {
    event,
    children,
    counters,
    history: { ...entry, eventGuid: event.guid },
    seriesHistory: {
      ...entry,
      historyId: newId(),
      seriesGuid: source.seriesGuid,
      changes: [
        {
          field: 'copiedEvent',
          before: `${source.name} (${source.guid})`,
          after: `${event.name} (${event.guid})`,
        },
      ],
    },
  };
}

/** POST admin/series/events/{id}/copy: the new event at the end of the series' list. */
export async function copyEvent(
  ports: SeriesEditorPorts,
  copyStore: EventCopyStore,
  actor: Actor,
  guid: string,
  body: { shiftDays: number; name?: string; seriesGuid: string },
  now: Date,
): Promise<EventDetail> {
  const source = await ports.store.getEvent(guid);
  // The series the call was permitted for must be the event's own.
  if (!source || source.seriesGuid !== body.seriesGuid) throw new NotFoundError('seriesEditor.eventNotFound');
  const children = await copyStore.eventChildren(guid);
  const capacities = await copyStore.capacities(counterRefs(source, children));
  const siblings = await ports.store.eventsOfSeries(source.seriesGuid);
  const copy = planEventCopy({
    source,
    children,
    capacities,
    shiftDays: body.shiftDays,
    name: body.name,
    order: Math.max(0, ...siblings.map((e) => e.order)) + 1,
    actor,
    now,
    newId: ports.newId,
  });
  await copyStore.writeCopy(copy);
  return eventDetail(copy.event);
}
