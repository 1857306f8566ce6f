import { pragueDay } from '@shared/statistics/statistics-calendar';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';

/**
 * Pre-aggregated statistics counters (design: "a season of 50,000 orders answers in ≤ 1 s", so the
 * statistics never read orders). One `STAT#<seriesGuid>` / `DAY#<yyyy-mm-dd>` item per series and
 * Prague day of placement holds flat numeric attributes (the per-race counters sit apart in
 * `RACEDAY#<yyyy-mm-dd>`, so the statistics over every series read only the small summary items); every write that creates an order or
 * changes a flag, price or method of one ADDs the difference to the day the order was placed, in
 * the same transaction (so a counter changes exactly when its order does). The statistics of a
 * range are the sums of the days in it: a cohort view, "orders placed in the range and what became
 * of them".
 *
 * Attribute names (all numbers):
 * - `orders`, `unpaid`, `paid`, `expired`, `cancelled`, `removed`, `paidCard`, `paidTransfer`
 * - `items`, `teamItems`; on the RACEDAY item `race#<eventGuid>#<subEventGuid>` (registrations
 *   placed per race, written only at checkout)
 * - `price#<currency>#<minor>` (orders at that price: min, max and average without reading them)
 * - `revenue#<currency>` (prices of paid orders), `returned#<currency>` (returned on cancellation)
 */
export type StatCounters = Record<string, number>;

/** The order fields the counters read (the projector keeps just these of an order). */
export type StatOrder = Pick<
  OrderRecord,
  | 'seriesGuid'
  | 'dateCreated'
  | 'paid'
  | 'expired'
  | 'cancelled'
  | 'deleted'
  | 'paymentMethod'
  | 'currency'
  | 'calculatedPrice'
  | 'cancelledAmount'
>;

/** What one order adds to its day's counters in its current state (items not included). */
export function orderContribution(order: StatOrder): StatCounters {
  const open = !order.paid && !order.expired && !order.cancelled && !order.deleted;
  const c: StatCounters = {
    orders: 1,
    unpaid: open ? 1 : 0,
    paid: order.paid ? 1 : 0,
    expired: order.expired ? 1 : 0,
    cancelled: order.cancelled ? 1 : 0,
    removed: order.deleted ? 1 : 0,
    paidCard: order.paid && order.paymentMethod === 1 ? 1 : 0,
    paidTransfer: order.paid && order.paymentMethod === 2 ? 1 : 0,
    [`price#${order.currency}#${order.calculatedPrice}`]: 1,
    [`revenue#${order.currency}`]: order.paid ? order.calculatedPrice : 0,
    [`returned#${order.currency}`]: order.cancelledAmount ?? 0,
  };
  return c;
}

/** Registrations the items add (counted when placed; the per-race line shows arrivals). */
export function itemsContribution(
  items: readonly Pick<OrderItemRecord, 'kind' | 'seriesEventGuid' | 'subEventGuid'>[],
): { summary: StatCounters; races: StatCounters } {
  const summary: StatCounters = { items: items.length, teamItems: 0 };
  const races: StatCounters = {};
  for (const item of items) {
    if (item.kind !== 'regular') summary.teamItems = (summary.teamItems ?? 0) + 1;
    const key = `race#${item.seriesEventGuid}#${item.subEventGuid}`;
    races[key] = (races[key] ?? 0) + 1;
  }
  return { summary, races };
}

function withoutZeros(c: StatCounters): StatCounters {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== 0));
}

export interface StatDelta {
  /** The day's summary item, its per-race item, or the month's roll-up of the summary items. */
  item: 'day' | 'races' | 'month';
  seriesGuid: string;
  /** Prague day the order was placed (`yyyy-mm-dd`); for a `month` delta its month (`yyyy-mm`). */
  day: string;
  add: StatCounters;
}

/**
 * The month roll-up (`STAT#<series>` / `MONTH#<yyyy-mm>`): the sum of the month's `DAY#` summary
 * items, so the statistics over many series or a long range read 12 items a year instead of 365.
 * Besides the summed counters it keeps each day's registrations as `itemsOn#<dd>`, which is all the
 * graph of every series needs (one line per series of registrations placed), even by day.
 */
export const ITEMS_ON = 'itemsOn#';

