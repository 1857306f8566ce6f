import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { paymentsRoutes } from '@shared/api/areas/payments';
import type { PaymentListFilter } from '@shared/payments/payment-list-schemas';
import { api } from '../../../../lib/api-client';
import { catalogueFilter, type ListQuery } from '../../../kit';

const text = (value: ListQuery[string]) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The list's URL state (kit `ListQuery`) as the body of POST admin/payments. */
export function paymentListBody(query: ListQuery) {
  const filter: PaymentListFilter = catalogueFilter(query, text);
  const variableSymbol = text(query.variableSymbol);
  if (variableSymbol) filter.variableSymbol = variableSymbol;
  const status = text(query.paymentStatus);
  if (status === '1' || status === '2' || status === '3') filter.paymentStatus = Number(status) as 1 | 2 | 3;
  const method = text(query.paymentMethod);
  if (method === '1' || method === '2') filter.paymentMethod = Number(method) as 1 | 2;
  return { filter, take: Number(query.take ?? 30), skip: Number(query.skip ?? 0) };
}

/** POST admin/payments. */
export const paymentListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: ['back-office', 'payments', 'list', query],
    queryFn: ({ signal }) => api.call(paymentsRoutes.list, { body: paymentListBody(query) }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
