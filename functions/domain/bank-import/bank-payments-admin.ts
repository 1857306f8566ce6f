import { EmailType } from '@shared/codelists/enums';
import { randomUUID } from 'node:crypto';
import type { BankPaymentDetail, BankPaymentRow } from '@shared/payments/bank-payment-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { envelope, type Envelope } from '../paging';
import type { BankPaymentRecord } from './bank-payment-record';
import { applyDecision, type BankImportPorts } from './import-statement';
import { decideMatch, isIncomingPayment, type MatchDecision } from './reconcile';
import { bankPaymentSearch } from './bank-payment-search';

export interface BankPaymentHistoryRecord {
  bankPaymentGuid: string;
  id: string;
  date: string;
  by: string;
  byName: string | null;
  action: 'matched' | 'matchUpdated' | 'unmatched' | 'discarded' | 'restored' | 'commented';
  changes: Record<string, unknown>;
}

export interface BankPaymentAdminPorts extends Pick<
  BankImportPorts,
  'loadOrder' | 'earlierPartialPayments' | 'applyTransition' | 'enqueueOrderEmail'
> {
  between(range: { from?: string; to?: string }): Promise<BankPaymentRecord[]>;
  get(guid: string): Promise<BankPaymentRecord | undefined>;
  history(guid: string): Promise<BankPaymentHistoryRecord[]>;
  /** Records the match only while the payment is as read (status, order); false when it changed. */
  settle(
    payment: Pick<BankPaymentRecord, 'guid' | 'date'>,
    outcome: Pick<BankPaymentRecord, 'status' | 'orderGuid' | 'remaining' | 'refund'>,
    now: string,
    condition: { status: BankPaymentRecord['status']; orderGuid: string | null },
  ): Promise<boolean>;
  addHistory(entry: BankPaymentHistoryRecord): Promise<void>;
  /** Sets the admin's note only while it is still `expected`; false when someone changed it. */
  setComment(guid: string, comment: string, expected: string, now: string): Promise<boolean>;
}

export interface Actor {
  by: string;
  byName?: string;
}

export function bankPaymentRow(p: BankPaymentRecord): BankPaymentRow {
  return {
    id: p.guid,
    movementId: p.movementId,
    date: p.date,
    amount: p.amount,
    currency: p.currency,
    originAccount: p.originAccount,
    originAccountName: p.originAccountName,
    originBankCode: p.originBankCode,
    constantSymbol: p.constantSymbol,
    variableSymbol: p.variableSymbol,
    specificSymbol: p.specificSymbol,
    bic: p.bic,
    message: p.message,
    type: p.type,
    performedBy: p.performedBy,
    comment: p.comment,
    note: p.note ?? '',
    instructionId: p.instructionId,
    status: p.status,
    orderId: p.orderGuid,
    remaining: p.remaining,
    refund: p.refund,
    importedAt: p.importedAt,
    ...(p.statementVariableSymbol !== undefined
      ? { statementVariableSymbol: p.statementVariableSymbol }
      : {}),
    ...(p.messageCandidates?.length ? { messageCandidates: p.messageCandidates } : {}),
  };
}

/**
 * GET admin/bank-payments: one Query of the booking-day index within the range, newest first;
 * searchText matches the symbols, the counter-account, its name, the message and the movement id.
 */
export async function listBankPayments(
  ports: Pick<BankPaymentAdminPorts, 'between'>,
  query: { searchText?: string; dateFrom?: string; dateTo?: string; take: number; skip: number },
): Promise<Envelope<BankPaymentRow>> {
  const rows = await ports.between({ from: query.dateFrom, to: query.dateTo });
  const matching = rows.filter(bankPaymentSearch(query.searchText));
  return envelope(matching.map(bankPaymentRow), query);
}

async function load(ports: Pick<BankPaymentAdminPorts, 'get'>, guid: string) {
  const payment = await ports.get(guid);
  if (!payment) throw new NotFoundError();
  return payment;
}

