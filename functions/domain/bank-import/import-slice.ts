import { EmailType } from '@shared/codelists/enums';
import { isRefusal, markPaidByBankTransfer } from '../orders/order-state';
import type { BankMovement } from './bank-movement';
import { bankPaymentGuid, type BankPaymentRecord } from './bank-payment-record';
import { settled, type Counted } from './import-counts';
import { importMovement, type OtherJob } from './import-movement';
import type { BankImportPorts, DecidedRow, OrderToPay } from './import-ports';
import { decideMatch, isIncomingPayment, type BankPaymentStatus } from './reconcile';

/** Rows of one slice worked on at once (rows of one variable symbol always one after another). */
const CONCURRENCY = 32;

export type SliceRow = { movement: BankMovement };

/** What a slice reads before it decides: its rows already stored and the orders of the others. */
export interface SliceReads {
  existing: Map<string, BankPaymentRecord>;
  orders: Map<string, OrderToPay>;
}

/**
 * Reads a slice's stored rows (one batch) and the orders of its new rows (another). The import
 * reads the next slice while it writes this one: a read that a write of the slice before makes
 * stale (a second row of one variable symbol or movement id) fails its write's condition and goes
 * row by row, so it changes nothing twice.
 */
export async function readSlice(
  ports: BankImportPorts,
  slice: SliceRow[],
  symbols: Map<string, string>,
): Promise<SliceReads> {
  const incoming = slice.filter(({ movement }) => isIncomingPayment(movement));
  const existing = await ports.existingPayments([
    ...new Set(incoming.map(({ movement }) => bankPaymentGuid(movement.movementId))),
  ]);
  const orderGuids = new Set<string>();
  for (const { movement } of incoming) {
    const orderGuid = symbols.get(movement.variableSymbol);
    if (orderGuid && !existing.has(bankPaymentGuid(movement.movementId))) orderGuids.add(orderGuid);
  }
  return { existing, orders: await ports.loadOrders([...orderGuids]) };
}

/**
 * A slice in bulk: with its stored rows and the orders of its new rows read (`readSlice`), each
 * row is decided and written with its order's payment many rows per transaction.
 * What the bulk path cannot decide alone — a second payment of one variable symbol in the slice
 * (an earlier one may complete it), an underpayment (earlier partial payments count), a row a
 * crashed run left pending, a write whose condition failed because an order changed meanwhile —
 * goes through `importMovement` row by row, which answers the same as before.
 */
export async function importSlice(
  ports: BankImportPorts,
  slice: SliceRow[],
  reads: SliceReads,
  symbols: Map<string, string>,
  job: { id: string; by: string; byName?: string },
  now: string,
  tally: (status: Counted, movement: BankMovement) => void,
  others: (id: string | null) => Promise<OtherJob>,
): Promise<void> {
  const incoming = slice.filter(({ movement }) => {
    if (isIncomingPayment(movement)) return true;
    tally('ignored', movement);
    return false;
  });
  const { existing, orders } = reads;
  const emails: string[] = [];
  const incomplete: Array<{ orderGuid: string; guid: string }> = [];
  const oneByOne: SliceRow[] = [];
  const candidates: Array<{ movement: BankMovement; guid: string; orderGuid: string | undefined }> = [];
  const seenGuids = new Set<string>();
  const seenSymbols = new Set<string>();
  for (const row of incoming) {
    const { movement } = row;
    const guid = bankPaymentGuid(movement.movementId);
    const stored = existing.get(guid);
    const symbol = movement.variableSymbol;
    if (seenGuids.has(guid) || (symbol && seenSymbols.has(symbol)) || stored?.status === 'pending') {
      oneByOne.push(row);
    } else if (stored) {
      if (stored.jobId !== job.id) tally('alreadyImported', movement);
      else {
        // This job's row from a run that stopped after writing it: its e-mail may not be queued yet.
        if ((stored.status === 'paid' || stored.status === 'overpaid') && stored.orderGuid)
          emails.push(stored.orderGuid);
        if (stored.status === 'underpaid' && stored.orderGuid)
          incomplete.push({ orderGuid: stored.orderGuid, guid });
        tally(stored.status, movement);
      }
    } else candidates.push({ movement, guid, orderGuid: symbols.get(symbol) });
    seenGuids.add(guid);
    if (symbol) seenSymbols.add(symbol);
  }
  const decided: Array<DecidedRow & { movement: BankMovement; status: BankPaymentStatus }> = [];
  for (const { movement, guid, orderGuid } of candidates) {
    const loaded = orderGuid ? orders.get(orderGuid) : undefined;
    const decision = decideMatch(movement, loaded?.order, 0);
    if (decision.status === 'underpaid' || (loaded?.order.bankPaymentGuid ?? null) === guid) {
      oneByOne.push({ movement });
      continue;
    }
    const outcome = settled(decision);
    const { reversal: _reversal, ...fields } = movement;
    const record: BankPaymentRecord = {
      ...fields,
      guid,
      ...outcome,
      jobId: job.id,
      importedAt: now,
      importedBy: job.by,
      dateUpdated: now,
    };
    if (loaded && (decision.status === 'paid' || decision.status === 'overpaid')) {
      const plan = markPaidByBankTransfer(
        loaded.order,
        loaded.items,
        { by: job.by, ...(job.byName ? { byName: job.byName } : {}), now },
        {
          bankPaymentGuid: guid,
          received: movement.amount,
          overpaid: decision.status === 'overpaid' ? decision.refund : 0,
          jobId: job.id,
        },
      );
      if (isRefusal(plan)) {
        oneByOne.push({ movement });
        continue;
      }
      decided.push({
        record,
        payment: { order: loaded.order, items: loaded.items, plan },
        movement,
        status: outcome.status,
      });
    } else decided.push({ record, movement, status: outcome.status });
  }
  const notWritten = decided.length ? await ports.recordDecided(decided) : new Set<number>();
  decided.forEach((row, i) => {
    if (notWritten.has(i)) return oneByOne.push({ movement: row.movement });
    if (row.payment) emails.push(row.payment.order.guid);
    tally(row.status, row.movement);
  });
  await ports.enqueueOrderEmails([
    ...emails.map((orderGuid) => ({ orderGuid, emailType: EmailType.PAYMENT })),
    ...incomplete.map((p) => ({
      orderGuid: p.orderGuid,
      emailType: EmailType.INCOMPLETE_PAYMENT,
      suffix: p.guid,
    })),
  ]);
  // In statement order: a later transfer of a variable symbol may complete an earlier one.
  const position = new Map(slice.map((row, i) => [row.movement, i]));
  oneByOne.sort((a, b) => (position.get(a.movement) ?? 0) - (position.get(b.movement) ?? 0));
  await byKeyInParallel(
    oneByOne,
    (row) => row.movement.variableSymbol || row.movement.movementId,
    async ({ movement }) => {
      tally(
        await importMovement(ports, movement, symbols.get(movement.variableSymbol), job, now, others),
        movement,
      );
    },
  );
}

/** Runs `fn` on groups of rows with the same key one after another, groups in parallel. */
async function byKeyInParallel<T>(rows: T[], keyOf: (row: T) => string, fn: (row: T) => Promise<void>) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const queue = [...groups.values()];
  const workers = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let group = queue.shift(); group; group = queue.shift()) for (const row of group) await fn(row);
  });
  await Promise.all(workers);
}
