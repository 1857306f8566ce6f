import { describe, expect, it } from 'vitest';
import {
  FIO_BACKOFF_MAX_MS,
  FIO_BACKOFF_START_MS,
  claimUntil,
  cursorAfterLost,
  cursorAfterRewound,
  cursorAfterStored,
  isDue,
  nextRequest,
  nextSchedule,
  pragueDayBefore,
} from './fio-fetch-rules';

const now = new Date('2026-11-29T10:00:00.000Z');
const plus = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('Fio request schedule', () => {
  it('a connection never fetched is due; a claim keeps the next request 30 s away', () => {
    expect(isDue({ nextFetchAfter: null, backoffMs: 0 }, now)).toBe(true);
    const claimed = { nextFetchAfter: claimUntil(now), backoffMs: 0 };
    expect(claimed.nextFetchAfter).toBe(plus(30_000));
    expect(isDue(claimed, new Date(now.getTime() + 29_999))).toBe(false);
    expect(isDue(claimed, new Date(now.getTime() + 30_000))).toBe(true);
  });

  it('after a statement or nothing new, the next request 30 s later and the back-off reset', () => {
    for (const outcome of ['imported', 'nothingNew', 'rewound'] as const)
      expect(nextSchedule({ nextFetchAfter: null, backoffMs: 240_000 }, outcome, now)).toEqual({
        nextFetchAfter: plus(30_000),
        backoffMs: 0,
      });
  });

  it('a 409 or a failure backs off from a minute, doubling, up to 30 minutes', () => {
    let s = { nextFetchAfter: null as string | null, backoffMs: 0 };
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      s = nextSchedule(s, i % 2 ? 'failed' : 'rateLimited', now);
      seen.push(s.backoffMs);
    }
    expect(seen).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000]);
    expect(s.nextFetchAfter).toBe(plus(FIO_BACKOFF_MAX_MS));
    expect(nextSchedule({ nextFetchAfter: null, backoffMs: 0 }, 'rateLimited', now).nextFetchAfter).toBe(
      plus(FIO_BACKOFF_START_MS),
    );
  });

  it('a refused token waits the longest back-off (a new token starts afresh)', () => {
    expect(nextSchedule({ nextFetchAfter: null, backoffMs: 0 }, 'tokenRefused', now)).toEqual({
      nextFetchAfter: plus(FIO_BACKOFF_MAX_MS),
      backoffMs: FIO_BACKOFF_MAX_MS,
    });
  });
});

describe('Fio cursor', () => {
  it('asks for the movements since the last download while nothing was lost', () => {
    expect(nextRequest({ lastStoredId: 42, rewind: false }, '2026-11-28')).toEqual({ kind: 'last' });
  });

  it('a stored statement moves the cursor to its highest movement id (never back)', () => {
    const c = cursorAfterStored({ lastStoredId: null, rewind: false }, 1005);
    expect(c).toEqual({ lastStoredId: 1005, rewind: false });
    expect(cursorAfterStored(c, 1003)).toEqual({ lastStoredId: 1005, rewind: false });
    expect(cursorAfterStored(c, null)).toEqual({ lastStoredId: 1005, rewind: false });
  });

  it('a lost statement moves the bank cursor back to the last stored movement, then fetches again', () => {
    const lost = cursorAfterLost({ lastStoredId: 1005, rewind: false });
    expect(nextRequest(lost, '2026-11-28')).toEqual({ kind: 'setLastId', id: 1005 });
    const rewound = cursorAfterRewound(lost);
    expect(nextRequest(rewound, '2026-11-28')).toEqual({ kind: 'last' });
  });

  it('with nothing stored yet, back to the day before the token was set', () => {
    const lost = cursorAfterLost({ lastStoredId: null, rewind: false });
    expect(nextRequest(lost, pragueDayBefore('2026-11-28T23:30:00Z'))).toEqual({
      kind: 'setLastDate',
      // 00:30 on 29 November in Prague: the day before is the 28th.
      day: '2026-11-28',
    });
    expect(pragueDayBefore('2026-03-01T10:00:00Z')).toBe('2026-02-28');
  });
});
