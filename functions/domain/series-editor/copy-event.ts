import type { EventDetail } from '@shared/back-office/series-editor-schemas';
import { PUBLIC_FILES_PREFIX } from '@shared/back-office/series-document-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { eventDetail } from './events';
import type { Actor, EditorEventRecord, SeriesEditorPorts } from './series-editor-ports';
import {
  MAX_TRANSACTION_WRITES,
  STAGE_CHUNK,
  type CopyCommit,
  type CounterCopy,
  type EventCopy,
  type EventCopyFiles,
  type EventCopyStore,
  type FileCopy,
  type IndexPublish,
  type StoredChild,
} from './copy-event-ports';
import { INDEX_KEYS, counterRefs, ownedGuids, remapValue } from './copy-remap';

/**
 * Copy of a whole event to the next season (issue 12, deliverable 6): everything the event's
 * partition holds (races, categories, sub-categories, pricings, waves, currency prices, templates,
 * forms, e-mails, documents with a copy of their files) and the series' rules that name the event
 * (payment details scoped to it, start numberings of its races), with new guids, every date moved
 * by whole days, and new capacity counters with the same capacity and nothing sold. Discount codes
 * and teams belong to the season they were made for and are not copied.
 *
 * All or nothing at any size (a transaction holds at most 100 writes, an event may hold
 * thousands of items): the items nobody can reach without the new event (its partition, its new
 * counters, its files) are staged first in chunks; then ONE transaction writes the event
 * (`attribute_not_exists`), its history entries and everything other lists would show (the
 * series' payment details and numberings, the cross-series index keys of its e-mails). That
 * transaction is the commit point: before it nothing of the copy is visible, after it all is. A
 * failure anywhere before removes what was staged, after fencing the copy off (an abandon mark the
 * commit's condition refuses, so a commit whose answer was lost cannot land midway through the
 * cleanup); a crash leaves only unreachable items under fresh guids. Should the visible part
 * exceed one transaction (over 96 rules and e-mails for one event), the excess is staged last,
 * just before the commit, and removed as well on failure.
 */

export interface CopyPlanInput {
  source: EditorEventRecord;
  children: readonly StoredChild[];
  /** The series' payment details and numberings (those naming the event are copied). */
  seriesRules: readonly StoredChild[];
  capacities: readonly CounterCopy[];
  shiftDays: number;
  name?: string | undefined;
  order: number;
  actor: Actor;
  now: Date;
  newId: () => string;
}

/**
 * The series' rules that belong to the event: a payment detail scoped to it (or to one of its
 * races, categories, waves: those carry the event too) and the start numberings of its races.
 * Rules of the whole series stay as they are and apply to the copy anyway.
 */
export function rulesOfEvent(
  source: EditorEventRecord,
  children: readonly StoredChild[],
  rules: readonly StoredChild[],
): StoredChild[] {
  const races = new Set(children.filter((c) => c.entity === 'subevent').map((c) => c.guid));
  return rules.filter(
    (r) =>
      (r.entity === 'paymentDetail' &&
        (r.scope as { eventGuid?: string } | undefined)?.eventGuid === source.guid) ||
      (r.entity === 'numbering' && races.has(r.subEventGuid)),
  );
}

/** The new public key of a document's file: its own guid in the path (`files/<series>/<guid>/<name>`). */
function copiedFileKey(seriesGuid: string, newGuid: string, fileKey: string): string {
  return `${PUBLIC_FILES_PREFIX}${seriesGuid}/${newGuid}/${fileKey.split('/').pop() ?? 'file'}`;
}

