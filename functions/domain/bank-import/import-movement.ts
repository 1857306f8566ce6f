import { EmailType } from '@shared/codelists/enums';
import type { LoadedOrder } from '../orders/admin-order-ports';
import { isRefusal, markPaidByBankTransfer, paidByBankTransferHistory } from '../orders/order-state';
import type { JobRecord } from '../jobs/jobs';
import type { BankMovement } from './bank-movement';
import { bankPaymentGuid } from './bank-payment-record';
import { settled, type Counted } from './import-counts';
import type { BankImportPorts } from './import-ports';
import { decideMatch, isIncomingPayment, type MatchDecision } from './reconcile';

/**
 * One statement row on its own (the bulk path's rows it cannot decide alone, and an admin's
 * assignment of a row by hand, `applyDecision`): recorded once, matched, the order paid when due.
 */

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
export interface OtherJob {
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
export function otherJobs(ports: Pick<BankImportPorts, 'readJob'>): (id: string | null) => Promise<OtherJob> {
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
 * Records a statement row once, by its movement id, as pending under this job. A row decided
 * before answers how it counts: another import's is skipped as already imported, this job's own
 * (a retried slice) counts as it was decided.
 */
export async function claimMovement(
  claimRow: BankImportPorts['claim'],
  movement: BankMovement,
  job: { id: string; by: string },
  now: string,
): Promise<{ decided: Counted } | { guid: string; claim: Awaited<ReturnType<BankImportPorts['claim']>> }> {
  const guid = bankPaymentGuid(movement.movementId);
  const { reversal: _reversal, ...fields } = movement;
  const claim = await claimRow({
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
  if (!claim.claimed && claim.existing.status !== 'pending')
    return { decided: claim.existing.jobId === job.id ? claim.existing.status : 'alreadyImported' };
  return { guid, claim };
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
export async function importMovement(
  ports: BankImportPorts,
  movement: BankMovement,
  orderGuid: string | undefined,
  job: { id: string; by: string; byName?: string },
  now: string,
  others: (id: string | null) => Promise<OtherJob>,
): Promise<Counted> {
  if (!isIncomingPayment(movement)) return 'ignored';
  const claimed = await claimMovement(ports.claim, movement, job, now);
  if ('decided' in claimed) return claimed.decided;
  const { guid, claim } = claimed;
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