/** GET admin/bank-payments/{id}: the payment, its matched order and its history (newest first). */
export async function getBankPayment(ports: BankPaymentAdminPorts, guid: string): Promise<BankPaymentDetail> {
  const payment = await load(ports, guid);
  const [loaded, history] = await Promise.all([
    payment.orderGuid ? ports.loadOrder(payment.orderGuid) : undefined,
    ports.history(guid),
  ]);
  const order = loaded?.order;
  return {
    ...bankPaymentRow(payment),
    order: order
      ? {
          id: order.guid,
          variableSymbol: order.variableSymbol,
          registratorName: `${order.registrator.firstName} ${order.registrator.lastName}`.trim(),
          calculatedPrice: order.calculatedPrice,
          currency: order.currency,
          paid: order.paid,
          paidByThisPayment: order.bankPaymentGuid === guid,
        }
      : null,
    history: [...history]
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .map((h) => ({ date: h.date, by: h.by, byName: h.byName, action: h.action, changes: h.changes })),
  };
}

/** A payment that paid its order stays with it: the state machine has no way back to unpaid. */
async function refuseWhenItPaid(ports: BankPaymentAdminPorts, payment: BankPaymentRecord): Promise<void> {
  if (!payment.orderGuid) return;
  const loaded = await ports.loadOrder(payment.orderGuid);
  if (loaded?.order.paid && loaded.order.bankPaymentGuid === payment.guid)
    throw new BusinessRuleError('bankPayments.paidOrder');
}

const outcomeOf = (d: MatchDecision) => ({
  orderGuid: 'orderGuid' in d ? d.orderGuid : null,
  remaining: d.status === 'underpaid' ? d.remaining : null,
  refund: d.status === 'overpaid' ? d.refund : null,
});

/** One line of a payment's history: who did what, when, with what before and after. */
const historyEntry = (
  guid: string,
  actor: Actor,
  iso: string,
  action: BankPaymentHistoryRecord['action'],
  changes: Record<string, unknown>,
): BankPaymentHistoryRecord => ({
  bankPaymentGuid: guid,
  id: randomUUID(),
  date: iso,
  by: actor.by,
  byName: actor.byName ?? null,
  action,
  changes,
});

/**
 * Match by hand (POST, and PUT to move a match): the chosen order is judged like an imported
 * payment — paid through the state machine with the payment e-mail when the payment (with earlier
 * partial payments) covers it, underpaid otherwise; a paid, cancelled or removed order is recorded
 * as such and never revived. Writes a history entry naming the admin.
 */
export async function matchBankPayment(
  ports: BankPaymentAdminPorts,
  guid: string,
  orderGuid: string,
  actor: Actor,
  now: Date,
  mode: 'match' | 'update',
): Promise<BankPaymentDetail> {
  const payment = await load(ports, guid);
  if (!isIncomingPayment(payment)) throw new BusinessRuleError('bankPayments.notIncoming');
  if (mode === 'update' && !payment.orderGuid) throw new BusinessRuleError('bankPayments.notMatched');
  await refuseWhenItPaid(ports, payment);
  const loaded = await ports.loadOrder(orderGuid);
  if (!loaded) throw new NotFoundError();
  const earlier = loaded.order.paid ? 0 : await ports.earlierPartialPayments(orderGuid, guid);
  const iso = now.toISOString();
  let decision = decideMatch(
    { ...payment, variableSymbol: payment.variableSymbol || loaded.order.variableSymbol },
    loaded.order,
    earlier,
  );
  // Claim the change first (as read), so two admins cannot both pay with one payment.
  const claimed = await ports.settle(payment, { status: 'pending', ...outcomeOf(decision) }, iso, {
    status: payment.status,
    orderGuid: payment.orderGuid,
  });
  if (!claimed) throw new BusinessRuleError('bankPayments.changed');
  decision = await applyDecision(ports, decision, loaded, guid, payment, earlier, {
    by: actor.by,
    ...(actor.byName ? { byName: actor.byName } : {}),
    now: iso,
  });
  const status = decision.status === 'ignored' ? 'unmatched' : decision.status;
  await ports.settle(payment, { status, ...outcomeOf(decision) }, iso, {
    status: 'pending',
    orderGuid: outcomeOf(decision).orderGuid,
  });
  // The payer learns what is left, as after an import.
  if (status === 'underpaid') await ports.enqueueOrderEmail(orderGuid, EmailType.INCOMPLETE_PAYMENT, guid);
  await ports.addHistory(
    historyEntry(guid, actor, iso, mode === 'match' ? 'matched' : 'matchUpdated', {
      order: { from: payment.orderGuid, to: orderGuid },
      status: { from: payment.status, to: status },
    }),
  );
  return getBankPayment(ports, guid);
}

/**
 * An admin's change of a payment as they read it (its status and order): refused when someone
 * changed it meanwhile, else recorded in its history with who and when. Answers the payment now.
 */
