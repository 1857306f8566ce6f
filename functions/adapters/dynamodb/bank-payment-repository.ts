import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DecidedRow } from '../../domain/bank-import/import-statement';
import type { BankPaymentRecord } from '../../domain/bank-import/bank-payment-record';
import type { OrderHistoryRecord } from '../../domain/orders/order-records';
import { config } from '../config';
import { batchGet } from './batch-get';
import { batchPut } from './batch-write';
import { getDocumentClient } from './client';
import { isConditionFailure, updateIfStill } from './conditional-write';
import { gsi, keys } from './keys';
import { historyAttributes, MAX_TRANSACTION_ITEMS } from './order-repository';
import { transitionWrites, type TransactItem } from './order-transition-repository';
import { toBankPayment } from './bank-payment-reads';

/** The list index (every payment by day) and, once it names an order, the order's payments. */
const indexAttributes = (row: Pick<BankPaymentRecord, 'guid' | 'date' | 'orderGuid'>) => ({
  gsi1pk: gsi.bankPayments,
  gsi1sk: `${row.date}#${row.guid}`,
  ...(row.orderGuid
    ? { gsi2pk: gsi.orderBankPayments(row.orderGuid), gsi2sk: `${row.date}#${row.guid}` }
    : {}),
});

export async function getBankPayment(guid: string): Promise<BankPaymentRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.bankPayment(guid), ConsistentRead: true }),
  );
  return out.Item ? toBankPayment(out.Item) : undefined;
}

/** Writes the row unless a row with its guid (= its bank movement id) exists; answers that one. */
export async function claimBankPayment(
  row: BankPaymentRecord,
): Promise<{ claimed: true } | { claimed: false; existing: BankPaymentRecord }> {
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.bankPayment(row.guid), entity: 'bankPayment', ...indexAttributes(row), ...row },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getBankPayment(row.guid);
    if (!existing) throw error;
    return { claimed: false, existing };
  }
}

/** The stored payments among these guids, by guid (BatchGetItem). */
export async function existingBankPayments(guids: string[]): Promise<Map<string, BankPaymentRecord>> {
  const rows = await batchGet<Record<string, unknown>>(
    getDocumentClient(),
    config.tableName,
    guids.map((guid) => keys.bankPayment(guid)),
  );
  return new Map(rows.map((row) => [row.guid as string, toBankPayment(row)]));
}

const itemKey = (op: TransactItem): string => {
  const key = op.Put?.Item ?? op.Update?.Key ?? op.Delete?.Key ?? op.ConditionCheck?.Key ?? {};
  return `${String(key.pk)}|${String(key.sk)}`;
};

/**
 * Writes decided statement rows many per transaction: a row that pays an order as the order's
 * transition (only while the order is payable), any other row as its record (only if its guid is
 * new). A transaction is all or nothing, so when one row's condition fails the others of its
 * transaction are written again without it. Answers the indexes of the rows not written.
 *
 * The record of a paying row and its order's history entry are put after its transaction, with
 * BatchWriteItem (a put there costs DynamoDB Local about a third of one in a transaction): the
 * order's guard already makes its payment happen once, and the paid order names the payment
 * (`bankPaymentGuid`) and its time (`datePaid`), so a worker stopped between the two finds the
 * order paid by this row and writes the record and the same history entry then (`importMovement`).
 */
/** Transactions of a slice written at once (DynamoDB Local on 2 cores gains little beyond 4). */
const WRITERS = 4;

export async function recordDecidedBankPayments(rows: DecidedRow[]): Promise<Set<number>> {
  const table = config.tableName;
  const units = await Promise.all(
    rows.map(async ({ record, payment }, index) => {
      const item = {
        ...keys.bankPayment(record.guid),
        entity: 'bankPayment',
        ...indexAttributes(record),
        ...record,
      };
      if (!payment) {
        const put: TransactItem = {
          Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
        };
        return { index, ops: [put], after: null };
      }
      const writes = await transitionWrites(payment.order, payment.items, payment.plan, {
        historyApart: true,
      });
      return { index, ops: writes.tx, after: [item, writes.history] };
    }),
  );
  const failed = new Set<number>();
  // Units into transactions of at most MAX_TRANSACTION_ITEMS operations, no item twice in one.
  const batches: Array<{ units: typeof units; keys: Set<string> }> = [];
  let current: typeof units = [];
  let size = 0;
  let seen = new Set<string>();
  for (const unit of units) {
    const unitKeys = unit.ops.map(itemKey);
    if (unit.ops.length > MAX_TRANSACTION_ITEMS) {
      failed.add(unit.index);
      continue;
    }
    if (size + unit.ops.length > MAX_TRANSACTION_ITEMS || unitKeys.some((k) => seen.has(k))) {
      batches.push({ units: current, keys: seen });
      current = [];
      size = 0;
      seen = new Set();
    }
    current.push(unit);
    size += unit.ops.length;
    for (const k of unitKeys) seen.add(k);
  }
  if (current.length) batches.push({ units: current, keys: seen });
  const write = async (batch: typeof units): Promise<void> => {
    for (let attempt = 0; batch.length; attempt++) {
      try {
        await getDocumentClient().send(
          new TransactWriteCommand({ TransactItems: batch.flatMap((u) => u.ops) }),
        );
        return;
      } catch (error) {
        if (
          !(error instanceof TransactionCanceledException) &&
          (error as { name?: string }).name !== 'TransactionCanceledException'
        )
          throw error;
        const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
        let at = 0;
        const refused = new Set<number>();
        for (const unit of batch) {
          if (reasons.slice(at, at + unit.ops.length).some((r) => r.Code === 'ConditionalCheckFailed'))
            refused.add(unit.index);
          at += unit.ops.length;
        }
        if (!refused.size && attempt >= 5) {
          // Conflicting with other writers for too long: the rows go one by one instead.
          for (const unit of batch) failed.add(unit.index);
          return;
        }
        for (const index of refused) failed.add(index);
        batch = batch.filter((u) => !refused.has(u.index));
        if (!refused.size) await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
      }
    }
  };
  // Transactions no longer share the statistics day items (the projector writes those from the
  // stream), so up to WRITERS of them run at once, each starting as soon as one ends. A
  // transaction naming an item of an earlier one (two rows paying one order) starts only after
  // it: the first row in the statement decides, as when they ran one after the other.
  const done: Array<Promise<void>> = [];
  let running = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    while (running >= WRITERS) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  for (const [i, batch] of batches.entries()) {
    const before = batches
      .slice(0, i)
      .flatMap((earlier, j) => ([...batch.keys].some((k) => earlier.keys.has(k)) ? [done[j]!] : []));
    done.push(
      (async () => {
        await Promise.all(before);
        await slot();
        try {
          await write(batch.units);
        } finally {
          release();
        }
      })(),
    );
  }
  await Promise.all(done);
  // The records and history entries are independent items: several chunks at once.
  await batchPut(
    getDocumentClient(),
    table,
    units.flatMap((u) => (u.after && !failed.has(u.index) ? u.after : [])),
    { concurrency: WRITERS },
  );
  return failed;
}

