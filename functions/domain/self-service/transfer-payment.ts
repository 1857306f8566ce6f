import type { ValueChangeAnswer } from '../user-area/priced-value-change';
import { handOver } from './transfer-hand-over';
import type { TransferPorts } from './transfer-ports';

export type TransferPaymentOutcome = 'accepted' | 'failed' | 'notApplied' | 'alreadyAnswered' | 'ignored';

/**
 * The gateway's verified answer to a transfer fee's card payment: only the offer's current
 * payment, only once. Paid: the offer is claimed and the registration changes hands with the fee
 * and the payment on the order; paid but no longer possible (the registrant cancelled meanwhile,
 * someone else accepted, the registration changed): `notApplied`, for the organiser to refund.
 * A payment started before the offer's deadline is honoured after it.
 */
export async function applyTransferPaymentAnswer(
  ports: TransferPorts,
  itemGuid: string,
  answer: ValueChangeAnswer,
  now: Date,
): Promise<TransferPaymentOutcome> {
  const offer = await ports.getOffer(itemGuid);
  const payment = offer?.payment;
  if (!offer || !payment) return 'ignored';
  if ((answer.md !== null && answer.md !== payment.guid) || answer.orderNumber !== payment.orderNumber)
    return 'ignored';
  if (payment.status !== 'pending') return 'alreadyAnswered';
  const paid = answer.prCode === 0 && answer.srCode === 0;
  const mark = (status: 'failed' | 'notApplied') =>
    ports.updateOffer(offer, [offer.state], { payment: { ...payment, status } });
  if (!paid) return (await mark('failed')) ? 'failed' : 'alreadyAnswered';
  const handed = await handOver(ports, offer, payment, {}, now);
  // Taken by another acceptance or payment: this one is recorded for the organiser's refund.
  if (handed === 'taken') await mark('notApplied');
  return handed === 'applied' ? 'accepted' : 'notApplied';
}
