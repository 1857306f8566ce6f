/**
 * A registration's change time as partners see it (issue 28, the `updatedSince` poll): the later of
 * its order's change mark (what all the order's registrations show: paid, cancelled) and its own
 * (its start number, runner data, race), both moved by the projector
 * (functions/domain/partner-api/partner-changes.ts).
 */

/** A change mark as the partner reads give it: the order's (no `itemGuid`) or one registration's. */
export interface PartnerMark {
  orderGuid: string;
  itemGuid?: string;
  /** UTC ISO instant the projector saw the change. */
  changedAt: string;
}

/** The marks of a page's orders, by order: the order's own and its registrations' by item guid. */
export interface OrderMarks {
  order?: PartnerMark;
  items: Map<string, PartnerMark>;
}

export function marksByOrder(marks: readonly PartnerMark[]): Map<string, OrderMarks> {
  const out = new Map<string, OrderMarks>();
  for (const m of marks) {
    const entry = out.get(m.orderGuid) ?? { items: new Map<string, PartnerMark>() };
    if (m.itemGuid) entry.items.set(m.itemGuid, m);
    else entry.order = m;
    out.set(m.orderGuid, entry);
  }
  return out;
}

/**
 * The mark that gives a registration its change time: the later one; on a tie its own, so a
 * registration has exactly one latest mark and a poll lists it once, at that mark.
 */
export function latestMark(marks: OrderMarks | undefined, itemGuid: string): PartnerMark | undefined {
  const own = marks?.items.get(itemGuid);
  const order = marks?.order;
  if (!own) return order;
  if (!order) return own;
  return order.changedAt > own.changedAt ? order : own;
}

/** Whether `mark` (one of a poll's page) is the registration's latest: where the poll lists it. */
export const isLatest = (mark: PartnerMark, latest: PartnerMark | undefined): boolean =>
  latest !== undefined &&
  latest.orderGuid === mark.orderGuid &&
  (latest.itemGuid ?? '') === (mark.itemGuid ?? '') &&
  latest.changedAt === mark.changedAt;

/** The latest of the order's own last change and all its marks (the rows' `orderUpdatedAt`). */
export function orderUpdatedAt(dateUpdated: string, marks: OrderMarks | undefined): string {
  let latest = dateUpdated;
  for (const m of [...(marks?.order ? [marks.order] : []), ...(marks?.items.values() ?? [])])
    if (m.changedAt > latest) latest = m.changedAt;
  return latest;
}
