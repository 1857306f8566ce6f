import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { classifyWriteFailure, nextRetryDelayMs, requestBudgetMs } from '@shared/resilience/retry-policy';
import { ServiceOverloadedError } from '../../domain/errors';
import { lambdaRemainingMs } from '../time-budget';
import { getTransactionClient } from './client';

export type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** The condition of a put that must create its item. */
export const IS_NEW = 'attribute_not_exists(pk)';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a transaction. A failed condition is an answer: the index of the first failed item is
 * returned (undefined on success). Contention (`TransactionConflict`), throttling and DynamoDB's
 * own transient failures (`InternalServerError`) are load:
 * retried with the shared policy's full-jitter backoff while the request's time budget lasts
 * (the transaction client makes one attempt per send, so this loop is the only retrier); when
 * DynamoDB stays saturated the request ends in a ServiceOverloadedError (503 + Retry-After), never
 * a 500. `attempts` bounds the tries below the policy's own maximum (tests, background jobs).
 */
export async function transactWithRetry(
  items: TransactItem[],
  attempts?: number,
): Promise<number | undefined> {
  const startedAt = Date.now();
  const budget = requestBudgetMs(lambdaRemainingMs());
  // After DynamoDB's own failure (HTTP 500) the transaction may have been applied all the same:
  // the next try carries the same client token, so DynamoDB applies it at most once (tokens hold
  // for 10 minutes). After a cancellation nothing was written, and the next try gets a new one.
  let token: string | undefined;
  for (let made = 1; ; made++) {
    const attemptToken = token ?? randomUUID();
    try {
      await getTransactionClient().send(
        new TransactWriteCommand({ TransactItems: items, ClientRequestToken: attemptToken }),
      );
      return undefined;
    } catch (err) {
      const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
      const reasons = e.CancellationReasons ?? [];
      const kind = classifyWriteFailure(
        e.name,
        reasons.map((r) => r.Code),
      );
      if (kind === 'condition') return reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (kind === 'other') throw err;
      token = kind === 'unavailable' ? attemptToken : undefined;
      const delay =
        attempts !== undefined && made >= attempts
          ? undefined
          : nextRetryDelayMs(made, budget - (Date.now() - startedAt));
      if (delay === undefined) throw new ServiceOverloadedError(kind, made, err);
      await sleep(delay);
    }
  }
}
