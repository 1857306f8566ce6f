import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import {
  DISCOUNT_LIST_STATES,
  type DiscountBody,
  type DiscountListState,
  type GenerateDiscountsBody,
} from '@shared/back-office/discount-schemas';
import { api } from '../../../../lib/api-client';
import { permittedSeries, type ListQuery } from '../../../kit';

/** The series the caller may work on (admins: all), for the series filter. */
export const discountSeriesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['back-office', 'discount-series', userId],
    queryFn: async ({ signal }) => ({ rows: await permittedSeries(userId, signal) }),
    meta: { silentError: true },
  });

/** The list state of the filter (its "any" = every code). */
const stateOf = (query: ListQuery): DiscountListState =>
  (DISCOUNT_LIST_STATES as readonly unknown[]).includes(query.state)
    ? (query.state as DiscountListState)
    : 'all';

/** GET admin/series/{id}/discounts: the codes of one series with their usage. */
export const discountsQuery = (seriesGuid: string, query: ListQuery) =>
  queryOptions({
    queryKey: ['back-office', 'discounts', seriesGuid, query],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.discounts,
        {
          params: { id: seriesGuid },
          query: {
            take: query.take,
            skip: query.skip,
            searchText: typeof query.searchText === 'string' ? query.searchText : undefined,
            state: stateOf(query),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** GET event-manager/{userId}/discounts: the codes of every permitted series (or of one). */
export const managerDiscountsQuery = (userId: string, seriesGuid: string, query: ListQuery) =>
  queryOptions({
    queryKey: ['back-office', 'discounts', 'manager', userId, seriesGuid, query],
    queryFn: ({ signal }) =>
      api.call(
        eventManagerRoutes.discounts,
        {
          params: { userId },
          query: {
            take: query.take,
            skip: query.skip,
            ...(seriesGuid ? { seriesGuid } : {}),
            searchText: typeof query.searchText === 'string' ? query.searchText : undefined,
            state: stateOf(query),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const discountsChanged = (client: QueryClient, seriesGuid: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['back-office', 'discounts', seriesGuid] }),
    client.invalidateQueries({ queryKey: ['back-office', 'discounts', 'manager'] }),
  ]);

export const saveDiscount = (body: DiscountBody, originalCode?: string) =>
  originalCode
    ? api.call(adminSeriesRoutes.updateDiscount, { params: { id: originalCode }, body })
    : api.call(adminSeriesRoutes.createDiscount, { body });

export const deleteDiscount = (seriesGuid: string, code: string) =>
  api.call(adminSeriesRoutes.deleteDiscount, { params: { id: code }, query: { seriesGuid } });

/** An archived code (deleted after use) applies again. */
export const restoreDiscount = (seriesGuid: string, code: string) =>
  api.call(adminSeriesRoutes.restoreDiscount, { params: { id: code }, query: { seriesGuid } });

export const generateDiscounts = (seriesGuid: string, body: GenerateDiscountsBody) =>
  api.call(adminSeriesRoutes.generateDiscounts, { params: { id: seriesGuid }, body });

/** GET …/export-csv: the file and its name. */
export const exportDiscounts = (seriesGuid: string) =>
  api.download(adminSeriesRoutes.exportDiscounts, { params: { id: seriesGuid } });

/** POST …/import-from-csv with the uploaded file's key: starts the import job. */
export const importDiscounts = (seriesGuid: string, fileKey: string) =>
  api.call(adminSeriesRoutes.importDiscounts, { params: { id: seriesGuid }, body: { fileKey } });

/** The events of a series the caller may work on: what a code's event scope can name. */
export const seriesEventsQuery = (userId: string, seriesGuid: string) =>
  queryOptions({
    queryKey: ['back-office', 'discount-series-events', userId, seriesGuid],
    queryFn: ({ signal }) =>
      api.call(
        eventManagerRoutes.events,
        { params: { userId }, query: { seriesGuid, take: 100, skip: 0 } },
        { signal },
      ),
    meta: { silentError: true },
  });