/** The pure mapping: new guids everywhere, references remapped, dates shifted, counters fresh. */
export function planEventCopy(input: CopyPlanInput): EventCopy {
  const { source, shiftDays: days, actor, newId } = input;
  const kept = input.children.filter((c) => c.archived !== true);
  const rules = rulesOfEvent(source, kept, input.seriesRules);
  const guids = new Map(ownedGuids([source, ...kept, ...rules]).map((g) => [g, newId()]));
  const at = input.now.toISOString();
  // Documents get their own copy of the file: deleting the source's document removes its file.
  const files: FileCopy[] = [];
  const urls = new Map<string, string>();
  const withFile = (original: StoredChild, copied: StoredChild): StoredChild => {
    if (original.entity !== 'document' || typeof original.fileKey !== 'string') return copied;
    const to = copiedFileKey(source.seriesGuid, String(copied.guid), original.fileKey);
    files.push({ from: original.fileKey, to, name: String(original.name ?? original.fileKey) });
    if (typeof original.url === 'string') urls.set(original.url, `/${to}`);
    return { ...copied, fileKey: to, url: `/${to}` };
  };
  // The copy's own stamps: created now (a record that had them keeps them, with this time).
  const stamps = (c: StoredChild) => ({
    ...(c.dateCreated !== undefined ? { dateCreated: at } : {}),
    ...(c.dateUpdated !== undefined ? { dateUpdated: at } : {}),
  });
  const children = kept.map((c) =>
    withFile(c, { ...(remapValue(c, guids, days) as StoredChild), ...stamps(c) }),
  );
  const seriesItems = rules.map((r) => ({
    ...(remapValue(r, guids, days) as StoredChild),
    ...stamps(r),
    // A numbering of the new season has numbered nobody yet.
    ...(r.entity === 'numbering' ? { assignedCount: 0, lastExecutedAt: null } : {}),
  }));
  const event = {
    ...(remapValue(source, guids, days) as EditorEventRecord),
    name: input.name?.trim() || source.name,
    order: input.order,
    // Published by the organiser once checked: a copy does not appear on the homepage by itself.
    allowOnHomepage: false,
    // The logo of a copied document is the copy's file; a logo from elsewhere stays as it is.
    logoUrl: (source.logoUrl && urls.get(source.logoUrl)) || source.logoUrl,
    version: 0,
    dateCreated: at,
    dateUpdated: at,
  };
  const counters = input.capacities.map((c) => ({
    scope: c.scope,
    guid: guids.get(c.guid) ?? c.guid,
    capacity: c.capacity,
  }));
  const count = (entity: string, items: readonly StoredChild[]) =>
    items.filter((c) => c.entity === entity).length;
  const changes = [
    { field: 'copiedFrom', before: null, after: `${source.name} (${source.guid})` },
    { field: 'shiftDays', before: null, after: days },
    { field: 'name', before: null, after: event.name },
    { field: 'dateFrom', before: null, after: event.dateFrom },
    { field: 'documents', before: null, after: count('document', children) },
    { field: 'paymentDetails', before: null, after: count('paymentDetail', seriesItems) },
    { field: 'numberings', before: null, after: count('numbering', seriesItems) },
  ];
  const entry = { historyId: newId(), at, action: 'CREATE' as const, actor, changes };
  return {
    event,
    children,
    seriesItems,
    counters,
    files,
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

export interface CopySteps {
  /** Staged first, in chunks: reachable only through the new event (exposed index keys held back). */
  staged: StoredChild[];
  /** Visible items that do not fit the commit transaction: staged last (removed on failure). */
  late: StoredChild[];
  commit: CopyCommit;
}

/**
 * Splits the copy into the staged items and the commit transaction. An index attribute whose
 * partition names none of the copy's guids (`EMAILS` of the e-mails across series) would show the
 * item before the event exists: it is held back and set by the commit.
 */
export function copySteps(copy: EventCopy): CopySteps {
  const own = new Set(ownedGuids([copy.event, ...copy.children]));
  const reachable = (v: unknown) => typeof v === 'string' && v.split('#').some((part) => own.has(part));
  // The event, its two history entries and the check that the copy was not abandoned, then as
  // many visible writes as fit (the e-mails'
  // index keys first: a handful per event, then the series' rules).
  let room = MAX_TRANSACTION_WRITES - 4;
  const staged: StoredChild[] = [];
  const late: StoredChild[] = [];
  const publish: IndexPublish[] = [];
  for (const child of copy.children) {
    const exposed = INDEX_KEYS.filter(([pk]) => child[pk] !== undefined && !reachable(child[pk]));
    if (!exposed.length) staged.push(child);
    else if (room <= 0) late.push(child);
    else {
      room -= 1;
      const held: StoredChild = { ...child };
      const set: Record<string, unknown> = {};
      for (const [pk, sk] of exposed)
        for (const attribute of [pk, sk]) {
          if (held[attribute] !== undefined) set[attribute] = held[attribute];
          delete held[attribute];
        }
      staged.push(held);
      publish.push({ pk: String(child.pk), sk: String(child.sk), set });
    }
  }
  const puts = copy.seriesItems.slice(0, room);
  late.push(...copy.seriesItems.slice(puts.length));
  return {
    staged,
    late,
    commit: {
      event: copy.event,
      history: copy.history,
      seriesHistory: copy.seriesHistory,
      puts,
      publish,
    },
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes the copy all or nothing (see the top of this module): staged chunks, files, counters,
 * the late visible items, then the commit. On a failure it first abandons the copy, so that a
 * commit whose answer was lost cannot land while it cleans up; if that commit had landed, the copy
 * is whole and stays. Otherwise it removes whatever it wrote (a chunk that failed may be written in
 * part). When even abandoning fails, nothing is removed: what stays is unreachable or whole.
 */
export async function writeEventCopy(
  store: EventCopyStore,
  files: EventCopyFiles,
  copy: EventCopy,
): Promise<void> {
  const steps = copySteps(copy);
  const items: StoredChild[] = [];
  const counters: CounterCopy[] = [];
  const fileKeys: string[] = [];
  try {
    for (const chunk of chunks(steps.staged, STAGE_CHUNK)) {
      items.push(...chunk);
      await store.stage(chunk, []);
    }
    for (const file of copy.files) {
      fileKeys.push(file.to);
      // A document whose file is gone cannot be copied whole: refuse (and clean up) instead of a
      // copy with a broken logo.
      if (!(await files.copy(file.from, file.to)))
        throw new BusinessRuleError('seriesEditor.copyDocumentMissing', { name: file.name });
    }
    for (const chunk of chunks(copy.counters, STAGE_CHUNK)) {
      counters.push(...chunk);
      await store.stage([], chunk);
    }
    for (const chunk of chunks(steps.late, STAGE_CHUNK)) {
      items.push(...chunk);
      await store.stage(chunk, []);
    }
    await store.commit(steps.commit);
  } catch (error) {
    const landed = await store.abandon(copy.event.guid).catch(() => undefined);
    if (landed === true) return;
    if (landed === false) {
      // Best effort: what stays after a failed cleanup is unreachable (fresh guids, no event).
      await store.unstage(items, counters).catch(() => undefined);
      await Promise.all(fileKeys.map((key) => files.remove(key).catch(() => undefined)));
    }
    throw error;
  }
}

/** POST admin/series/events/{id}/copy: the new event at the end of the series' list. */
export async function copyEvent(
  ports: SeriesEditorPorts,
  copyStore: EventCopyStore,
  files: EventCopyFiles,
  actor: Actor,
  guid: string,
  body: { shiftDays: number; name?: string | undefined; seriesGuid: string },
  now: Date,
): Promise<EventDetail> {
  const source = await ports.store.getEvent(guid);
  // The series the call was permitted for must be the event's own.
  if (!source || source.seriesGuid !== body.seriesGuid) throw new NotFoundError('seriesEditor.eventNotFound');
  const children = await copyStore.eventChildren(guid);
  const seriesRules = await copyStore.seriesRules(source.seriesGuid);
  const capacities = await copyStore.capacities(counterRefs(source, children));
  const siblings = await ports.store.eventsOfSeries(source.seriesGuid);
  const copy = planEventCopy({
    source,
    children,
    seriesRules,
    capacities,
    shiftDays: body.shiftDays,
    name: body.name,
    order: Math.max(0, ...siblings.map((e) => e.order)) + 1,
    actor,
    now,
    newId: ports.newId,
  });
  await writeEventCopy(copyStore, files, copy);
  return eventDetail(copy.event);
}
