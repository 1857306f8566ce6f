import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ADMIN_USER_SORTS, type AdminUserDetail } from '@shared/accounts/admin-user-schemas';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import type { SeriesOrEvent } from '@shared/back-office/series-directory-schemas';
import { api } from '../../../../lib/api-client';
import type { ListQuery } from '../../../kit';

const USERS_KEY = ['back-office', 'admin-users'] as const;

/** A yes/no filter of the list call: `'true'`, `'false'` or left out (any). */
const yesNo = (value: ListQuery[string]) => (value === 'true' || value === 'false' ? value : undefined);

/** GET admin/users with the applied filters, sort and page of the list screen. */
export const adminUsersQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.call(
        adminUsersRoutes.list,
        {
          query: {
            searchText: typeof query.searchText === 'string' ? query.searchText : undefined,
            disabled: yesNo(query.disabled),
            lockedOut: yesNo(query.lockedOut),
            activated: yesNo(query.activated),
            sortBy: ADMIN_USER_SORTS.find((sort) => sort === query.sortBy),
            descending: query.descending === 'true' ? 'true' : undefined,
            take: Number(query.take),
            skip: Number(query.skip),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** GET admin/users/{id}: the user and their permissions. */
export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.call(adminUsersRoutes.detail, { params: { id } }, { signal }),
    meta: { silentError: true },
  });

/** GET admin/users/{id}/history: newest first, one page. */
export const adminUserHistoryQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'history', id, page],
    queryFn: ({ signal }) =>
      api.call(
        adminUsersRoutes.history,
        { params: { id }, query: { take: 30, skip: page * 30 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/**
 * After a change: the detail shows the answer at once; the history and the list (whose rows may
 * have changed) load again.
 */
export function userChanged(client: QueryClient, detail: AdminUserDetail): void {
  client.setQueryData(adminUserQuery(detail.userData.userId).queryKey, {
    userData: detail.userData,
    permissions: detail.permissions,
  });
  void client.invalidateQueries({ queryKey: [...USERS_KEY, 'history', detail.userData.userId] });
  void client.invalidateQueries({ queryKey: [...USERS_KEY, 'list'] });
}

/** The remote-select of a permission: series and events matching a text (spec §4). */
export const searchSeriesOrEvents = (text: string, signal: AbortSignal): Promise<SeriesOrEvent[]> =>
  api.call(adminSeriesRoutes.seriesOrEvents, { query: { searchText: text } }, { signal });

/** The chosen series or event of the remote-select, by guid. */
export const loadSeriesOrEvent = async (guid: string, signal: AbortSignal): Promise<SeriesOrEvent | null> =>
  (await api.call(adminSeriesRoutes.seriesOrEvents, { query: { guid } }, { signal }))[0] ?? null;

/** After a network was linked or removed (admin/user/assign-network): the detail and history reload. */
export function userNetworksChanged(client: QueryClient, userId: string): void {
  void client.invalidateQueries({ queryKey: [...USERS_KEY, 'detail', userId] });
  void client.invalidateQueries({ queryKey: [...USERS_KEY, 'history', userId] });
}
