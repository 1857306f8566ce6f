import type { Locale } from '@shared/codelists/enums';
import type { MyTransfer, StartTransferBody, TransferRules } from '@shared/self-service/transfer-schemas';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { BusinessRuleError, NotFoundError } from '../errors';
import { sendOfferEmail } from './transfer-emails';
import { readTransferLink, transferLinkMatches } from './transfer-link';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';
import {
  effectiveState,
  newTransferToken,
  offerExpiry,
  replaceable,
  transferClosedReason,
  transferFee,
  transferRulesOf,
} from './transfer-rules';

/**
 * The registrant's side of a transfer (issue 27 item 2): whether the registration may change hands,
 * the offer to a new runner (e-mail 15 with a single-use link), and its cancellation. Only the
 * order's owner reaches these (routes `ownerScoped: 'orderItem'`).
 */
interface Loaded {
  order: OrderRecord;
  item: OrderItemRecord;
  rules: TransferRules;
  closedReason: MyTransfer['closedReason'];
  dateFrom: string;
}

/** Finds the registration and its order: by its owner (signed in) or by the e-mail link. */
export type Locate = (ports: TransferPorts) => Promise<{ order: OrderRecord; item: OrderItemRecord }>;

/** The signed-in owner's registration (routes `ownerScoped: 'orderItem'`). */
export const byOwner =
  (userId: string, itemGuid: string): Locate =>
  async (ports) => {
    const item = await ports.findItem(userId, itemGuid);
    const [order] = item ? await ports.getOrders([item.orderGuid]) : [];
    if (!item || !order || order.userId !== userId || order.deleted)
      throw new NotFoundError('account.notFound');
    return { order, item };
  };

/**
 * The registration a confirmation e-mail's link names (./transfer-link.ts), proved by its MAC over
 * the item's current registrant: a link of a registration since transferred, or a wrong one, is
 * not found (the caller counts it against the address's rate limit).
 */
export const byLink =
  (token: string): Locate =>
  async (ports) => {
    const ref = readTransferLink(token);
    const loaded = ref ? await ports.loadOrder(ref.orderGuid) : undefined;
    const item = loaded?.items.find((i) => i.index === ref?.index);
    if (
      !loaded ||
      !item ||
      loaded.order.deleted ||
      !transferLinkMatches(await ports.linkKey(), token, item.email)
    )
      throw new NotFoundError('selfService.transfer.linkNotFound');
    return { order: loaded.order, item };
  };

async function load(ports: TransferPorts, locate: Locate, now: Date): Promise<Loaded> {
  const { order, item } = await locate(ports);
  const race = await ports.race(item.seriesEventGuid, item.subEventGuid);
  const rules = transferRulesOf(race);
  const closedReason = race ? transferClosedReason(rules, race, order, item, now) : 'notAllowed';
  return { order, item, rules, closedReason, dateFrom: race?.dateFrom ?? now.toISOString() };
}

const summary = (offer: TransferOfferRecord | undefined, now: Date): MyTransfer['offer'] =>
  offer
    ? {
        state: effectiveState(offer, now),
        email: offer.email,
        firstName: offer.firstName,
        lastName: offer.lastName,
        expiresAt: offer.validUntil,
        dateCreated: offer.dateCreated,
      }
    : null;

/** GET user/my-registration-items/{id}/transfer. */
export async function myTransfer(ports: TransferPorts, locate: Locate, now: Date): Promise<MyTransfer> {
  const l = await load(ports, locate, now);
  return {
    closedReason: l.closedReason,
    runnerName: `${l.item.firstName} ${l.item.lastName}`.trim(),
    until: l.rules.until,
    fee: transferFee(l.rules),
    currency: l.order.currency,
    startNumber: l.rules.startNumber,
    offer: summary(await ports.getOffer(l.item.itemGuid), now),
  };
}

/**
 * POST user/my-registration-items/{id}/transfer: a new offer (one open offer per registration;
 * cancel it to offer to someone else). The link is e-mailed to the new runner only.
 */
export async function startTransfer(
  ports: TransferPorts,
  locate: Locate,
  body: StartTransferBody,
  locale: Locale,
  now: Date,
): Promise<MyTransfer> {
  const l = await load(ports, locate, now);
  if (l.closedReason) throw new BusinessRuleError(`selfService.transfer.${l.closedReason}`, undefined, 409);
  const email = body.email.trim().toLowerCase();
  if (email === l.item.email.trim().toLowerCase())
    throw new BusinessRuleError('selfService.transfer.sameRunner', undefined, 400);
  if (!replaceable(await ports.getOffer(l.item.itemGuid), now))
    throw new BusinessRuleError('selfService.transfer.offerPending');
  const { token, hash } = newTransferToken(l.item.itemGuid);
  const offer: TransferOfferRecord = {
    entity: 'transferOffer',
    itemGuid: l.item.itemGuid,
    orderGuid: l.order.guid,
    hash,
    state: 'offered',
    email,
    firstName: body.firstName,
    lastName: body.lastName,
    locale: body.locale ?? locale,
    // The order's account ('' for an order placed without one, started from the e-mail link).
    fromUserId: l.order.userId ?? '',
    fromName: `${l.item.firstName} ${l.item.lastName}`.trim(),
    fromEmail: l.item.email,
    validUntil: offerExpiry(l.rules, { dateFrom: l.dateFrom }),
    dateCreated: now.toISOString(),
  };
  if (!(await ports.putOffer(offer, now))) throw new BusinessRuleError('selfService.transfer.offerPending');
  await sendOfferEmail(ports, offer, token, l.order, l.item, transferFee(l.rules));
  return myTransfer(ports, locate, now);
}

/** DELETE user/my-registration-items/{id}/transfer: the open offer's link stops working. */
export async function cancelTransfer(ports: TransferPorts, locate: Locate, now: Date): Promise<MyTransfer> {
  const l = await load(ports, locate, now);
  const offer = await ports.getOffer(l.item.itemGuid);
  if (!offer || effectiveState(offer, now) !== 'offered')
    throw new BusinessRuleError('selfService.transfer.noOpenOffer');
  const cancelled = await ports.updateOffer(offer, ['offered'], {
    state: 'cancelled',
    dateAnswered: now.toISOString(),
  });
  if (!cancelled) throw new BusinessRuleError('selfService.transfer.noOpenOffer');
  return myTransfer(ports, locate, now);
}
