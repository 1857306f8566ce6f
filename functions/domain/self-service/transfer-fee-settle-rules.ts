import { BusinessRuleError, NotFoundError } from '../errors';
import type { TransferOfferRecord } from './transfer-ports';

/**
 * When an admin may settle a transfer fee by hand (issue 27 item 2): the same conditions under
 * which the bank import's row pays it (./transfer-bank-fee.ts `pays`) — the offer still waiting
 * for this fee by bank transfer, the money booked on or before the offer's deadline day, in the
 * order's currency, at least the fee — each refusal a translated 4xx that says what to do.
 */
export interface FeeSettlement {
  /** What arrived, in minor units. */
  amount: number;
  /** The booking day (yyyy-mm-dd). */
  date: string;
  /** The money's currency when known (a statement row's). */
  currency?: string;
}

/** The day the fee is due by, as the bank import reads it. */
export const feeDeadlineDay = (offer: Pick<TransferOfferRecord, 'validUntil'>) =>
  offer.validUntil.slice(0, 10);

const major = (minor: number, currency: string) =>
  `${(minor / 100).toFixed(minor % 100 ? 2 : 0)} ${currency}`;

/** Throws the refusal, or returns the pending fee the settlement pays. */
export function checkFeeSettlement(
  offer: TransferOfferRecord | undefined,
  orderCurrency: string,
  paid: FeeSettlement,
  today: string,
): NonNullable<TransferOfferRecord['payment']> {
  const fee = offer?.payment;
  if (offer && (offer.state === 'accepting' || offer.state === 'accepted' || fee?.status === 'paid'))
    throw new BusinessRuleError('transferFees.alreadyPaid');
  if (!offer || !fee || fee.method !== 'transfer') throw new NotFoundError('transferFees.notFound');
  if (offer.state !== 'offered' || fee.status !== 'pending')
    throw new BusinessRuleError('transferFees.notPending');
  if (paid.currency && paid.currency !== orderCurrency)
    throw new BusinessRuleError('transferFees.currencyMismatch', undefined, 400);
  if (paid.date > today) throw new BusinessRuleError('transferFees.dateInFuture', undefined, 400);
  const deadline = feeDeadlineDay(offer);
  if (paid.date > deadline)
    throw new BusinessRuleError('transferFees.pastDeadline', { deadline: formatDay(deadline) });
  if (paid.amount < fee.amount)
    throw new BusinessRuleError(
      'transferFees.amountBelowFee',
      { fee: major(fee.amount, orderCurrency) },
      400,
    );
  return fee;
}

/** `D. M. YYYY` (spec §9) of a yyyy-mm-dd day. */
function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}
