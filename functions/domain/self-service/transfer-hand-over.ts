import { DomainError } from '../errors';
import { applyClaimed, contextOf, placeRunner } from './transfer-accept';
import type { FeePayment } from './transfer-fee-bank-data';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';
import { leaseFrom } from './transfer-rules';

/**
 * Claims the offer with the paid fee and applies the transfer: `taken` when another payment or
 * acceptance claimed it first, `refused` when the registration could not take the new runner (the
 * offer back to `offered`, the paid fee `notApplied` for the organiser's refund). Every way a fee
 * is paid ends here: the card answer (./transfer-payment.ts), a statement row
 * (./transfer-bank-fee.ts, ./transfer-fee-bank-row.ts) and an admin's record
 * (`byAdmin`, ./transfer-fee-by-hand.ts: their name in the history).
 */
export async function handOver(
  ports: TransferPorts,
  offer: TransferOfferRecord,
  fee: FeePayment,
  paidWith: Pick<FeePayment, 'bankPaymentGuid'>,
  now: Date,
  byAdmin?: FeePayment['settledBy'],
): Promise<'applied' | 'taken' | 'refused'> {
  const paid: FeePayment = {
    ...fee,
    status: 'paid',
    ...paidWith,
    ...(byAdmin ? { settledBy: byAdmin } : {}),
  };
  const claimed = await ports.updateOffer(offer, ['offered'], {
    state: 'accepting',
    dateAnswered: now.toISOString(),
    payment: paid,
    claimedRunner: fee.runner,
    leaseUntil: leaseFrom(now),
  });
  if (!claimed) return 'taken';
  const c = await contextOf(ports, { ...offer, state: 'accepting', payment: paid });
  try {
    const subcategory = await placeRunner(ports, c, fee.runner, offer.locale);
    await applyClaimed(
      ports,
      c,
      fee.runner,
      subcategory,
      { changeGuid: fee.guid, orderNumber: fee.orderNumber, amount: fee.amount },
      offer.locale,
      now,
      byAdmin,
    );
    return 'applied';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await ports.updateOffer(offer, ['offered', 'accepting'], {
      state: 'offered',
      payment: { ...paid, status: 'notApplied' },
    });
    return 'refused';
  }
}
