import { keys } from './keys';

/**
 * The guard item of a start number: `STARTNO#<race>` / `NO#<nnnnnn>`. Start numbers are unique
 * per race (subevent), not per event: two races of one event may both give number 1, one race
 * never gives a number twice. Every write of a number puts its guard with
 * `attribute_not_exists(pk)` in the same transaction as the item (see ./README.md).
 */
export function startNumberGuard(
  subEventGuid: string,
  startNumber: number,
  owner: { itemGuid: string; orderGuid: string; numberingGuid?: string | null },
): { pk: string; sk: string } & Record<string, unknown> {
  return {
    ...keys.startNumber(subEventGuid, startNumber),
    entity: 'startNumber',
    subEventGuid,
    startNumber,
    itemGuid: owner.itemGuid,
    orderGuid: owner.orderGuid,
    ...(owner.numberingGuid !== undefined ? { numberingGuid: owner.numberingGuid } : {}),
  };
}
