import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  expiryHistory,
  type ExpirableOrder,
  type ExpiryPlan,
  type ExpiryStep,
} from '../../domain/checkout/expire-orders';
import type { OrderItemRecord } from '../../domain/orders/order-records';
import { ORDER_CONDITIONS } from '../../domain/orders/order-state';
import { config } from '../config';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { flagCondition } from './order-conditions';

/** Reads and writes of the expiry job (access patterns in ./README.md). */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const EXPIRY_INDEX = 'gsi3';

/**
 * Guids of orders due before `nowIso` in the expiry partition of `day` (yyyy-mm-dd):
 * Query gsi3 `gsi3pk = EXPIRY#<day> AND gsi3sk < <now>` (gsi3sk = `<expiresAt>#<guid>`).
 * The index is eventually consistent: every candidate is read again before it is touched.
 */
export async function listOverdueOrderGuids(day: string, nowIso: string): Promise<string[]> {
  const guids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: EXPIRY_INDEX,
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :now',
        ExpressionAttributeValues: { ':pk': gsi.expiry(day), ':now': nowIso },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item.pk ?? '');
      if (item.sk === 'ORDER' && pk.startsWith('ORDER#')) guids.push(pk.slice('ORDER#'.length));
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
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
        rows.push(...((page.Items ?? []) as OrderItemRecord[]));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return rows;
    })(),
  ]);
  if (!orderOut.Item) return null;
  return { order: orderOut.Item as ExpirableOrder, items: items.sort((a, b) => a.index - b.index) };
}

/** The order as it is now (after a failed condition). */
export async function reloadOrder(orderGuid: string): Promise<ExpirableOrder | null> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.order(orderGuid), ConsistentRead: true }),
  );
  return (out.Item as ExpirableOrder | undefined) ?? null;
}

/** The order's own update in a step: the condition makes the whole transaction happen at most once. */
function orderUpdate(order: ExpirableOrder, plan: ExpiryPlan, step: ExpiryStep): TransactItem {
  const last = step.step === step.steps;
  const now = plan.dateExpired;
  if (step.step === 1) {
    const set = ['expired = :true', 'dateExpired = :now', 'dateUpdated = :now'];
    if (!last) set.push('expiryStep = :step', 'expirySteps = :steps');
    return {
      Update: {
        TableName: config.tableName,
        Key: keys.order(order.guid),
        UpdateExpression: `SET ${set.join(', ')}${last ? ' REMOVE gsi3pk, gsi3sk' : ''}`,
        // Also unchanged since it was read: an admin's item cancellation meanwhile gave places back
        // from `counters`, which this plan would release again (the next run expires it afresh).
        ConditionExpression: `${flagCondition(ORDER_CONDITIONS.expirable)} AND expiresAt <= :now AND dateUpdated = :read`,
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':now': now,
          ':read': order.dateUpdated,
          ...(last ? {} : { ':step': 1, ':steps': step.steps }),
        },
      },
    };
  }
  return {
    Update: {
      TableName: config.tableName,
      Key: keys.order(order.guid),
      UpdateExpression: last ? 'REMOVE gsi3pk, gsi3sk, expiryStep, expirySteps' : 'SET expiryStep = :step',
      ConditionExpression:
        'expired = :true AND paid = :false AND dateExpired = :dateExpired AND expiryStep = :previous',
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':dateExpired': plan.dateExpired,
        ':previous': step.step - 1,
        ...(last ? {} : { ':step': step.step }),
      },
    },
  };
}

/** The TransactWriteItems of one step: order first, then history (step 1), counters and items. */
export function buildExpiryStep(
  order: ExpirableOrder,
  items: readonly OrderItemRecord[],
  plan: ExpiryPlan,
  step: ExpiryStep,
): TransactItem[] {
  const table = config.tableName;
  const tx: TransactItem[] = [orderUpdate(order, plan, step)];
  if (step.history) {
    tx.push({
      Put: {
        TableName: table,
        Item: {
          ...keys.orderHistory(order.guid, plan.dateExpired, 0),
          ...expiryHistory(order, plan, items.length),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  for (const c of step.counters) {
    // A team's counter is marked in the same write: the worker's sweep deletes the team if this
    // emptied it, even when the run stops before it gets there (see gsi.teamsToSweep).
    const mark = c.scope === 'team';
    tx.push({
      Update: {
        TableName: table,
        // Back to the bucket the place came from (a sharded scope; else the plain counter).
        Key: keys.capacityBucket(c.scope, c.guid, c.bucket ?? 0),
        UpdateExpression: mark
          ? 'ADD #used :minusN SET gsi1pk = :sweep, gsi1sk = :guid'
          : 'ADD #used :minusN',
        ExpressionAttributeNames: { '#used': 'used' },
        ExpressionAttributeValues: {
          ':minusN': -c.n,
          ...(mark ? { ':sweep': gsi.teamsToSweep, ':guid': c.guid } : {}),
        },
      },
    });
  }
  for (const index of step.itemIndexes) {
    tx.push({
      Update: {
        TableName: table,
        Key: keys.orderItem(order.guid, index),
        UpdateExpression: 'SET expired = :true, dateExpired = :now REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':true': true, ':now': plan.dateExpired },
      },
    });
  }
  // Its statistics and the orders list's counts follow from the table's stream (the projector).
  return tx;
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
