import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { statisticsRoutes } from '@shared/api/areas/statistics';
import { api } from '../../../../lib/api-client';

export interface StatisticsParams {
  dateFrom: string;
  dateTo: string;
  segment: number;
  mergeLevel: number;
}

/** GET admin/statistics (every series) or admin/statistics/{seriesId}. */
export const statisticsQuery = (seriesId: string | null, params: StatisticsParams) =>
  queryOptions({
    queryKey: ['back-office', 'statistics', seriesId ?? 'all', params],
    queryFn: ({ signal }) =>
      seriesId
        ? api.call(statisticsRoutes.series, { params: { seriesId }, query: params }, { signal })
        : api.call(statisticsRoutes.global, { query: params }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
