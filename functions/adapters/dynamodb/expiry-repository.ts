import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ExpirableOrder } from '../../domain/orders/expire-orders';
import type { OrderItemRecord } from '../../domain/orders/order-records';
import type { TransitionPlan } from '../../domain/orders/order-state';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { queryOverdue } from './expiry-index';
import { transitionWrites } from './order-transition-repository';
import { decodeOrder, decodeOrderItem } from './order-attributes';

/** Reads and writes of the expiry job (access patterns in ./README.md). */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Guids of orders due before `nowIso` in the expiry partition of `day` (yyyy-mm-dd):
 * Query gsi3 `gsi3pk = EXPIRY#<day> AND gsi3sk < <now>` (gsi3sk = `<expiresAt>#<guid>`).
 * The index is eventually consistent: every candidate is read again before it is touched.
 */
export async function listOverdueOrderGuids(day: string, nowIso: string): Promise<string[]> {
  const guids: string[] = [];
  for (const item of await queryOverdue(day, nowIso, 'pk, sk')) {
    const pk = String(item.pk ?? '');
    if (item.sk === 'ORDER' && pk.startsWith('ORDER#')) guids.push(pk.slice('ORDER#'.length));
  }
  return guids;
}

/** The order (GetItem) and its items (Query `pk=ORDER#<guid>`, `begins_with(sk, 'ITEM#')`), strongly consistent. */
export async function loadOrderForExpiry(
  orderGuid: string,
): Promise<{ order: ExpirableOrder; items: OrderItemRecord[] } | null> {
  const client = getDocumentClient();
  const [orderOut, items] = await Promise.all([
    client.send(
      new GetCommand({ TableName: config.tableName, Key: keys.order(orderGuid), ConsistentRead: true }),
    ),
    (async () => {
      const rows: OrderItemRecord[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: config.tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :item)',
            ExpressionAttributeValues: { ':pk': keys.order(orderGuid).pk, ':item': 'ITEM#' },
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        rows.push(...(page.Items ?? []).map(decodeOrderItem));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return rows;
    })(),
  ]);
  if (!orderOut.Item) return null;
  return { order: decodeOrder(orderOut.Item), items: items.sort((a, b) => a.index - b.index) };
}

/** The order as it is now (after a failed condition). */
export async function reloadOrder(orderGuid: string): Promise<ExpirableOrder | null> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.order(orderGuid), ConsistentRead: true }),
  );
  return out.Item ? decodeOrder(out.Item) : null;
}

/**
 * The TransactWriteItems of one step of an expiry: the state machine's plan of the step
 * (functions/domain/orders/expiry-state.ts) as ./order-transition-repository.ts writes every
 * transition — the guarded order update first, the history entry (step 1), the counters released
 * and the items. Its statistics and the orders list's counts follow from the table's stream.
 */
export async function buildExpiryStep(
  order: ExpirableOrder,
  items: readonly OrderItemRecord[],
  plan: TransitionPlan,
): Promise<TransactItem[]> {
  return (await transitionWrites(order, items, plan)).tx;
}

export interface RetryOptions {
  attempts?: number;
  /** Backoff base in ms: attempt k waits a random time in [0, base·2^k). */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type StepResult =
  | { kind: 'applied' }
  /** The order's own condition failed: someone paid, cancelled or expired it meanwhile. */
  | { kind: 'orderChanged' }
  /** Another operation's condition failed (an item vanished, a history key taken). */
  | { kind: 'otherConditionFailed'; index: number };

/**
 * Runs one step. TransactionConflict (another transaction on the same items, real DynamoDB only)
 * is retried with full-jitter backoff; other errors are thrown.
 */
export async function writeExpiryStep(tx: TransactItem[], options: RetryOptions = {}): Promise<StepResult> {
  const attempts = options.attempts ?? 6;
  const base = options.baseDelayMs ?? 25;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: tx }));
      return { kind: 'applied' };
    } catch (err) {
      const isCancel =
        err instanceof TransactionCanceledException ||
        (err as { name?: string }).name === 'TransactionCanceledException';
      if (!isCancel) throw err;
      const reasons = (err as TransactionCanceledException).CancellationReasons ?? [];
      const failed = reasons.findIndex((r) => r?.Code === 'ConditionalCheckFailed');
      if (failed === 0) return { kind: 'orderChanged' };
      if (failed > 0) return { kind: 'otherConditionFailed', index: failed };
      if (!reasons.some((r) => r?.Code === 'TransactionConflict') || attempt >= attempts) throw err;
      await sleep(Math.floor(random() * base * 2 ** attempt));
    }
  }
}
