import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import type { OrderListFilter } from '@shared/orders/admin-order-schemas';
import { api } from '../../../../lib/api-client';
import { catalogueFilter, saveDownload, type ListQuery } from '../../../kit';

const FLAGS = ['paid', 'deleted', 'expired', 'cancelled', 'issued'] as const;
const text = (value: ListQuery[string]) => (typeof value === 'string' && value ? value : undefined);

/** The list's URL state (kit `ListQuery`) as the body of POST admin/registrations. */
export function orderListBody(query: ListQuery) {
  const filter: OrderListFilter = catalogueFilter(query, text);
  for (const flag of FLAGS)
    if (query[flag] === 'true' || query[flag] === 'false') filter[flag] = query[flag] === 'true';
  return { filter, take: Number(query.take ?? 30), skip: Number(query.skip ?? 0) };
}

export const orderKeys = {
  all: ['back-office', 'orders'] as const,
  detail: (id: string) => ['back-office', 'orders', 'detail', id] as const,
};

/** POST admin/registrations: the caller's orders (the server scopes an event manager's). */
export const orderListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'list', query],
    queryFn: ({ signal }) =>
      api.call(adminRegistrationsRoutes.list, { body: orderListBody(query) }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** GET admin/registrations/{id}. */
export const orderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.call(adminRegistrationsRoutes.detail, { params: { id } }, { signal }),
    meta: { silentError: true },
  });

/** The order actions of the detail; each answers the order as it is afterwards. */
export const ORDER_ACTIONS = {
  paid: adminRegistrationsRoutes.paid,
  expired: adminRegistrationsRoutes.expired,
  unsetExpired: adminRegistrationsRoutes.unsetExpired,
  delete: adminRegistrationsRoutes.delete,
  restore: adminRegistrationsRoutes.restore,
} as const;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export const runOrderAction = (action: OrderAction, id: string) =>
  api.call(ORDER_ACTIONS[action], { params: { id } });

/**
 * POST event-manager/{userId}/registrations/export-xlsx: the orders matching the applied filter
 * (every page) as an XLSX file the browser saves.
 */
export async function downloadOrdersXlsx(userId: string, query: ListQuery): Promise<void> {
  const { filter } = orderListBody(query);
  const file = await api.download(eventManagerRoutes.exportXlsx, {
    params: { userId },
    body: { filter },
  });
  await saveDownload(file, 'orders.xlsx');
}
