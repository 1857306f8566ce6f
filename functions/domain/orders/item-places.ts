import type { CounterRef, OrderItemRecord } from './order-records';
import { countersToRelease } from './expire-orders';
import { tieCounterGuid } from './counter-ledger';

/**
 * Which capacity places one order item holds, so cancelling or expiring the item alone releases
 * exactly those, once.
 *
 * The order keeps one ledger, `order.counters`: the places it still holds. Checkout took them per
 * cart item from the item's own keys (event, subevent, category, subcategory, wave, team and the
 * chosen card options), so the item's share is derived from those keys and then clipped to what the
 * ledger still holds; the item action removes the share from the ledger in the same guarded
 * transaction that marks the item (the order update holds only while `dateUpdated` is unchanged).
 * Hence: an item releases at most once (a cancelled item is refused), the order never releases more
 * than it took, and a later expiry / removal of the order releases only what is left.
 */

type PlaceItem = Pick<
  OrderItemRecord,
  | 'index'
  | 'kind'
  | 'seriesEventGuid'
  | 'subEventGuid'
  | 'categoryGuid'
  | 'subcategoryGuid'
  | 'waveGuid'
  | 'teamGuid'
  | 'values'
>;

/** The places the item took at checkout (before clipping to the order's ledger). */
export function placesOfItem(item: PlaceItem, items: readonly PlaceItem[]): CounterRef[] {
  // A relay takes one race place for the whole team: it sits on the team's first racer in the order.
  const leadsRelay =
    item.kind !== 'relay' ||
    items
      .filter(
        (i) => i.kind === 'relay' && i.teamGuid === item.teamGuid && i.subEventGuid === item.subEventGuid,
      )
      .every((i) => i.index >= item.index);
  const wanted: CounterRef[] = [];
  const add = (scope: CounterRef['scope'], guid: string | null | undefined) => {
    if (guid) wanted.push({ scope, guid, n: 1 });
  };
  if (leadsRelay) {
    add('event', item.seriesEventGuid);
    add('subevent', item.subEventGuid);
    add('category', item.categoryGuid);
    add('wave', item.waveGuid);
    add('subcategory', item.subcategoryGuid);
  }
  add('team', item.teamGuid);
  // With each card place, its usage entry tied to the item's category or wave (the one the
  // checkout wrote, if any: the clipping below drops the other).
  const addCard = (scope: 'cardItem' | 'cardValue', guid: string) => {
    add(scope, guid);
    add(scope, tieCounterGuid(guid, { kind: 'category', guid: item.categoryGuid }));
    if (item.waveGuid) add(scope, tieCounterGuid(guid, { kind: 'wave', guid: item.waveGuid }));
  };
  for (const v of item.values ?? []) {
    for (const option of v.itemGuids ?? []) addCard('cardItem', option);
    // A priced or chosen value counted toward its group (clipped below when it did not).
    if ((v.itemGuids ?? []).length > 0 || v.price > 0) addCard('cardValue', v.cardValueGuid);
  }
  return countersToRelease(wanted);
}

/**
 * Splits the order's ledger: the item's share (what it still holds of `wanted`) and the rest. A
 * sharded scope's places may sit in several buckets: the share takes them entry by entry, each
 * keeping its bucket.
 */
export function takeShare(
  ledger: readonly CounterRef[] | undefined,
  wanted: readonly CounterRef[],
): { share: CounterRef[]; rest: CounterRef[] } {
  const left = countersToRelease(ledger).map((c) => ({ ...c }));
  const share: CounterRef[] = [];
  for (const w of countersToRelease(wanted)) {
    let want = w.n;
    for (const held of left) {
      if (want <= 0) break;
      if (held.scope !== w.scope || held.guid !== w.guid || held.n <= 0) continue;
      const n = Math.min(held.n, want);
      share.push({ scope: held.scope, guid: held.guid, n, ...(held.bucket ? { bucket: held.bucket } : {}) });
      held.n -= n;
      want -= n;
    }
  }
  return { share, rest: left.filter((c) => c.n > 0) };
}
