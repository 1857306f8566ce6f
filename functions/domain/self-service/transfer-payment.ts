import { DomainError } from '../errors';
import type { ValueChangeAnswer } from '../user-area/priced-value-change';
import { applyClaimed, contextOf, placeRunner } from './transfer-accept';
import type { TransferPorts } from './transfer-ports';
import { leaseFrom } from './transfer-rules';

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
  const mark = (status: 'paid' | 'failed' | 'notApplied') =>
    ports.updateOffer(offer, [offer.state], { payment: { ...payment, status } });
  if (!paid) return (await mark('failed')) ? 'failed' : 'alreadyAnswered';
  const claimed = await ports.updateOffer(offer, ['offered'], {
    state: 'accepting',
    dateAnswered: now.toISOString(),
    payment: { ...payment, status: 'paid' },
    claimedRunner: payment.runner,
    leaseUntil: leaseFrom(now),
  });
  if (!claimed) {
    await mark('notApplied');
    return 'notApplied';
  }
  const c = await contextOf(ports, { ...offer, state: 'accepting' });
  try {
    const subcategory = await placeRunner(ports, c, payment.runner, offer.locale);
    await applyClaimed(
      ports,
      c,
      payment.runner,
      subcategory,
      { changeGuid: payment.guid, orderNumber: payment.orderNumber, amount: payment.amount },
      offer.locale,
      now,
    );
    return 'accepted';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // The claim went back to `offered` (applyClaimed); the paid fee waits for the organiser's refund.
    await ports.updateOffer(offer, ['offered', 'accepting'], {
      state: 'offered',
      payment: { ...payment, status: 'notApplied' },
    });
    return 'notApplied';
  }
}
