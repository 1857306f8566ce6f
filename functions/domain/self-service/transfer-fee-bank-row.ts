import type { BankPaymentDetail } from '@shared/payments/bank-payment-schemas';
import { pragueDay } from '@shared/statistics/statistics-calendar';
import { randomUUID } from 'node:crypto';
import { getBankPayment, type Actor, type BankPaymentAdminPorts } from '../bank-import/bank-payments-admin';
import type { BankPaymentRecord } from '../bank-import/bank-payment-record';
import { isIncomingPayment } from '../bank-import/reconcile';
import { BusinessRuleError, NotFoundError } from '../errors';
import { handOver } from './transfer-hand-over';
import { checkFeeSettlement } from './transfer-fee-settle-rules';
import type { TransferPorts } from './transfer-ports';

/**
 * The bank payments screen assigns an unmatched row to a transfer fee by its variable symbol
 * (issue 27 item 2), as a row is assigned to an order by hand: the same checks as the bank
 * import's fee row (./transfer-fee-settle-rules.ts), the row claimed first (as read, so two admins
 * cannot both use it), then the one hand-over (`handOver`, ./transfer-hand-over.ts). The row ends
 * `paid` (or `overpaid`, the excess to refund) against the registrant's order; when the hand-over
 * does not happen it goes back as it was and the admin is told why.
 */
export interface FeeBankRowPorts {
  transfer: TransferPorts;
  bank: BankPaymentAdminPorts;
  /** The item whose fee a variable symbol is (absent: an order's or nobody's). */
  feeItem(variableSymbol: string): Promise<string | undefined>;
}

/** A row nobody took: incoming, without an order, not put aside or being decided. */
const assignable = (p: BankPaymentRecord) =>
  isIncomingPayment(p) && !p.orderGuid && p.status !== 'pending' && p.status !== 'discarded';

/** POST admin/bank-payments/{id}/transfer-fee. */
export async function assignBankRowToFee(
  ports: FeeBankRowPorts,
  guid: string,
  variableSymbol: string,
  actor: Actor,
  now: Date,
): Promise<BankPaymentDetail> {
  const row = await ports.bank.get(guid);
  if (!row) throw new NotFoundError();
  if (!assignable(row)) throw new BusinessRuleError('transferFees.rowMatched');
  const itemGuid = await ports.feeItem(variableSymbol);
  const offer = itemGuid ? await ports.transfer.getOffer(itemGuid) : undefined;
  const loaded = offer ? await ports.transfer.loadOrder(offer.orderGuid) : undefined;
  if (!offer || !loaded) throw new NotFoundError('transferFees.symbolNotFound', { vs: variableSymbol });
  const fee = checkFeeSettlement(
    offer,
    loaded.order.currency,
    { amount: row.amount, date: row.date, ...(row.currency ? { currency: row.currency } : {}) },
    pragueDay(now),
  );
  const orderGuid = loaded.order.guid;
  const iso = now.toISOString();
  const excess = row.amount - fee.amount;
  const before = { status: row.status, orderGuid: null, remaining: row.remaining, refund: row.refund };
  const outcome = {
    status: excess > 0 ? ('overpaid' as const) : ('paid' as const),
    orderGuid,
    remaining: null,
    refund: excess > 0 ? excess : null,
  };
  if (
    !(await ports.bank.settle(row, { ...outcome, status: 'pending' }, iso, {
      status: row.status,
      orderGuid: null,
    }))
  )
    throw new BusinessRuleError('bankPayments.changed');
  const result = await handOver(ports.transfer, offer, fee, { bankPaymentGuid: guid }, now, {
    actor: { by: actor.by, ...(actor.byName ? { byName: actor.byName } : {}) },
    settled: { received: row.amount, date: row.date, bankPayment: guid },
  });
  if (result !== 'applied') {
    await ports.bank.settle(row, before, iso, { status: 'pending', orderGuid });
    throw new BusinessRuleError(result === 'taken' ? 'transferFees.alreadyPaid' : 'transferFees.notApplied');
  }
  await ports.bank.settle(row, outcome, iso, { status: 'pending', orderGuid });
  await ports.bank.addHistory({
    bankPaymentGuid: guid,
    id: randomUUID(),
    date: iso,
    by: actor.by,
    byName: actor.byName ?? null,
    action: 'matched',
    changes: {
      order: { from: null, to: orderGuid },
      status: { from: row.status, to: outcome.status },
      transferFee: { variableSymbol, item: offer.itemGuid, amount: fee.amount },
    },
  });
  return getBankPayment(ports.bank, guid);
}