/** Puts an order's history entry unless it is there already (a resumed import's, see above). */
export async function putOrderHistoryOnce(entry: OrderHistoryRecord): Promise<void> {
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: historyAttributes(entry),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Records the payment's match (the order index follows the matched order); with `jobId` and
 * `importedBy`, names the import job that decided it (one taking over another job's claim).
 */
export async function settleBankPayment(
  current: Pick<BankPaymentRecord, 'guid' | 'date'>,
  outcome: Pick<BankPaymentRecord, 'status' | 'orderGuid' | 'remaining' | 'refund'> &
    Partial<Pick<BankPaymentRecord, 'jobId' | 'importedBy'>>,
  now: string,
  condition?: { status: BankPaymentRecord['status']; orderGuid: string | null },
): Promise<boolean> {
  const { guid } = current;
  const values: Record<string, unknown> = {
    ':status': outcome.status,
    ':orderGuid': outcome.orderGuid,
    ':remaining': outcome.remaining,
    ':refund': outcome.refund,
    ':now': now,
  };
  let update =
    'SET #status = :status, orderGuid = :orderGuid, remaining = :remaining, refund = :refund, dateUpdated = :now';
  if (outcome.jobId) {
    update += ', jobId = :jobId, importedBy = :importedBy';
    values[':jobId'] = outcome.jobId;
    values[':importedBy'] = outcome.importedBy ?? null;
  }
  if (outcome.orderGuid) {
    update += ', gsi2pk = :g2pk, gsi2sk = :g2sk';
    values[':g2pk'] = gsi.orderBankPayments(outcome.orderGuid);
    values[':g2sk'] = `${current.date}#${guid}`;
  } else update += ' REMOVE gsi2pk, gsi2sk';
  let conditionExpression = 'attribute_exists(pk)';
  if (condition) {
    conditionExpression += ' AND #status = :expectStatus AND orderGuid = :expectOrder';
    values[':expectStatus'] = condition.status;
    values[':expectOrder'] = condition.orderGuid;
  }
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.bankPayment(guid),
        UpdateExpression: update,
        ConditionExpression: conditionExpression,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (condition && isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Hands a row still `pending` under `fromJobId` to another import job (the claimant can no longer
 * run, see `importMovement`); false when the row is not so any more: of two jobs taking it over at
 * once, one gets it.
 */
export async function takeOverBankPaymentClaim(
  guid: string,
  fromJobId: string | null,
  to: { jobId: string; importedBy: string },
  now: string,
): Promise<boolean> {
  const values: Record<string, unknown> = {
    ':pending': 'pending',
    ':jobId': to.jobId,
    ':importedBy': to.importedBy,
    ':now': now,
  };
  let claimant: string;
  if (fromJobId) {
    claimant = 'jobId = :from';
    values[':from'] = fromJobId;
  } else {
    // A claim naming no job: stored as null, or without the attribute.
    claimant = '(attribute_not_exists(jobId) OR attribute_type(jobId, :null))';
    values[':null'] = 'NULL';
  }
  return updateIfStill({
    Key: keys.bankPayment(guid),
    UpdateExpression: 'SET jobId = :jobId, importedBy = :importedBy, dateUpdated = :now',
    ConditionExpression: `attribute_exists(pk) AND #status = :pending AND ${claimant}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: values,
  });
}

/** Sets the admin's note (`note`; `comment` is the bank's own column) while it is still `expected` (false when someone changed it meanwhile). */
export async function setBankPaymentComment(
  guid: string,
  comment: string,
  expected: string,
  now: string,
): Promise<boolean> {
  return updateIfStill({
    Key: keys.bankPayment(guid),
    UpdateExpression: 'SET #note = :comment, dateUpdated = :now',
    // A row never commented has no note attribute yet.
    ConditionExpression: `attribute_exists(pk) AND ${expected ? '#note = :expected' : '(attribute_not_exists(#note) OR #note = :expected)'}`,
    ExpressionAttributeNames: { '#note': 'note' },
    ExpressionAttributeValues: { ':comment': comment, ':expected': expected, ':now': now },
  });
}

// The reads of bank payments and their history (the bank payments list, hand assignment, the order detail).
export * from './bank-payment-reads';
