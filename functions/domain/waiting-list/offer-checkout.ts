import type { CounterRef } from '../orders/order-records';
import { placeInBuckets } from '../checkout/capacity-buckets';
import { BusinessRuleError } from '../errors';
import { isOverdue, offerHash, type WaitingOfferRecord } from './waiting-list-rules';

/** The offer links a cart carries (hashed as they are stored). */
export const offerHashesOf = (items: ReadonlyArray<{ waitingListOffer?: string | null | undefined }>) => [
  ...new Set(items.flatMap((i) => (i.waitingListOffer ? [offerHash(i.waitingListOffer)] : []))),
];

/**
 * The waiting-list offers a cart consumes, checked: each link names a live offer of its item's
 * race (and of its category or wave, for a part's list: the held place is in that counter), used
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
    const { part } = offer;
    if (part && (part.kind === 'category' ? item.categoryGuid : item.waveGuid) !== part.guid)
      throw new BusinessRuleError('waitingList.offerOtherPart', undefined, 400);
    used.push(offer);
  }
  return used;
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
