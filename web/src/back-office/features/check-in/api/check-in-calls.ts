import { queryOptions } from '@tanstack/react-query';
import { checkInRoutes } from '@shared/api/areas/check-in';
import { api } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/notify';
import type { SyncOutcome } from '../offline/pickup-queue';

export const checkInKeys = {
  counts: (eventGuid: string) => ['back-office', 'check-in', 'counts', eventGuid] as const,
  search: (eventGuid: string, q: string) => ['back-office', 'check-in', 'runners', eventGuid, q] as const,
};

/** "Checked in / paid" per race, refreshed every 15 s while the desk is open (several devices work at once). */
export const countsQuery = (eventGuid: string) =>
  queryOptions({
    queryKey: checkInKeys.counts(eventGuid),
    queryFn: ({ signal }) => api.call(checkInRoutes.counts, { params: { eventId: eventGuid } }, { signal }),
    refetchInterval: 15_000,
    meta: { silentError: true },
  });

/** Runners by start number or name; a search is asked for on submit, not on every key. */
export const searchQuery = (eventGuid: string, q: string) =>
  queryOptions({
    queryKey: checkInKeys.search(eventGuid, q),
    queryFn: ({ signal }) =>
      api.call(checkInRoutes.runners, { params: { eventId: eventGuid }, query: { q } }, { signal }),
    staleTime: 0,
    retry: false,
    meta: { silentError: true },
  });

export const sendCheckIn = (eventGuid: string, token: string) =>
  api.call(checkInRoutes.checkIn, { params: { eventId: eventGuid }, body: { token } });

export const sendUndo = (eventGuid: string, token: string) =>
  api.call(checkInRoutes.undo, { params: { eventId: eventGuid }, body: { token } });

/** No answer at all (offline, timed out, the API unavailable): the check-in waits in the queue. */
export const unreachable = (error: unknown) =>
  error instanceof ApiError
    ? error.kind === 'offline' || error.kind === 'timeout' || error.kind === 'unavailable'
    : error instanceof TypeError;

/** A queued check-in sent again, its result as the queue's rules read it. */
export async function syncOne(eventGuid: string, token: string): Promise<SyncOutcome> {
  try {
    return { kind: 'answered', answer: await sendCheckIn(eventGuid, token) };
  } catch (error) {
    return unreachable(error) ? { kind: 'unreachable' } : { kind: 'refused', message: errorMessage(error) };
  }
}
