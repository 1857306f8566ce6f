import type { FioFetchOutcome } from '@shared/payments/fio-connection-schemas';

/**
 * When the Fio worker may call the bank for a token, and where the bank's cursor must stand.
 *
 * Fio answers at most one request per token every 30 seconds (HTTP 409 beyond) and keeps a
 * server-side cursor ("movements since the last download") that moves on every `last` call, even
 * when our side then fails to store the statement. So: a request is claimed 30 s ahead before it
 * is sent (two workers never send two within 30 s); a 409 or a failure doubles a back-off; a
 * statement fetched but not stored sets a rewind, which the next request spends on moving the
 * cursor back (`set-last-id` to the last stored movement, or `set-last-date` to the day before the
 * token was set when nothing was stored yet) so those movements come again.
 */
export const FIO_MIN_INTERVAL_MS = 30_000;
export const FIO_BACKOFF_START_MS = 60_000;
export const FIO_BACKOFF_MAX_MS = 30 * 60_000;

export interface FioSchedule {
  /** ISO-8601 UTC; null: never fetched, due at once. */
  nextFetchAfter: string | null;
  /** The last back-off (0 after a success). */
  backoffMs: number;
}

export interface FioCursor {
  /** The highest movement id of a statement stored and handed to the import job. */
  lastStoredId: number | null;
  /** Set when a fetched statement was lost: the next request moves the bank's cursor back. */
  rewind: boolean;
}

export const isDue = (schedule: FioSchedule, now: Date): boolean =>
  schedule.nextFetchAfter === null || Date.parse(schedule.nextFetchAfter) <= now.getTime();

/** The claim written before a request: no other request for this token within 30 s. */
export const claimUntil = (now: Date): string => new Date(now.getTime() + FIO_MIN_INTERVAL_MS).toISOString();

/** The schedule after a request's outcome. */
export function nextSchedule(prev: FioSchedule, outcome: FioFetchOutcome, now: Date): FioSchedule {
  const after = (ms: number) => new Date(now.getTime() + ms).toISOString();
  switch (outcome) {
    case 'imported':
    case 'nothingNew':
    case 'rewound':
      return { nextFetchAfter: after(FIO_MIN_INTERVAL_MS), backoffMs: 0 };
    case 'rateLimited':
    case 'failed': {
      const backoffMs = Math.min(
        FIO_BACKOFF_MAX_MS,
        prev.backoffMs > 0 ? prev.backoffMs * 2 : FIO_BACKOFF_START_MS,
      );
      return { nextFetchAfter: after(backoffMs), backoffMs };
    }
    case 'tokenRefused':
      // A refused token stays refused until an admin stores a new one (which resets the schedule).
      return { nextFetchAfter: after(FIO_BACKOFF_MAX_MS), backoffMs: FIO_BACKOFF_MAX_MS };
  }
}

/** What the next request is: the statement, or moving the cursor back first. */
export type FioRequest =
  { kind: 'last' } | { kind: 'setLastId'; id: number } | { kind: 'setLastDate'; day: string };

/** `day`: the Prague day before the token was set (movements from then on come again). */
export function nextRequest(cursor: FioCursor, dayBeforeTokenSet: string): FioRequest {
  if (!cursor.rewind) return { kind: 'last' };
  return cursor.lastStoredId !== null
    ? { kind: 'setLastId', id: cursor.lastStoredId }
    : { kind: 'setLastDate', day: dayBeforeTokenSet };
}

/** The cursor after a statement was stored and its import started (its highest movement id). */
export const cursorAfterStored = (cursor: FioCursor, highestId: number | null): FioCursor => ({
  lastStoredId:
    highestId === null ? cursor.lastStoredId : Math.max(highestId, cursor.lastStoredId ?? highestId),
  rewind: false,
});

/** The cursor after a statement the bank handed out (its cursor moved) could not be stored. */
export const cursorAfterLost = (cursor: FioCursor): FioCursor => ({ ...cursor, rewind: true });

/** The cursor after the bank accepted the move back. */
export const cursorAfterRewound = (cursor: FioCursor): FioCursor => ({ ...cursor, rewind: false });

/** The Prague calendar day before an instant, `yyyy-mm-dd` (Fio's set-last-date takes a day). */
export function pragueDayBefore(iso: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
