import { EmailType } from '@shared/codelists/enums';
import {
  bankImportResultSchema,
  emptyBankImportResult,
  type BankImportResult,
} from '@shared/payments/bank-payment-schemas';
import type { LoadedOrder, TransitionResult } from '../orders/admin-order-ports';
import type { OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../checkout/order-records';
import {
  isRefusal,
  markPaidByBankTransfer,
  paidByBankTransferHistory,
  type TransitionPlan,
} from '../orders/order-state';
import type { JobRecord, JobRunContext, JobRunOutcome } from '../jobs/jobs';
import { jobInput } from '../jobs/jobs';
import type { BankMovement } from './bank-movement';
import { bankPaymentGuid, type BankPaymentRecord } from './bank-payment-record';
import { resolveMessageSymbols } from './message-match';
import { parseStatement } from './parse-statement';
import { decideMatch, isIncomingPayment, type BankPaymentStatus, type MatchDecision } from './reconcile';

export interface BankImportPorts {
  readFile(key: string): Promise<Uint8Array>;
  /** Writes the row as `pending` unless its guid exists; answers the existing row then. */
  claim(row: BankPaymentRecord): Promise<{ claimed: true } | { claimed: false; existing: BankPaymentRecord }>;
  /** Records the row's match; with `jobId` and `importedBy`, this job takes over a row another job claimed. */
  settle(
    payment: Pick<BankPaymentRecord, 'guid' | 'date'>,
    outcome: Pick<BankPaymentRecord, 'status' | 'orderGuid' | 'remaining' | 'refund'> &
      Partial<Pick<BankPaymentRecord, 'jobId' | 'importedBy'>>,
    now: string,
  ): Promise<void>;
  /** Order guids by variable symbol (the order's VS guard); unknown symbols are absent. */
  ordersByVariableSymbol(symbols: string[]): Promise<Map<string, string>>;
  loadOrder(guid: string): Promise<LoadedOrder | undefined>;
  /** Sum of the underpaid payments matched to the order, this one excluded. */
  earlierPartialPayments(orderGuid: string, exceptGuid: string): Promise<number>;
  applyTransition(
    order: OrderRecord,
    items: OrderItemRecord[],
    plan: TransitionPlan,
  ): Promise<TransitionResult>;
  /** Queues an order e-mail; `suffix` makes a repeatable trigger's message new (one per payment). */
  enqueueOrderEmail(orderGuid: string, emailType: number, suffix?: string): Promise<void>;
  /** Queues many order e-mails at once (SQS SendMessageBatch); each as `enqueueOrderEmail` would. */
  enqueueOrderEmails(emails: Array<{ orderGuid: string; emailType: number; suffix?: string }>): Promise<void>;
  /** The stored payments among these guids (BatchGetItem), by guid. */
  existingPayments(guids: string[]): Promise<Map<string, BankPaymentRecord>>;
  /** Orders with their items, by guid (batched reads); missing orders are absent. */
  loadOrders(guids: string[]): Promise<Map<string, LoadedOrder>>;
  /**
   * Writes each decided row, with its order's payment when it pays one, many rows per
   * transaction: a paying row only while its order is payable, any other row only if its guid is
   * new. Answers the indexes of the rows not written (a condition failed); all others are written.
   * A paying row's record and its order's history entry may follow its order's payment (a worker
   * stopped between the two leaves the order paid and naming the row, which a retried slice
   * finishes row by row).
   */
  recordDecided(rows: DecidedRow[]): Promise<Set<number>>;
  /** Writes an order's history entry unless it is there already (same order, time and place). */
  recordPaymentHistory(entry: OrderHistoryRecord): Promise<void>;
  /**
   * Another import job as the job store has it (absent when there is no such job). Read only for a
   * row another job paid or claimed (row by row), never on the bulk path.
   */
  readJob(id: string): Promise<Pick<JobRecord, 'state' | 'createdBy' | 'createdByName'> | undefined>;
  /**
   * Hands a row still `pending` under `fromJobId` (a job that can no longer run) to this job;
   * false when it is not so any more (another job took it over or decided it first).
   */
  takeOverClaim(
    guid: string,
    fromJobId: string | null,
    to: { jobId: string; importedBy: string },
    now: string,
  ): Promise<boolean>;
}

/** A statement row decided in bulk: its record and, when it pays the order, the order's plan. */
export interface DecidedRow {
  record: BankPaymentRecord;
  payment?: { order: OrderRecord; items: OrderItemRecord[]; plan: TransitionPlan };
}

/** Rows per slice: the cursor and counts are saved after each. */
export const SLICE_ROWS = 200;
/** Rows of one slice worked on at once (rows of one variable symbol always one after another). */
const CONCURRENCY = 32;
const MAX_UNPARSED_LISTED = 50;

type Counted = BankPaymentStatus | 'ignored' | 'alreadyImported';

/** Statuses of a row matched to its order (the count of rows matched by a VS in the message). */
const MATCHED: ReadonlySet<Counted> = new Set(['paid', 'overpaid', 'underpaid']);

function count(result: BankImportResult, status: Counted): void {
  switch (status) {
    case 'paid':
      result.paid++;
      result.updatedOrders++;
      break;
    case 'overpaid':
      result.overpaid++;
      result.updatedOrders++;
      break;
    case 'underpaid':
      result.underpaid++;
      break;
    case 'duplicate':
      result.duplicates++;
      break;
    case 'orderClosed':
      result.closedOrders++;
      break;
    case 'currencyMismatch':
      result.currencyMismatches++;
      break;
    case 'unknownVariableSymbol':
      result.unknownVariableSymbols++;
      break;
    case 'unknownInstructionId':
      result.unknownInstructionIds++;
      break;
    case 'ignored':
      result.ignoredRows++;
      break;
    case 'alreadyImported':
    case 'manual':
    case 'unmatched':
    case 'pending':
      result.alreadyImported++;
      break;
  }
}

const settled = (
  d: MatchDecision,
): Pick<BankPaymentRecord, 'status' | 'orderGuid' | 'remaining' | 'refund'> => ({
  status: d.status === 'ignored' ? 'unmatched' : d.status,
  orderGuid: 'orderGuid' in d ? d.orderGuid : null,
  remaining: d.status === 'underpaid' ? d.remaining : null,
  refund: d.status === 'overpaid' ? d.refund : null,
});

/**
 * Pays the order when the decision says so, through the order state machine. A resumed import
 * whose earlier run paid the order already (the order names this payment) only queues the e-mail
 * again, which the e-mail worker sends at most once.
 */
export async function applyDecision(
  ports: Pick<BankImportPorts, 'applyTransition' | 'loadOrder' | 'enqueueOrderEmail'>,
  decision: MatchDecision,
  loaded: LoadedOrder,
  guid: string,
  movement: BankMovement,
  earlier: number,
  ctx: { by: string; byName?: string; now: string },
): Promise<MatchDecision> {
  const applied = await payWhenDue(ports, decision, loaded, guid, movement, earlier, ctx);
  return applied === PAID_BY_ANOTHER_JOB ? decision : applied;
}

/** Another import job paid the order with this very row (between this job's read and its write). */
const PAID_BY_ANOTHER_JOB = 'paidByAnotherJob';

/**
 * `applyDecision`; with `ctx.jobId` (an import job's row), the order names the job that pays it,
 * and when another job paid it with this row meanwhile, answers PAID_BY_ANOTHER_JOB: that job's
 * report counts the row, not this one's.
 */
async function payWhenDue(
  ports: Pick<BankImportPorts, 'applyTransition' | 'loadOrder' | 'enqueueOrderEmail'>,
  decision: MatchDecision,
  loaded: LoadedOrder,
  guid: string,
  movement: BankMovement,
  earlier: number,
  ctx: { by: string; byName?: string; now: string; jobId?: string },
): Promise<MatchDecision | typeof PAID_BY_ANOTHER_JOB> {
  if (decision.status !== 'paid' && decision.status !== 'overpaid') return decision;
  const { jobId, ...transition } = ctx;
  const plan = markPaidByBankTransfer(loaded.order, loaded.items, transition, {
    bankPaymentGuid: guid,
    received: earlier + movement.amount,
    overpaid: decision.status === 'overpaid' ? decision.refund : 0,
    ...(jobId ? { jobId } : {}),
  });
  if (isRefusal(plan)) return decideMatch(movement, loaded.order, earlier);
  const applied = await ports.applyTransition(loaded.order, loaded.items, plan);
  if (applied.kind !== 'applied') {
    // Someone changed the order meanwhile (paid by card, removed): decide on what it is now.
    const fresh = await ports.loadOrder(loaded.order.guid);
    if (fresh?.order.bankPaymentGuid === guid)
      return jobId && fresh.order.bankPaymentJobId && fresh.order.bankPaymentJobId !== jobId
        ? PAID_BY_ANOTHER_JOB
        : decision;
    return decideMatch(movement, fresh?.order, earlier);
  }
  await ports.enqueueOrderEmail(loaded.order.guid, EmailType.PAYMENT);
  return decision;
}

/** Another import job as a row's owner: whether it can never run again, and who started it. */
interface OtherJob {
  ended: boolean;
  by?: string;
  byName?: string;
}

/**
 * A job in these states is never run again (`runJob` leaves it alone), so a row it paid or claimed
 * and did not finish stays unfinished unless another job takes it over. A queued or running job
 * (also one whose worker stopped: the queue redelivers it) still finishes its own rows.
 */
const ENDED_JOB_STATES: ReadonlySet<JobRecord['state']> = new Set(['finished', 'failed']);

/**
 * The other jobs' states, each read once per run: only rows another job paid or claimed ask, and a
 * statement such a job left unfinished asks for the same job row after row. A job seen still able
 * to run is taken as such for the rest of this run (its rows wait for the next import), which
 * only errs towards leaving a row to it.
 */
function otherJobs(ports: Pick<BankImportPorts, 'readJob'>): (id: string | null) => Promise<OtherJob> {
  const known = new Map<string, Promise<OtherJob>>();
  return (id) => {
    // A claim naming no job, or a job with no record, is never run by anyone.
    if (!id) return Promise.resolve({ ended: true });
    let answer = known.get(id);
    if (!answer) {
      answer = ports.readJob(id).then((other) =>
        other
          ? {
              ended: ENDED_JOB_STATES.has(other.state),
              by: other.createdBy,
              ...(other.createdByName ? { byName: other.createdByName } : {}),
            }
          : { ended: true },
      );
      known.set(id, answer);
    }
    return answer;
  };
}

/**
 * One statement row: recorded once (by its movement id), matched, the order paid when it is due.
 * The row counts in this job's report only when this job wrote it: a row another import decided
 * or is deciding (its claim), or whose order another import paid with it (the order names that
 * job), is skipped as already imported while that job can still run. That job writes its record
 * (replacing this job's claim) or, when it stopped first, takes the claim over here on its retry.
 * A job that can no longer run (finished, failed) never will: this job takes the row over then —
 * writes the history entry if missing, settles the record under its own id, queues the payment
 * e-mail (once per order, so never a second one) and counts the row as its own.
 */
async function importMovement(
  ports: BankImportPorts,
  movement: BankMovement,
  orderGuid: string | undefined,
  job: { id: string; by: string; byName?: string },
  now: string,
  others: (id: string | null) => Promise<OtherJob>,
): Promise<Counted> {
  if (!isIncomingPayment(movement)) return 'ignored';
  const guid = bankPaymentGuid(movement.movementId);
  const { reversal: _reversal, ...fields } = movement;
  const claim = await ports.claim({
    ...fields,
    guid,
    status: 'pending',
    orderGuid: null,
    remaining: null,
    refund: null,
    jobId: job.id,
    importedAt: now,
    importedBy: job.by,
    dateUpdated: now,
  });
  // Decided before: another import's row is skipped; this job's own (a retried slice) counts as decided.
  if (!claim.claimed && claim.existing.status !== 'pending')
    return claim.existing.jobId === job.id ? claim.existing.status : 'alreadyImported';
  let claimedBy = claim.claimed ? job.id : claim.existing.jobId;
  const loaded = orderGuid ? await ports.loadOrder(orderGuid) : undefined;
  const paidByRow = loaded?.order.paid && loaded.order.bankPaymentGuid === guid ? loaded : undefined;
  // Whose payment it is: the job the paid order names (an order paid before orders named their
  // job: the row's claimant); otherwise the row is its claimant's to decide.
  const owner = paidByRow?.order.bankPaymentJobId ?? claimedBy;
  let ownerJob: OtherJob | undefined;
  if (owner !== job.id) {
    // Read only here (another job's row), so the bulk path asks the job store nothing.
    ownerJob = await others(owner);
    if (!ownerJob.ended) return 'alreadyImported';
    // The owner will never finish the row. Who takes it over is the claim's to say: this job when
    // it holds the claim; a claimant that can still run (another import of the same statement
    // now) when it does, so two running jobs never both count the row; otherwise this job, once,
    // by taking the claim over on the condition that it is still the ended job's.
    if (claimedBy !== job.id) {
      if (claimedBy !== owner && !(await others(claimedBy)).ended) return 'alreadyImported';
      const taken = await ports.takeOverClaim(guid, claimedBy, { jobId: job.id, importedBy: job.by }, now);
      if (!taken) return 'alreadyImported';
      claimedBy = job.id;
    }
  }
  let decision: MatchDecision;
  if (paidByRow) {
    // This job's row paid the order before the worker stopped, or an ended job's row did: finish
    // it. Paid in bulk, the order's history entry may not be written yet: the same entry (by the
    // order's datePaid and whoever started the paying job, and as the bulk path decides, with no
    // earlier payments) unless one is there. The row counts in this job's report as paid (the
    // order as updated): the report of a job that failed never finishes, and this report is the
    // one the admin reads for the statement; the record names this job, as it does every row a
    // report counts.
    const { order } = paidByRow;
    const payer = ownerJob?.by
      ? { by: ownerJob.by, ...(ownerJob.byName ? { byName: ownerJob.byName } : {}) }
      : { by: job.by, ...(job.byName ? { byName: job.byName } : {}) };
    if (order.datePaid)
      await ports.recordPaymentHistory(
        paidByBankTransferHistory(
          order,
          { ...payer, now: order.datePaid },
          {
            bankPaymentGuid: guid,
            received: movement.amount,
            overpaid: Math.max(0, movement.amount - order.calculatedPrice),
          },
        ),
      );
    const earlier = await ports.earlierPartialPayments(order.guid, guid);
    const received = earlier + movement.amount;
    decision =
      received > order.calculatedPrice
        ? { status: 'overpaid', orderGuid: order.guid, refund: received - order.calculatedPrice }
        : { status: 'paid', orderGuid: order.guid };
    // Once per order (no suffix): the e-mail worker sends it at most once, also when the job that
    // paid the order queued it already.
    await ports.enqueueOrderEmail(order.guid, EmailType.PAYMENT);
  } else {
    // Earlier partial payments count only when this one alone falls short (one Query saved per row).
    let earlier = 0;
    decision = decideMatch(movement, loaded?.order, earlier);
    if (loaded && decision.status === 'underpaid') {
      earlier = await ports.earlierPartialPayments(loaded.order.guid, guid);
      if (earlier > 0) decision = decideMatch(movement, loaded.order, earlier);
    }
    if (loaded) {
      const applied = await payWhenDue(ports, decision, loaded, guid, movement, earlier, {
        by: job.by,
        ...(job.byName ? { byName: job.byName } : {}),
        now,
        jobId: job.id,
      });
      // That job writes the row's record over this job's claim.
      if (applied === PAID_BY_ANOTHER_JOB) return 'alreadyImported';
      decision = applied;
    }
  }
  const outcome = settled(decision);
  // A claim another job left behind when this job's payment came first is this job's now.
  const takeOver = claimedBy === job.id ? {} : { jobId: job.id, importedBy: job.by };
  await ports.settle({ guid, date: movement.date }, { ...outcome, ...takeOver }, now);
  if (outcome.status === 'underpaid' && outcome.orderGuid)
    await ports.enqueueOrderEmail(outcome.orderGuid, EmailType.INCOMPLETE_PAYMENT, guid);
  return outcome.status;
}

type SliceRow = { movement: BankMovement };

/** What a slice reads before it decides: its rows already stored and the orders of the others. */
interface SliceReads {
  existing: Map<string, BankPaymentRecord>;
  orders: Map<string, LoadedOrder>;
}

/**
 * Reads a slice's stored rows (one batch) and the orders of its new rows (another). The import
 * reads the next slice while it writes this one: a read that a write of the slice before makes
 * stale (a second row of one variable symbol or movement id) fails its write's condition and goes
 * row by row, so it changes nothing twice.
 */
async function readSlice(
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
async function importSlice(
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

/**
 * The bank statement import job (spec §7 upload-bank-csv): reads the uploaded statement, records
 * every incoming payment once by its bank movement id and matches it by variable symbol through
 * the order state machine (exact → paid + payment e-mail; less → underpaid, what is left recorded;
 * more → paid, overpayment flagged for refund; paid, cancelled, removed or expired orders flagged;
 * unknown symbols listed). Works in slices of SLICE_ROWS rows, saving the cursor and the counts
 * after each; a retried slice changes nothing twice.
 */
export async function runBankStatementImport(
  ports: BankImportPorts,
  ctx: JobRunContext,
): Promise<JobRunOutcome> {
  const { job } = ctx;
  const { fileKey } = jobInput(job, 'bankStatementImport');
  const parsed = parseStatement(await ports.readFile(fileKey));
  if (parsed.format === 'unknown') {
    const result = { ...emptyBankImportResult(), format: parsed.format, notBankStatement: true };
    return { kind: 'finished', done: 0, total: 0, result };
  }
  if (parsed.missingColumns.length && ctx.job.done === 0) {
    const result = {
      ...emptyBankImportResult(),
      format: parsed.format,
      missingColumns: parsed.missingColumns,
    };
    return { kind: 'finished', done: 0, total: 0, result };
  }
  const total = parsed.movements.length;
  const saved = job.result ? bankImportResultSchema.safeParse(job.result) : undefined;
  const result: BankImportResult = saved?.success
    ? saved.data
    : {
        ...emptyBankImportResult(),
        format: parsed.format,
        unparsedRows: parsed.unparsed.length,
        unparsed: parsed.unparsed.slice(0, MAX_UNPARSED_LISTED),
      };
  const symbols = await ports.ordersByVariableSymbol([
    ...new Set(parsed.movements.map((m) => m.movement.variableSymbol).filter(Boolean)),
  ]);
  // Rows without a known VS look for one in their message (those before the cursor are done).
  const byMessage = await resolveMessageSymbols(
    ports,
    parsed.movements.slice(job.done).map((m) => m.movement),
    symbols,
  );
  const actor = {
    id: job.id,
    by: job.createdBy,
    ...(job.createdByName ? { byName: job.createdByName } : {}),
  };
  const others = otherJobs(ports);
  const sliceAt = (start: number) => parsed.movements.slice(start, start + SLICE_ROWS);
  const read = (start: number): Promise<SliceReads> | undefined => {
    if (start >= total) return undefined;
    const reading = readSlice(ports, sliceAt(start), symbols);
    // Awaited with its slice; a run that stops first (time up, a failed write) leaves it unawaited.
    reading.catch(() => undefined);
    return reading;
  };
  let reading = read(job.done);
  for (let start = job.done; start < total; start += SLICE_ROWS) {
    if (start > job.done && ctx.timeIsUp()) return { kind: 'continue' };
    const reads = await (reading ?? readSlice(ports, sliceAt(start), symbols));
    reading = read(start + SLICE_ROWS);
    const now = ctx.now().toISOString();
    await importSlice(
      ports,
      sliceAt(start),
      reads,
      symbols,
      actor,
      now,
      (status, movement) => {
        result.processedRows++;
        count(result, status);
        if (byMessage.has(movement) && MATCHED.has(status)) result.matchedByMessage++;
      },
      others,
    );
    await ctx.progress(Math.min(total, start + SLICE_ROWS), total, result);
  }
  return { kind: 'finished', done: total, total, result };
}