/** What a day's summary counters add to their month's roll-up item. */
export function monthAdd(day: string, add: StatCounters): StatCounters {
  const out = { ...add };
  if (add.items) out[`${ITEMS_ON}${day.slice(8, 10)}`] = add.items;
  return out;
}

/** A month roll-up's counters without the per-day registrations, and those by day. */
export function splitMonth(
  month: string,
  counters: StatCounters,
): { summary: StatCounters; itemsByDay: Array<[day: string, items: number]> } {
  const summary: StatCounters = {};
  const itemsByDay: Array<[string, number]> = [];
  for (const [k, v] of Object.entries(counters)) {
    if (k.startsWith(ITEMS_ON)) itemsByDay.push([`${month}-${k.slice(ITEMS_ON.length)}`, v]);
    else summary[k] = v;
  }
  return { summary, itemsByDay };
}

/** The month item a day item rolls up into (the same seriesGuid, `day` = yyyy-mm). */
export function monthDelta(d: StatDelta): StatDelta | null {
  if (d.item !== 'day') return null;
  return { item: 'month', seriesGuid: d.seriesGuid, day: d.day.slice(0, 7), add: monthAdd(d.day, d.add) };
}

/** Identity of the counter item a delta updates (one update per item per transaction). */
export const statItemKey = (d: Pick<StatDelta, 'item' | 'seriesGuid' | 'day'>) =>
  `${d.item}|${d.seriesGuid}|${d.day}`;

/** The counter items a delta writes: its own and, for a day's summary, the month roll-up. */
export function statItemKeys(d: StatDelta): string[] {
  const month = monthDelta(d);
  return month ? [statItemKey(d), statItemKey(month)] : [statItemKey(d)];
}

/**
 * Every counter item update the deltas make, month roll-ups included, one per item: what a
 * transaction writes (its size is `statItemKeys` over the deltas, deduplicated).
 */
export function counterWrites(deltas: readonly StatDelta[]): StatDelta[] {
  return mergeStatDeltas(
    deltas.flatMap((d) => {
      const m = monthDelta(d);
      return m ? [d, m] : [d];
    }),
  );
}

/** The counters a new order adds: its day's summary and, with items, its day's races. */
export function placementDeltas(
  order: StatOrder,
  items: readonly Pick<OrderItemRecord, 'kind' | 'seriesEventGuid' | 'subEventGuid'>[],
): StatDelta[] {
  const { summary, races } = itemsContribution(items);
  const add = { ...orderContribution(order) };
  for (const [k, v] of Object.entries(summary)) add[k] = (add[k] ?? 0) + v;
  const day = pragueDay(order.dateCreated);
  const deltas: StatDelta[] = [{ item: 'day', seriesGuid: order.seriesGuid, day, add: withoutZeros(add) }];
  if (Object.keys(races).length)
    deltas.push({ item: 'races', seriesGuid: order.seriesGuid, day, add: races });
  return deltas;
}

/** The difference a change of an order makes (null when none of the counted fields changed). */
export function transitionDelta(before: OrderRecord, change: Partial<OrderRecord>): StatDelta | null {
  const after = { ...before, ...change };
  const add: StatCounters = {};
  for (const [k, v] of Object.entries(orderContribution(after))) add[k] = v;
  for (const [k, v] of Object.entries(orderContribution(before))) add[k] = (add[k] ?? 0) - v;
  const nonZero = withoutZeros(add);
  if (Object.keys(nonZero).length === 0) return null;
  return { item: 'day', seriesGuid: before.seriesGuid, day: pragueDay(before.dateCreated), add: nonZero };
}

/**
 * The deltas of many order changes added up per counter item (a bulk writer, such as the bank
 * import paying many orders in one transaction, may touch each item only once per transaction).
 */
export function mergeStatDeltas(deltas: readonly StatDelta[]): StatDelta[] {
  const merged = new Map<string, StatDelta>();
  for (const d of deltas) {
    const key = statItemKey(d);
    const into = merged.get(key);
    if (!into) {
      merged.set(key, { ...d, add: { ...d.add } });
      continue;
    }
    for (const [k, v] of Object.entries(d.add)) into.add[k] = (into.add[k] ?? 0) + v;
  }
  return [...merged.values()]
    .map((d) => ({ ...d, add: withoutZeros(d.add) }))
    .filter((d) => Object.keys(d.add).length > 0);
}
