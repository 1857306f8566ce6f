import type { OrderTransferFees, PendingTransferFee } from '@shared/self-service/transfer-fee-admin-schemas';
import { pragueDay } from '@shared/statistics/statistics-calendar';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { TransitionActor } from '../orders/order-state';
import { handOver } from './transfer-hand-over';
import { checkFeeSettlement, feeDeadlineDay } from './transfer-fee-settle-rules';
import type { TransferPorts } from './transfer-ports';

/**
 * An admin records a transfer fee paid by hand (issue 27 item 2): the money came in a way the
 * bank import did not see (a statement not imported, cash at the office). The offer is claimed
 * and the registration handed over exactly as when the bank import's row pays it
 * (`handOver`, ./transfer-hand-over.ts), so of this, a second click and a concurrent import or
 * card answer exactly one hands over; the history entry is the admin's, with what they recorded.
 */

/** GET admin/registrations/{id}/transfer-fees: the fees the order's offers wait for by bank transfer. */
export async function orderTransferFees(
  ports: TransferPorts,
  orderGuid: string,
  now: Date,
): Promise<OrderTransferFees> {
  const loaded = await ports.loadOrder(orderGuid);
  if (!loaded) throw new NotFoundError();
  // One GetItem per registration (an order has a handful): the offer is keyed by its item.
  const offers = await Promise.all(loaded.items.map((i) => ports.getOffer(i.itemGuid)));
  const today = pragueDay(now);
  const fees: PendingTransferFee[] = [];
  for (const offer of offers) {
    const p = offer?.payment;
    if (!offer || offer.state !== 'offered' || p?.method !== 'transfer' || p.status !== 'pending') continue;
    const item = loaded.items.find((i) => i.itemGuid === offer.itemGuid);
    if (!item) continue;
    fees.push({
      itemId: offer.itemGuid,
      registrantName: `${item.firstName} ${item.lastName}`.trim(),
      runnerName: `${p.runner.firstName} ${p.runner.lastName}`.trim(),
      runnerEmail: p.runner.email,
      variableSymbol: p.variableSymbol ?? '',
      amount: p.amount,
      currency: loaded.order.currency,
      validUntil: offer.validUntil,
      state: today > feeDeadlineDay(offer) ? 'expired' : 'pending',
    });
  }
  return { fees };
}

/** POST admin/registrations/{id}/transfer-fees/{itemId}/paid. */
export async function markTransferFeePaid(
  ports: TransferPorts,
  input: { orderGuid: string; itemGuid: string; amount: number; date: string; note?: string },
  actor: TransitionActor,
  now: Date,
): Promise<OrderTransferFees> {
  const offer = await ports.getOffer(input.itemGuid);
  const loaded = offer?.orderGuid === input.orderGuid ? await ports.loadOrder(input.orderGuid) : undefined;
  if (!offer || !loaded) throw new NotFoundError('transferFees.notFound');
  const fee = checkFeeSettlement(offer, loaded.order.currency, input, pragueDay(now));
  const settled = {
    received: input.amount,
    date: input.date,
    ...(input.note ? { note: input.note } : {}),
  };
  const result = await handOver(ports, offer, fee, {}, now, { actor, settled });
  if (result === 'taken') throw new BusinessRuleError('transferFees.alreadyPaid');
  if (result === 'refused') throw new BusinessRuleError('transferFees.notApplied');
  return orderTransferFees(ports, input.orderGuid, now);
}
