import type { BankMovement } from '../bank-import/bank-movement';
import type { BankPaymentRecord } from '../bank-import/bank-payment-record';
import { claimMovement } from '../bank-import/import-movement';
import type { Counted } from '../bank-import/import-counts';
import type { BankImportPorts } from '../bank-import/import-ports';
import type { FeePayment } from './transfer-fee-bank-data';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';
import { handOver } from './transfer-hand-over';

/**
 * The bank import's hook for a transfer fee paid by bank transfer (issue 27 item 2;
 * ./transfer-fee-bank-data.ts gives the runner the payment data).
 */
/** What the import needs for a fee row: its row store and the transfer's ports. */
export interface BankFeePorts {
  transfer: TransferPorts;
  claim: BankImportPorts['claim'];
  settle: BankImportPorts['settle'];
  /** The item whose fee a variable symbol is (absent: an order's or nobody's). */
  feeItem(variableSymbol: string): Promise<string | undefined>;
}

type Outcome = Pick<BankPaymentRecord, 'status' | 'orderGuid' | 'remaining' | 'refund'>;

/** Whether the row pays the offer's pending fee: the offer's symbol, in time, enough, the currency. */
function pays(offer: TransferOfferRecord | undefined, movement: BankMovement, currency: string) {
  const p = offer?.payment;
  if (!offer || !p || p.method !== 'transfer' || p.variableSymbol !== movement.variableSymbol) return false;
  if (p.status !== 'pending' || offer.state !== 'offered') return false;
  if (movement.currency && movement.currency !== currency) return false;
  // Due by the offer's deadline: the booking day counts (a statement gives days, not times).
  return movement.date <= offer.validUntil.slice(0, 10) && movement.amount >= p.amount;
}

/**
 * A statement row whose variable symbol is a transfer fee's (the bank import's hook): recorded once
 * by its movement id; when it pays the offer's pending fee, the offer is claimed (once) and the
 * registration handed over with the fee on the order, the row `paid` (or `overpaid`, the excess
 * to refund) against the order; otherwise `orderClosed` against the order, for the refund. A
 * hand-over interrupted after the claim is finished by the transfer-acceptances worker.
 */
export async function payTransferFeeByBank(
  ports: BankFeePorts,
  movement: BankMovement,
  job: { id: string; by: string },
  now: string,
): Promise<Counted> {
  const claimed = await claimMovement(ports.claim, movement, job, now);
  if ('decided' in claimed) return claimed.decided;
  const { guid } = claimed;
  const itemGuid = await ports.feeItem(movement.variableSymbol);
  const offer = itemGuid ? await ports.transfer.getOffer(itemGuid) : undefined;
  const loaded = offer ? await ports.transfer.loadOrder(offer.orderGuid) : undefined;
  if (!offer || !loaded) {
    await ports.settle({ guid, date: movement.date }, unknown, now);
    return 'unknownVariableSymbol';
  }
  const orderGuid = loaded.order.guid;
  const payment = offer.payment;
  // A retried row whose claim went through already: the hand-over is the worker's or done.
  const mine = payment?.variableSymbol === movement.variableSymbol && payment.bankPaymentGuid === guid;
  let outcome: Outcome = { status: 'orderClosed', orderGuid, remaining: null, refund: null };
  if (mine || (payment && pays(offer, movement, loaded.order.currency))) {
    const fee = payment as FeePayment;
    const excess = movement.amount - fee.amount;
    outcome =
      excess > 0
        ? { status: 'overpaid', orderGuid, remaining: null, refund: excess }
        : { status: 'paid', orderGuid, remaining: null, refund: null };
    if (
      !mine &&
      (await handOver(ports.transfer, offer, fee, { bankPaymentGuid: guid }, new Date(now))) !== 'applied'
    )
      outcome = { status: 'orderClosed', orderGuid, remaining: null, refund: null };
  }
  await ports.settle({ guid, date: movement.date }, outcome, now);
  return outcome.status;
}

const unknown: Outcome = { status: 'unknownVariableSymbol', orderGuid: null, remaining: null, refund: null };
