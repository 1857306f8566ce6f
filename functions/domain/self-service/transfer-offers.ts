import type { Locale } from '@shared/codelists/enums';
import type { MyTransfer, StartTransferBody, TransferRules } from '@shared/self-service/transfer-schemas';
import type { OrderItemRecord, OrderRecord } from '../checkout/order-records';
import { BusinessRuleError, NotFoundError } from '../errors';
import { sendOfferEmail } from './transfer-emails';
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

async function load(ports: TransferPorts, userId: string, itemGuid: string, now: Date): Promise<Loaded> {
  const item = await ports.findItem(userId, itemGuid);
  const [order] = item ? await ports.getOrders([item.orderGuid]) : [];
  if (!item || !order || order.userId !== userId || order.deleted)
    throw new NotFoundError('account.notFound');
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
export async function myTransfer(
  ports: TransferPorts,
  userId: string,
  itemGuid: string,
  now: Date,
): Promise<MyTransfer> {
  const l = await load(ports, userId, itemGuid, now);
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
  caller: { userId: string; name: string; email: string },
  itemGuid: string,
  body: StartTransferBody,
  locale: Locale,
  now: Date,
): Promise<MyTransfer> {
  const l = await load(ports, caller.userId, itemGuid, now);
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
    fromUserId: caller.userId,
    fromName: `${l.item.firstName} ${l.item.lastName}`.trim(),
    fromEmail: l.item.email,
    validUntil: offerExpiry(l.rules, { dateFrom: l.dateFrom }),
    dateCreated: now.toISOString(),
  };
  if (!(await ports.putOffer(offer, now))) throw new BusinessRuleError('selfService.transfer.offerPending');
  await sendOfferEmail(ports, offer, token, l.order, l.item, transferFee(l.rules));
  return myTransfer(ports, caller.userId, itemGuid, now);
}

/** DELETE user/my-registration-items/{id}/transfer: the open offer's link stops working. */
export async function cancelTransfer(
  ports: TransferPorts,
  userId: string,
  itemGuid: string,
  now: Date,
): Promise<MyTransfer> {
  const l = await load(ports, userId, itemGuid, now);
  const offer = await ports.getOffer(l.item.itemGuid);
  if (!offer || effectiveState(offer, now) !== 'offered')
    throw new BusinessRuleError('selfService.transfer.noOpenOffer');
  const cancelled = await ports.updateOffer(offer, ['offered'], {
    state: 'cancelled',
    dateAnswered: now.toISOString(),
  });
  if (!cancelled) throw new BusinessRuleError('selfService.transfer.noOpenOffer');
  return myTransfer(ports, userId, itemGuid, now);
}
