import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { countDay, flagCombination, type OrderCountMove, searchTokens } from '../orders/order-list-index';
import {
  mergeStatDeltas,
  placementDeltas,
  type StatDelta,
  type StatOrder,
} from '../statistics/stat-counters';

/**
 * The data derived from orders (statistics counters, the orders list's counts, its search index and
 * its per-event index) as a function of one order's **projected snapshot**: the few fields of the
 * order and of its items those projections read. The projector (functions/workers/
 * project-stream.handler.ts) keeps, per order, the snapshot it has projected so far; a stream record
 * of the order or of one of its items gives the new snapshot, and what the projections must change
 * is the difference between the two (`projectionDiff`). Deriving from the stored snapshot rather than
 * from the record's old image makes a record applied twice, or an older record arriving after a
 * newer one (refused by the per-record sequence guard, `foldChanges`), change nothing; the old image
 * serves only as the baseline of an order projected before the projector existed.
 */

export type ProjectedOrder = StatOrder &
  Pick<OrderRecord, 'guid' | 'variableSymbol' | 'eventGuids' | 'issued'> & {
    registrator: Pick<OrderRecord['registrator'], 'firstName' | 'lastName' | 'email'>;
  };

export type ProjectedItem = Pick<OrderItemRecord, 'kind' | 'seriesEventGuid' | 'subEventGuid'>;

/**
 * What the projections read an order or an item from: a stream image or a stored row (untyped), or
 * a record about to be written; each attribute is checked as it is read (`projectOrder`).
 */
export type OrderImage = { readonly [K in keyof OrderRecord]?: unknown };
export type ItemImage = { readonly [K in keyof OrderItemRecord]?: unknown };

export interface ProjectionSnapshot {
  /** null: no order (not seen yet, or removed). */
  order: ProjectedOrder | null;
  /** By item index. */
  items: Record<string, ProjectedItem>;
}

/** The projector's stored state of one order: the snapshot and the last applied record per key. */
export interface ProjectionState extends ProjectionSnapshot {
  orderGuid: string;
  /** Stream sequence number of the last record applied, per record key (`order`, `item#<index>`). */
  seqs: Record<string, string>;
  /** Parts known to the state (`order`, `item#<index>`): an unknown part takes the old image as its baseline. */
  known: string[];
  /** Write count of the state item (its optimistic-concurrency guard); 0 = not stored yet. */
  rev: number;
}

/** One stream record of an order or item, images unmarshalled. */
export interface OrderStreamChange {
  orderGuid: string;
  /** `order` or `item#<index>`. */
  key: string;
  /** Stream sequence number (digits; increases per item in the stream). */
  seq: string;
  newImage?: Record<string, unknown>;
  oldImage?: Record<string, unknown>;
}

export const emptyState = (orderGuid: string): ProjectionState => ({
  orderGuid,
  order: null,
  items: {},
  seqs: {},
  known: [],
  rev: 0,
});

/** The change a stream record of the table makes to an order's projections, if it is one. */
export function orderChangeOf(record: {
  seq: string;
  newImage?: Record<string, unknown>;
  oldImage?: Record<string, unknown>;
}): OrderStreamChange | null {
  const image = record.newImage ?? record.oldImage;
  if (!image) return null;
  if (image.entity === 'order' && typeof image.guid === 'string')
    return { ...record, orderGuid: image.guid, key: 'order' };
  if (image.entity === 'orderItem' && typeof image.orderGuid === 'string' && typeof image.index === 'number')
    return { ...record, orderGuid: image.orderGuid, key: `item#${image.index}` };
  return null;
}

/**
 * Whether a record changes nothing any projection reads: both images project the same (an item's
 * `paid` or start number, an order's e-mail and payment bookkeeping). The projector drops such a
 * record before it reads the order's state, so a batch of them (a bank import's items, start
 * numbers, check-ins) costs no state read or write. Skipping it is what applying it would do
 * (the same snapshot); the record's sequence number is not kept, which only a later record of the
 * same key reads, and that one comes after it in the stream.
 */
