import type { OrderItemRecord } from './order-records';

/**
 * The legs of a relay's racers (spec §4), as the team page, the team manager's changes and the
 * admin order detail all show them. Older racers were stored without a leg, so the leg is derived
 * here, in one place, from the items of the order model.
 */

/**
 * Racers with their legs: a stored track wins; racers registered before tracks were stored take
 * the lowest free legs in the order they were registered (item order of their order).
 */
export function racersWithTracks(items: OrderItemRecord[]): Array<{ item: OrderItemRecord; track: number }> {
  const sorted = [...items].sort(
    (a, b) =>
      a.dateCreated.localeCompare(b.dateCreated) ||
      a.orderGuid.localeCompare(b.orderGuid) ||
      a.index - b.index,
  );
  const taken = new Set(sorted.flatMap((i) => (i.track ? [i.track] : [])));
  let next = 1;
  return sorted
    .map((item) => {
      if (item.track) return { item, track: item.track };
      while (taken.has(next)) next++;
      taken.add(next);
      return { item, track: next };
    })
    .sort((a, b) => a.track - b.track);
}
