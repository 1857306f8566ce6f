/**
 * When a series' registrations last changed as partners read them (issue 28, the `updatedSince`
 * of the partner registrations route). The order's `dateUpdated` moves on payments, cancellations
 * and runner data but not on a start number, which is written on the item alone; so the projector
 * derives, from each order or item record of the table's stream, whether anything a partner row
 * shows changed, and moves the order's **change mark** (functions/adapters/dynamodb/
 * partner-change-repository.ts) to the time it saw it. The mark is keyed by that time in the
 * series' partition of an index, so a poll reads only what changed since it asked.
 */

type Image = Record<string, unknown>;

/** The order fields a partner row shows (functions/domain/partner-api/partner-reads.ts). */
export const PARTNER_ORDER_FIELDS = [
  'seriesGuid',
  'paid',
  'cancelled',
  'expired',
  'deleted',
  'dateUpdated',
] as const;
/** The item fields a partner row shows, and those that decide its state or whether it is listed. */
export const PARTNER_ITEM_FIELDS = [
  'startNumber',
  'firstName',
  'lastName',
  'gender',
  'birthYear',
  'club',
  'subEventGuid',
  'subEventName',
  'categoryGuid',
  'categoryName',
  'waveGuid',
  'waveName',
  'teamName',
  'paid',
  'cancelled',
  'expired',
  'expiredAlone',
  'relayRemoved',
] as const;

/** One order whose partner rows changed in a stream batch, at its latest record of the batch. */
export interface PartnerChange {
  orderGuid: string;
  seriesGuid: string;
  /** The stream sequence number of the order's latest record, zero-padded (compares as a string). */
  seq: string;
}

/** Stream sequence numbers are decimal strings of up to 40 digits: padded, they compare as strings. */
export const paddedSeq = (seq: string): string => seq.replace(/^0+/, '').padStart(40, '0');

const visible = (image: Image | undefined, fields: readonly string[]) =>
  image ? JSON.stringify(fields.map((f) => image[f] ?? null)) : null;

/** The order a record belongs to, if its partner-visible fields changed (an insert or a removal did). */
export function partnerChangeOf(record: {
  seq: string;
  newImage?: Image;
  oldImage?: Image;
}): PartnerChange | null {
  const image = record.newImage ?? record.oldImage;
  if (!image || typeof image.seriesGuid !== 'string' || !image.seriesGuid) return null;
  const orderGuid =
    image.entity === 'order' ? image.guid : image.entity === 'orderItem' ? image.orderGuid : undefined;
  if (typeof orderGuid !== 'string' || !orderGuid) return null;
  const fields = image.entity === 'order' ? PARTNER_ORDER_FIELDS : PARTNER_ITEM_FIELDS;
  if (visible(record.newImage, fields) === visible(record.oldImage, fields)) return null;
  return { orderGuid, seriesGuid: image.seriesGuid, seq: paddedSeq(record.seq) };
}

/** The batch's changes, one per order (its latest record). */
export function partnerChangesOf(
  records: ReadonlyArray<{ seq: string; newImage?: Image; oldImage?: Image }>,
): PartnerChange[] {
  const byOrder = new Map<string, PartnerChange>();
  for (const r of records) {
    const change = partnerChangeOf(r);
    if (!change) continue;
    const seen = byOrder.get(change.orderGuid);
    if (!seen || seen.seq < change.seq) byOrder.set(change.orderGuid, change);
  }
  return [...byOrder.values()];
}
