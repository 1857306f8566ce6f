import { shiftByPragueDays } from '@shared/prague-time';
import type { EditorEventRecord } from './series-editor-ports';
import { type StoredChild } from './copy-event-ports';

/** The event copy's pure remapping: new guids in every reference, dates moved by whole days. */

/** Index attributes (overloaded GSIs) of the single table. */
export const INDEX_KEYS = [
  ['gsi1pk', 'gsi1sk'],
  ['gsi2pk', 'gsi2sk'],
  ['gsi3pk', 'gsi3sk'],
] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})/g;
export const WHOLE_INSTANT = new RegExp(`^${ISO_INSTANT.source}$`);
export const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Entities with a `CAP#<entity>#<guid>` counter when limited. */
export const COUNTED_ENTITIES = new Set(['event', 'subevent', 'category', 'subcategory', 'wave']);
/** Stamps of the copy itself, not moved. */
export const OWN_STAMPS = new Set(['dateCreated', 'dateUpdated', 'version']);

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

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern per guid map (built once, not per item: an event may hold thousands). */
export const patterns = new WeakMap<ReadonlyMap<string, string>, RegExp | undefined>();
export function guidPattern(guids: ReadonlyMap<string, string>): RegExp | undefined {
  if (!patterns.has(guids))
    patterns.set(guids, guids.size ? new RegExp([...guids.keys()].map(escape).join('|'), 'g') : undefined);
  return patterns.get(guids);
}

/**
 * The copy of one stored value: a string that is an owned guid becomes its new guid; a key-like
 * string (`CATEGORY#<race>#<category>`, `<date>#<guid>`) gets its guids and instants replaced;
 * a string that is a date or an instant moves by `days`; text and addresses stay as they are.
 * Archived form values and options (kept only for old answers) are left out.
 */
export function remapValue(value: unknown, guids: ReadonlyMap<string, string>, days: number): unknown {
  const anyGuid = guidPattern(guids);
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
