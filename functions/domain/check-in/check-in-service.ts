import type { OrderHistoryAction } from '@shared/orders/order-history';
import type { CheckInAnswer, CheckInMark, OrderTickets } from '@shared/check-in/check-in-schemas';
import type { Locale } from '@shared/codelists/enums';
import type { OrderHistoryRecord, OrderRecord } from '../orders/order-records';
import type { CardRecord } from '../catalog/card-records';
import { BusinessRuleError, NotFoundError } from '../errors';
import { admitCheckIn, admitUndo, runnerOf, type CheckInItem } from './check-in-rules';
import { pickupFieldsOf } from './pickup-fields';
import { signTicket, verifyTicket, type TicketRef } from './ticket-token';

export interface CheckInPorts {
  ticketKey(): Promise<Buffer>;
  read(ref: TicketRef): Promise<{ order: OrderRecord; item: CheckInItem } | undefined>;
  /**
   * Sets the item's mark only if it has none and the registration is still valid and paid (one
   * conditional transaction with the history entry and the race's counter): false when another
   * device won or the order changed meanwhile.
   */
  markCheckedIn(item: CheckInItem, mark: CheckInMark, history: OrderHistoryRecord): Promise<boolean>;
  /** Removes exactly this mark (false when it changed meanwhile), with history and counter. */
  removeMark(item: CheckInItem, mark: CheckInMark, history: OrderHistoryRecord): Promise<boolean>;
  /** The event's cards (form builder), for the answers marked "show at pickup". */
  readCards(eventGuid: string): Promise<CardRecord[]>;
  readOrder(orderGuid: string): Promise<{ order: OrderRecord; items: CheckInItem[] } | undefined>;
  /**
   * Queues the optional "checked in" e-mail (EmailType 18; the worker sends it only when the
   * organiser wrote one), at most once per runner. Never fails the check-in.
   */
  queueCheckedInEmail(item: CheckInItem): Promise<void>;
}

export interface CheckInActor {
  by: string;
  byName: string;
  /** The desk's language, for the card answers shown at pickup. */
  locale: Locale;
}

const pickupFields = async (ports: CheckInPorts, item: CheckInItem, locale: Locale) =>
  pickupFieldsOf(await ports.readCards(item.seriesEventGuid), item.values ?? [], locale);

const historyOf = (
  item: CheckInItem,
  actor: CheckInActor,
  now: string,
  action: OrderHistoryAction,
  changes: Record<string, unknown>,
): OrderHistoryRecord => ({
  entity: 'orderHistory',
  orderGuid: item.orderGuid,
  date: now,
  by: actor.by,
  byName: actor.byName,
  action,
  changes: { item: { id: item.itemGuid, name: `${item.firstName} ${item.lastName}`.trim() }, ...changes },
});

async function readTicket(ports: CheckInPorts, token: string) {
  const ref = verifyTicket(await ports.ticketKey(), token);
  if (!ref) throw new BusinessRuleError('checkIn.invalidTicket', undefined, 400);
  const found = await ports.read(ref);
  if (!found) throw new NotFoundError('checkIn.invalidTicket');
  return found;
}

/**
 * Checks a ticket's runner in at the event's pickup, at most once across all devices: the write is
 * conditional on the item having no mark, so of two devices scanning at once one wins and the other
 * is answered "already checked in at … by …" with the winner's mark.
 */
export async function checkIn(
  ports: CheckInPorts,
  eventGuid: string,
  token: string,
  actor: CheckInActor,
  now: Date,
): Promise<CheckInAnswer> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { order, item } = await readTicket(ports, token);
    const admitted = admitCheckIn(eventGuid, order, item);
    if (admitted === 'already')
      return {
        status: 'alreadyCheckedIn',
        runner: runnerOf(order, item),
        checkIn: item.checkIn ?? null,
        pickupFields: await pickupFields(ports, item, actor.locale),
      };
    const mark: CheckInMark = { at: now.toISOString(), by: actor.by, byName: actor.byName };
    const history = historyOf(item, actor, mark.at, 'checkedIn', { checkIn: mark });
    if (await ports.markCheckedIn(item, mark, history)) {
      await ports.queueCheckedInEmail(item);
      return {
        status: 'checkedIn',
        runner: runnerOf(order, item),
        checkIn: mark,
        pickupFields: await pickupFields(ports, item, actor.locale),
      };
    }
    // Lost the race (or the order changed): read again and answer what is now true.
  }
  throw new BusinessRuleError('checkIn.changedMeanwhile');
}

/** Takes a check-in back (a wrong runner scanned), in the order's history with who and when. */
export async function undoCheckIn(
  ports: CheckInPorts,
  eventGuid: string,
  token: string,
  actor: CheckInActor,
  now: Date,
): Promise<CheckInAnswer> {
  const { order, item } = await readTicket(ports, token);
  const mark = admitUndo(eventGuid, item);
  const history = historyOf(item, actor, now.toISOString(), 'checkInUndone', {
    checkIn: { from: mark, to: null },
  });
  if (!(await ports.removeMark(item, mark, history))) throw new BusinessRuleError('checkIn.changedMeanwhile');
  return { status: 'undone', runner: runnerOf(order, item), checkIn: null, pickupFields: [] };
}

/**
 * The tickets of an order's registrations that a check-in would not refuse as revoked; `paidOnly`
 * (the runner's own view) leaves out those a check-in would refuse as not paid.
 */
export async function orderTickets(
  ports: CheckInPorts,
  orderGuid: string,
  { paidOnly = false }: { paidOnly?: boolean } = {},
): Promise<OrderTickets> {
  const found = await ports.readOrder(orderGuid);
  if (!found) throw new NotFoundError();
  const { order, items } = found;
  if (order.deleted || order.cancelled || order.expired) return { tickets: [] };
  const key = await ports.ticketKey();
  return {
    tickets: items
      .filter((i) => !i.cancelled && !i.expired && (!paidOnly || order.paid || i.paid))
      .map((i) => ({
        itemGuid: i.itemGuid,
        name: runnerOf(order, i).name,
        raceName: i.subEventName,
        token: signTicket(key, { orderGuid: order.guid, index: i.index }),
      })),
  };
}
