import { describe, expect, it } from 'vitest';
import {
  CLIENT_RETRY,
  SERVER_RETRY,
  backoffDelayMs,
  classifyWriteFailure,
  clientRetryDelayMs,
  nextRetryDelayMs,
  parseRetryAfterMs,
  requestBudgetMs,
} from './retry-policy';

describe('server retry policy', () => {
  it('waits a random share of a ceiling that doubles per attempt and stops at the cap', () => {
    const top = () => 0.999999;
    expect(backoffDelayMs(0, top)).toBe(SERVER_RETRY.baseDelayMs - 1);
    expect(backoffDelayMs(3, top)).toBe(SERVER_RETRY.baseDelayMs * 8 - 1);
    expect(backoffDelayMs(40, top)).toBe(SERVER_RETRY.maxDelayMs - 1);
    // Full jitter: a retry may go again at once.
    expect(backoffDelayMs(5, () => 0)).toBe(0);
  });

  it('retries while the time left covers the wait, one more try and the margin to answer', () => {
    const half = () => 0.5;
    expect(nextRetryDelayMs(1, 5_000, half)).toBe(SERVER_RETRY.baseDelayMs / 2);
    const tight = SERVER_RETRY.answerMarginMs + SERVER_RETRY.attemptAllowanceMs - 1;
    expect(nextRetryDelayMs(1, tight, () => 0)).toBeUndefined();
    expect(nextRetryDelayMs(SERVER_RETRY.maxAttempts, 60_000, half)).toBeUndefined();
  });

  it("caps the budget at the request's share, defaulting where no Lambda says", () => {
    expect(requestBudgetMs(undefined)).toBe(SERVER_RETRY.defaultBudgetMs);
    expect(requestBudgetMs(28_000)).toBe(SERVER_RETRY.requestBudgetMs);
    expect(requestBudgetMs(3_000)).toBe(3_000);
  });

  it('tells a failed condition (an answer) from contention and throttling (load)', () => {
    const cancelled = 'TransactionCanceledException';
    expect(classifyWriteFailure(cancelled, ['None', 'ConditionalCheckFailed'])).toBe('condition');
    expect(classifyWriteFailure(cancelled, ['TransactionConflict', 'None'])).toBe('conflict');
    // A condition that failed decides the answer even when another item conflicted.
    expect(classifyWriteFailure(cancelled, ['TransactionConflict', 'ConditionalCheckFailed'])).toBe(
      'condition',
    );
    expect(classifyWriteFailure(cancelled, ['ProvisionedThroughputExceeded'.concat('Exception')])).toBe(
      'throttle',
    );
    expect(classifyWriteFailure('ThrottlingException')).toBe('throttle');
    expect(classifyWriteFailure('ProvisionedThroughputExceededException')).toBe('throttle');
    expect(classifyWriteFailure('RequestLimitExceeded')).toBe('throttle');
    expect(classifyWriteFailure('ValidationException')).toBe('other');
    // A single write to an item an in-flight transaction holds; DynamoDB's own HTTP 500s.
    expect(classifyWriteFailure('TransactionConflictException')).toBe('conflict');
    expect(classifyWriteFailure('InternalServerError')).toBe('unavailable');
    expect(classifyWriteFailure('InternalFailure')).toBe('unavailable');
    expect(classifyWriteFailure('TransactionInProgressException')).toBe('unavailable');
  });
});

describe('client retry policy', () => {
  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfterMs('2')).toBe(2_000);
    const now = Date.parse('2026-05-01T08:00:00Z');
    expect(parseRetryAfterMs('Fri, 01 May 2026 08:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfterMs('soon')).toBeUndefined();
    expect(parseRetryAfterMs(null)).toBeUndefined();
  });

  it('honours Retry-After within a spread, caps it, and stops after the last automatic retry', () => {
    expect(clientRetryDelayMs(1, 2_000, () => 0.5)).toBe(2_000);
    expect(clientRetryDelayMs(1, 2_000, () => 0)).toBe(1_500);
    expect(clientRetryDelayMs(2, undefined, () => 0.5)).toBe(CLIENT_RETRY.defaultDelayMs);
    expect(clientRetryDelayMs(1, 3_600_000, () => 0.5)).toBe(CLIENT_RETRY.maxDelayMs);
    expect(clientRetryDelayMs(CLIENT_RETRY.maxRetries + 1, 2_000)).toBeUndefined();
  });
});
