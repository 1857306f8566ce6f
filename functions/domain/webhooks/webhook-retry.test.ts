import { describe, expect, it } from 'vitest';
import {
  DISABLE_AFTER_FAILURES,
  MAX_ATTEMPTS,
  MAX_DELAY_SECONDS,
  isDelivered,
  retryDelaySeconds,
  shouldDisable,
  shouldRetry,
} from './webhook-retry';

describe('webhook retries', () => {
  it('doubles from 30 s with half of each wait random, capped at 15 minutes', () => {
    const low = [1, 2, 3, 4, 5, 6, 7].map((a) => retryDelaySeconds(a, 0));
    const high = [1, 2, 3, 4, 5, 6, 7].map((a) => retryDelaySeconds(a, 0.999_999));
    expect(low).toEqual([15, 30, 60, 120, 240, 450, 450]);
    expect(high).toEqual([30, 60, 120, 240, 480, 900, 900]);
    for (let a = 1; a < 20; a++)
      expect(retryDelaySeconds(a, Math.random())).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
  });

  it('the queue tries a delivery six times; a replay is a single attempt', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect([1, 2, 3, 4, 5, 6].map((a) => shouldRetry(a, false))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(1, true)).toBe(false);
  });

  it('disables an endpoint after ten failed attempts in a row', () => {
    expect(DISABLE_AFTER_FAILURES).toBe(10);
    expect(shouldDisable(9)).toBe(false);
    expect(shouldDisable(10)).toBe(true);
  });

  it('counts any 2xx as delivered, anything else (or no answer) as failed', () => {
    expect([200, 204, 299].every(isDelivered)).toBe(true);
    expect([null, 199, 301, 404, 500].some(isDelivered)).toBe(false);
  });
});
