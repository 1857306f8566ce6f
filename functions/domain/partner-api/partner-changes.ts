/**
 * When a series' registrations last changed as partners read them (issue 28, the `updatedSince`
 * of the partner registrations route). The order's `dateUpdated` moves on payments, cancellations
 * and runner data but not on a start number, which is written on the item alone; so the projector
 * derives, from each order or item record of the table's stream, whether anything a partner row
 * shows changed, and moves a **change mark** (functions/adapters/dynamodb/
 * partner-change-repository.ts) to the time it saw it: the order's mark for what all its
 * registrations show (paid, cancelled), a registration's own mark for what only it shows (its start
 * number, runner data), so a poll lists the one runner of five who got a number, not all five.
 * Marks are keyed by that time in the series' partition of an index, so a poll reads only what
 * changed since it asked.
 */

type Image = Record<string, unknown>;

/**
 * The order fields a partner row shows (functions/domain/partner-api/partner-reads.ts). Not its
 * `dateUpdated`: that moves with any item's change too, which the item's own mark records.
 */
export const PARTNER_ORDER_FIELDS = ['seriesGuid', 'paid', 'cancelled', 'expired', 'deleted'] as const;
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

/**
 * An order (without `itemGuid`: all its registrations) or one registration whose partner rows
 * changed in a stream batch, at its latest record of the batch.
 */
export interface PartnerChange {
  orderGuid: string;
  /** The registration's own change; absent: the order's, which every registration of it shows. */
  itemGuid?: string;
  seriesGuid: string;
  /** The stream sequence number of the order's latest record, zero-padded (compares as a string). */
  seq: string;
}

/** Stream sequence numbers are decimal strings of up to 40 digits: padded, they compare as strings. */
export const paddedSeq = (seq: string): string => seq.replace(/^0+/, '').padStart(40, '0');

const visible = (image: Image | undefined, fields: readonly string[]) =>
  image ? JSON.stringify(fields.map((f) => image[f] ?? null)) : null;

/**
 * The order or the registration a record is, if its partner-visible fields changed (an insert or a
 * removal did). An item record without its guid (none is written so) falls back to its order's mark.
 */
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
  const itemGuid = image.entity === 'orderItem' ? image.itemGuid : undefined;
  return {
    orderGuid,
    ...(typeof itemGuid === 'string' && itemGuid ? { itemGuid } : {}),
    seriesGuid: image.seriesGuid,
    seq: paddedSeq(record.seq),
  };
}

const markId = (c: { orderGuid: string; itemGuid?: string }) => `${c.orderGuid}#${c.itemGuid ?? ''}`;

/**
 * The batch's changes, one per order mark and per registration mark (its latest record). A
 * registration's change is left out when its order's mark moves in the same batch: both would be
 * moved to the same time, and a registration's change time is the later of the two marks
 * (`latestMark`), so its own mark there says nothing the order's does not; a poll lists it once
 * either way. That spares a new order one conditional write per registration, and a payment that
 * also marks its items paid one per item.
 */
export function partnerChangesOf(
  records: ReadonlyArray<{ seq: string; newImage?: Image; oldImage?: Image }>,
): PartnerChange[] {
  const byMark = new Map<string, PartnerChange>();
  for (const r of records) {
    const change = partnerChangeOf(r);
    if (!change) continue;
    const seen = byMark.get(markId(change));
    if (!seen || seen.seq < change.seq) byMark.set(markId(change), change);
  }
  return [...byMark.values()].filter((c) => !c.itemGuid || !byMark.has(markId({ orderGuid: c.orderGuid })));
}