export function projectsNothing(change: OrderStreamChange): boolean {
  const { newImage, oldImage } = change;
  if (!newImage || !oldImage) return false;
  const project = change.key === 'order' ? projectOrder : projectItem;
  return JSON.stringify(project(newImage)) === JSON.stringify(project(oldImage));
}

/** Compares two stream sequence numbers (decimal strings of any length). */
export function compareSeq(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function projectOrder(image: OrderImage): ProjectedOrder {
  const r = (image.registrator ?? {}) as Record<string, unknown>;
  return {
    guid: str(image.guid),
    seriesGuid: str(image.seriesGuid),
    dateCreated: str(image.dateCreated),
    variableSymbol: str(image.variableSymbol),
    registrator: { firstName: str(r.firstName), lastName: str(r.lastName), email: str(r.email) },
    eventGuids: Array.isArray(image.eventGuids) ? [...new Set(image.eventGuids.map(String))].sort() : [],
    paid: image.paid === true,
    expired: image.expired === true,
    cancelled: image.cancelled === true,
    deleted: image.deleted === true,
    issued: image.issued === true,
    paymentMethod: num(image.paymentMethod),
    currency: str(image.currency) as ProjectedOrder['currency'],
    calculatedPrice: num(image.calculatedPrice),
    cancelledAmount: num(image.cancelledAmount),
  };
}

export function projectItem(image: ItemImage): ProjectedItem {
  return {
    kind: str(image.kind) as ProjectedItem['kind'],
    seriesEventGuid: str(image.seriesEventGuid),
    subEventGuid: str(image.subEventGuid),
  };
}

/** The snapshot of an order as stored now (the rebuild's source: the order and its items read by key). */
export function snapshotOf(order: OrderImage | null, items: ReadonlyArray<ItemImage>): ProjectionSnapshot {
  return {
    order: order ? projectOrder(order) : null,
    items: Object.fromEntries(items.map((i) => [String(i.index), projectItem(i)])),
  };
}

function setPart(s: ProjectionSnapshot, key: string, image: Record<string, unknown> | undefined) {
  if (key === 'order') return { ...s, order: image ? projectOrder(image) : null };
  const index = key.slice('item#'.length);
  const items = { ...s.items };
  if (image) items[index] = projectItem(image);
  else delete items[index];
  return { ...s, items };
}

/**
 * Applies an order's stream records (in stream order) to its state. A record at or before the
 * last one applied for its key is skipped (a duplicate or a replay). A part the state has never
 * seen takes the record's old image as its baseline (`before`): the projections of an order
 * written before the projector already count it. Answers the snapshots to diff and the new state.
 */
export function foldChanges(
  state: ProjectionState,
  changes: readonly OrderStreamChange[],
): { before: ProjectionSnapshot; after: ProjectionSnapshot; state: ProjectionState } {
  let before: ProjectionSnapshot = { order: state.order, items: state.items };
  let after = before;
  const seqs = { ...state.seqs };
  const known = new Set(state.known);
  for (const c of changes) {
    const last = seqs[c.key];
    if (last !== undefined && compareSeq(c.seq, last) <= 0) continue;
    if (!known.has(c.key) && c.oldImage) {
      before = setPart(before, c.key, c.oldImage);
      after = setPart(after, c.key, c.oldImage);
    }
    known.add(c.key);
    after = setPart(after, c.key, c.newImage);
    seqs[c.key] = c.seq;
  }
  return { before, after, state: { ...state, ...after, seqs, known: [...known].sort() } };
}

/** One entry of the orders list's search index or its per-event index. */
export type IndexEntry =
  | {
      kind: 'search';
      seriesGuid: string;
      token: string;
      orderGuid: string;
      dateCreated: string;
      tokens: string[];
    }
  | {
      kind: 'event';
      eventGuid: string;
      seriesGuid: string;
      orderGuid: string;
      dateCreated: string;
      eventGuids: string[];
    };

export const entryId = (e: IndexEntry) =>
  e.kind === 'search'
    ? `search|${e.seriesGuid}|${e.token}|${e.orderGuid}`
    : `event|${e.eventGuid}|${e.dateCreated}|${e.orderGuid}`;

/** The index entries a snapshot stands for. */
export function indexEntries(s: ProjectionSnapshot): IndexEntry[] {
  const o = s.order;
  if (!o) return [];
  const tokens = searchTokens(o);
  return [
    ...tokens.map((token): IndexEntry => ({
      kind: 'search',
      seriesGuid: o.seriesGuid,
      token,
      orderGuid: o.guid,
      dateCreated: o.dateCreated,
      tokens,
    })),
    ...o.eventGuids.map((eventGuid): IndexEntry => ({
      kind: 'event',
      eventGuid,
      seriesGuid: o.seriesGuid,
      orderGuid: o.guid,
      dateCreated: o.dateCreated,
      eventGuids: o.eventGuids,
    })),
  ];
}

/** The statistics counters a snapshot adds (the checkout's own `placementDeltas`; items count once the order is known). */
export function statContribution(s: ProjectionSnapshot): StatDelta[] {
  return s.order ? placementDeltas(s.order, Object.values(s.items)) : [];
}

const negate = (d: StatDelta): StatDelta => ({
  ...d,
  add: Object.fromEntries(Object.entries(d.add).map(([k, v]) => [k, -v])),
});

/** What the projections must change between two snapshots of an order. */
export interface ProjectionDiff {
  /** Day and race-day deltas (the adapter adds the month roll-ups). */
  stats: StatDelta[];
  counts: OrderCountMove[];
  puts: IndexEntry[];
  deletes: IndexEntry[];
}

export function projectionDiff(before: ProjectionSnapshot, after: ProjectionSnapshot): ProjectionDiff {
  const stats = mergeStatDeltas([...statContribution(after), ...statContribution(before).map(negate)]);
  const counts: OrderCountMove[] = [];
  const from = before.order;
  const to = after.order;
  const fromMove = from && { seriesGuid: from.seriesGuid, day: countDay(from.dateCreated) };
  const toMove = to && { seriesGuid: to.seriesGuid, day: countDay(to.dateCreated) };
  if (fromMove && toMove && fromMove.seriesGuid === toMove.seriesGuid && fromMove.day === toMove.day) {
    const a = flagCombination(from);
    const b = flagCombination(to);
    if (a !== b) counts.push({ ...toMove, from: a, to: b });
  } else {
    if (fromMove && from) counts.push({ ...fromMove, from: flagCombination(from) });
    if (toMove && to) counts.push({ ...toMove, to: flagCombination(to) });
  }
  const old = new Map(indexEntries(before).map((e) => [entryId(e), e]));
  const fresh = new Map(indexEntries(after).map((e) => [entryId(e), e]));
  const puts = [...fresh]
    .filter(([id, e]) => JSON.stringify(old.get(id)) !== JSON.stringify(e))
    .map(([, e]) => e);
  const deletes = [...old].filter(([id]) => !fresh.has(id)).map(([, e]) => e);
  return { stats, counts, puts, deletes };
}

export const isEmptyDiff = (d: ProjectionDiff) =>
  !d.stats.length && !d.counts.length && !d.puts.length && !d.deletes.length;

/** Whether two snapshots project the same (nothing to write). */
export const sameSnapshot = (a: ProjectionSnapshot, b: ProjectionSnapshot) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function canonical(s: ProjectionSnapshot) {
  return {
    order: s.order && Object.fromEntries(Object.entries(s.order).sort(([a], [b]) => (a < b ? -1 : 1))),
    items: Object.keys(s.items)
      .sort()
      .map((k) => [k, s.items[k]?.kind, s.items[k]?.seriesEventGuid, s.items[k]?.subEventGuid]),
  };
}