async function changeAsRead(
  ports: BankPaymentAdminPorts,
  payment: BankPaymentRecord,
  outcome: Parameters<BankPaymentAdminPorts['settle']>[1],
  by: { actor: Actor; now: Date; action: BankPaymentHistoryRecord['action'] },
  changes: Record<string, unknown>,
): Promise<BankPaymentDetail> {
  const iso = by.now.toISOString();
  const asRead = { status: payment.status, orderGuid: payment.orderGuid };
  if (!(await ports.settle(payment, outcome, iso, asRead)))
    throw new BusinessRuleError('bankPayments.changed');
  await ports.addHistory(historyEntry(payment.guid, by.actor, iso, by.action, changes));
  return getBankPayment(ports, payment.guid);
}

/** An admin's change of one payment (unmatch, discard, take back): answers the payment as it is after. */
type PaymentChange = (
  ports: BankPaymentAdminPorts,
  guid: string,
  actor: Actor,
  now: Date,
) => Promise<BankPaymentDetail>;

/** DELETE admin/bank-payments/{id}/match: the payment stands unmatched (with history). */
export const unmatchBankPayment: PaymentChange = async (ports, guid, actor, now) => {
  const payment = await load(ports, guid);
  if (!payment.orderGuid) throw new BusinessRuleError('bankPayments.notMatched');
  await refuseWhenItPaid(ports, payment);
  return changeAsRead(
    ports,
    payment,
    { status: 'unmatched', orderGuid: null, remaining: null, refund: null },
    { actor, now, action: 'unmatched' },
    { order: { from: payment.orderGuid, to: null }, status: { from: payment.status, to: 'unmatched' } },
  );
};

/**
 * POST admin/bank-payments/{id}/discard: puts a payment aside (it is not for us, or it was
 * refunded outside the system) so the unmatched list shows only what needs work. A payment that
 * paid its order, or one the import is still deciding, cannot be discarded.
 */
export const discardBankPayment: PaymentChange = async (ports, guid, actor, now) => {
  const payment = await load(ports, guid);
  if (payment.status === 'discarded') throw new BusinessRuleError('bankPayments.alreadyDiscarded');
  if (payment.status === 'pending') throw new BusinessRuleError('bankPayments.changed');
  await refuseWhenItPaid(ports, payment);
  return changeAsRead(
    ports,
    payment,
    { status: 'discarded', orderGuid: payment.orderGuid, remaining: null, refund: null },
    { actor, now, action: 'discarded' },
    // What "take back" restores.
    {
      status: { from: payment.status, to: 'discarded' },
      remaining: payment.remaining,
      refund: payment.refund,
    },
  );
};

/** DELETE admin/bank-payments/{id}/discard: the payment returns to the state it had before. */
export const restoreBankPayment: PaymentChange = async (ports, guid, actor, now) => {
  const payment = await load(ports, guid);
  if (payment.status !== 'discarded') throw new BusinessRuleError('bankPayments.notDiscarded');
  const discarded = (await ports.history(guid))
    .filter((h) => h.action === 'discarded')
    .sort((a, b) => (a.date < b.date ? 1 : -1))[0]?.changes;
  const before = (discarded?.status as { from?: BankPaymentRecord['status'] } | undefined)?.from;
  const status = before && before !== 'discarded' && before !== 'pending' ? before : 'unmatched';
  const amountOrNull = (v: unknown) => (typeof v === 'number' ? v : null);
  return changeAsRead(
    ports,
    payment,
    {
      status,
      orderGuid: payment.orderGuid,
      remaining: amountOrNull(discarded?.remaining),
      refund: amountOrNull(discarded?.refund),
    },
    { actor, now, action: 'restored' },
    { status: { from: 'discarded', to: status } },
  );
};

/** PUT admin/bank-payments/{id}/comment: the admin's note, with before → after in the history. */
export async function commentBankPayment(
  ports: BankPaymentAdminPorts,
  guid: string,
  comment: string,
  actor: Actor,
  now: Date,
): Promise<BankPaymentDetail> {
  const payment = await load(ports, guid);
  const before = payment.note ?? '';
  if (before === comment) return getBankPayment(ports, guid);
  const iso = now.toISOString();
  if (!(await ports.setComment(guid, comment, before, iso)))
    throw new BusinessRuleError('bankPayments.changed');
  await ports.addHistory(
    historyEntry(guid, actor, iso, 'commented', { note: { from: before, to: comment } }),
  );
  return getBankPayment(ports, guid);
}
