import type { LoadedOrder, TransitionResult } from '../orders/admin-order-ports';
import type { OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { TransitionPlan } from '../orders/order-state';
import type { JobRecord } from '../jobs/jobs';
import type { BankMovement } from './bank-movement';
import type { BankPaymentRecord } from './bank-payment-record';
import type { Counted } from './import-counts';

/** What the bank statement import reads and writes (the DynamoDB adapters in functions/workers/job-runners.ts). */
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
  /**
   * Orders with their items' indexes, by guid (batched reads of the orders alone: a payment sets
   * `paid` on every item and reads nothing else of them); missing orders are absent.
   */
  loadOrders(guids: string[]): Promise<Map<string, OrderToPay>>;
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
  /** Rows paying a registration transfer's fee go here instead of to an order. */
  transferFees?: TransferFeeHook;
}

/**
 * Transfer fees paid by bank transfer (issue 27 item 2, functions/domain/self-service/transfer-bank-fee.ts):
 * which of the symbols no order has are a fee's, and a row paying one (recorded once, as a row is).
 */
export interface TransferFeeHook {
  feeSymbols(symbols: string[]): Promise<Set<string>>;
  pay(movement: BankMovement, job: { id: string; by: string }, now: string): Promise<Counted>;
}

/** An order as the bulk path pays it: the order and the indexes of its items. */
export interface OrderToPay {
  order: OrderRecord;
  items: ReadonlyArray<Pick<OrderItemRecord, 'index'>>;
}

/** A statement row decided in bulk: its record and, when it pays the order, the order's plan. */
export interface DecidedRow {
  record: BankPaymentRecord;
  payment?: OrderToPay & { plan: TransitionPlan };
}
