import type { CounterRef } from '../orders/order-records';
import { placeInBuckets } from '../orders/counter-ledger';
import { BusinessRuleError } from '../errors';
import { isOverdue, offerHash, type WaitingOfferRecord } from './waiting-list-rules';

/** The offer links a cart carries (hashed as they are stored). */
export const offerHashesOf = (items: ReadonlyArray<{ waitingListOffer?: string | null | undefined }>) => [
  ...new Set(items.flatMap((i) => (i.waitingListOffer ? [offerHash(i.waitingListOffer)] : []))),
];

/**
 * The waiting-list offers a cart consumes, checked: each link names a live offer of its item's
 * race (and of its category, wave or sub-category, for a part's list: the held place is in that counter), used
 * by one item only. The order then takes the offer's held place instead of a new one
 * (the held places are already counted) and deletes the offer in its own transaction.
 */
export function cartOffers(
  items: ReadonlyArray<{
    subEventGuid: string;
    categoryGuid?: string | undefined;
    waveGuid?: string | null | undefined;
    waitingListOffer?: string | null | undefined;
  }>,
  offers: ReadonlyMap<string, WaitingOfferRecord> | undefined,
  now: Date,
): WaitingOfferRecord[] {
  const used: WaitingOfferRecord[] = [];
  for (const item of items) {
    if (!item.waitingListOffer) continue;
    const offer = offers?.get(offerHash(item.waitingListOffer));
    if (!offer || isOverdue(offer, now) || used.includes(offer))
      throw new BusinessRuleError('waitingList.offerNotFound', undefined, 409);
    if (offer.subEventGuid !== item.subEventGuid)
      throw new BusinessRuleError('waitingList.offerOtherRace', undefined, 400);
    if (!servesChoice(offer, item)) throw new BusinessRuleError('waitingList.offerOtherPart', undefined, 400);
    used.push(offer);
  }
  return used;
}

/**
 * Whether the item's category and wave are those the offer holds a place in. A sub-category's
 * offer holds one in its category as well; the person's sub-category itself follows from their age
 * and gender, known once they are placed (`offersInTheirSubcategory`).
 */
function servesChoice(
  offer: WaitingOfferRecord,
  item: { categoryGuid?: string | undefined; waveGuid?: string | null | undefined },
): boolean {
  const { part } = offer;
  if (!part) return true;
  if (part.kind === 'wave') return item.waveGuid === part.guid;
  if (part.kind === 'category') return item.categoryGuid === part.guid;
  return offer.held.some((c) => c.scope === 'category' && c.guid === item.categoryGuid);
}

/**
 * A sub-category's offer serves only a registration whose person falls into that sub-category
 * (the first whose age and gender rules match): otherwise its held place would be passed to an
 * order that never takes it, and lost. Checked once the cart's people are placed.
 */
export function offersInTheirSubcategory(
  items: ReadonlyArray<{ waitingListOffer?: string | null | undefined }>,
  offers: ReadonlyMap<string, WaitingOfferRecord> | undefined,
  placed: ReadonlyMap<number, ReadonlyArray<{ subcategoryGuid: string | null }>>,
): void {
  items.forEach((item, index) => {
    const part = item.waitingListOffer ? offers?.get(offerHash(item.waitingListOffer))?.part : undefined;
    if (part?.kind === 'subcategory' && placed.get(index)?.[0]?.subcategoryGuid !== part.guid)
      throw new BusinessRuleError('waitingList.offerOtherSubcategory', undefined, 400);
  });
}

/** Places the offers hold, per counter key (`<scope>#<guid>`), added to the order's held places. */
export function addOfferHeld(held: Map<string, number>, offers: readonly WaitingOfferRecord[]): void {
  for (const offer of offers)
    for (const c of offer.held)
      held.set(`${c.scope}#${c.guid}`, (held.get(`${c.scope}#${c.guid}`) ?? 0) + c.n);
}

/** The order's ledger with the offers' held places in the buckets they were taken from. */
export function offersInTheirBuckets(
  ledger: CounterRef[],
  offers: readonly WaitingOfferRecord[],
): CounterRef[] {
  let out = ledger;
  for (const offer of offers)
    for (const c of offer.held)
      if (c.bucket) out = placeInBuckets(out, c.scope, c.guid, [{ bucket: c.bucket, n: c.n }]);
  return out;
}
