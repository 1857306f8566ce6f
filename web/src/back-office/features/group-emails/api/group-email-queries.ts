import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { emailsRoutes } from '@shared/api/areas/emails';
import type { GroupEmail } from '@shared/emails/group-email-schemas';
import { api } from '../../../../lib/api-client';
import { catalogueListQuery, queryText, type ListQuery } from '../../../kit';

export const groupEmailKeys = {
  all: ['back-office', 'group-emails'] as const,
  detail: (id: string) => ['back-office', 'group-emails', 'detail', id] as const,
  entries: (id: string, query: ListQuery) => ['back-office', 'group-emails', 'entries', id, query] as const,
};

/** Still sending: the recipients are not counted yet, or not all of them have been sent. */
export const inProgress = (g: Pick<GroupEmail, 'state' | 'total' | 'sent'>) =>
  g.state !== 'failed' && (g.total === null || g.sent < g.total);

/** Progress is live while something is still sending (polled every 2 s). */
const LIVE_MS = 2000;

/** GET admin/sent-group-emails with the list's URL state (its filters, the five series ids among them). */
export const groupEmailListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...groupEmailKeys.all, 'list', query],
    queryFn: ({ signal }) =>
      api.call(
        emailsRoutes.sentGroupEmails,
        {
          query: catalogueListQuery(query),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.rows.some(inProgress) ? LIVE_MS : false),
    meta: { silentError: true },
  });

export const groupEmailDetailQuery = (id: string) =>
  queryOptions({
    queryKey: groupEmailKeys.detail(id),
    queryFn: ({ signal }) => api.call(emailsRoutes.sentGroupEmail, { params: { id } }, { signal }),
    refetchInterval: (q) => (q.state.data && inProgress(q.state.data) ? LIVE_MS : false),
    meta: { silentError: true },
  });

/** GET admin/sent-group-emails/{id}/entries (filters searchText, sent); live while sending. */
export const groupEmailEntriesQuery = (id: string, query: ListQuery, live: boolean) =>
  queryOptions({
    queryKey: groupEmailKeys.entries(id, query),
    queryFn: ({ signal }) =>
      api.call(
        emailsRoutes.sentGroupEmailEntries,
        {
          params: { id },
          query: {
            searchText: queryText(query.searchText),
            sent: query.sent === 'true' || query.sent === 'false' ? query.sent : undefined,
            take: Number(query.take ?? 30),
            skip: Number(query.skip ?? 0),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_MS : false,
    meta: { silentError: true },
  });
