import {
  statisticsAnswerSchema,
  statisticsQuerySchema,
  statisticsSeriesParams,
} from '../../statistics/statistics-schemas';
import { startedJobSchema } from '../../jobs/job-schemas';
import { defineArea } from '../define-area';

/**
 * Statistics (spec §7 statistics: seriesId, dateFrom, dateTo, segment, merge level; §2
 * /admin/statistics and /admin/statistics/{seriesId}). Admin only (spec §2 admin-only routes).
 * Answered from pre-aggregated day counters (functions/domain/statistics), never from the orders.
 */
export const statisticsRoutes = defineArea('statistics', 'statistics', {
  global: {
    method: 'GET',
    path: 'admin/statistics',
    auth: 'admin',
    summary: 'Statistics over all series: summary and registrations per series over time (Prague days)',
    query: statisticsQuerySchema,
    response: statisticsAnswerSchema,
  },
  series: {
    method: 'GET',
    path: 'admin/statistics/{seriesId}',
    auth: 'admin',
    summary:
      'Statistics of a series: summary, capacity filled per race, registrations per race or event over time',
    params: statisticsSeriesParams,
    query: statisticsQuerySchema,
    response: statisticsAnswerSchema,
  },
  recount: {
    method: 'POST',
    path: 'admin/statistics/{seriesId}/recount',
    auth: 'admin',
    summary:
      "Recount a series' statistics counters from its orders as a job (replaces them: running it again changes nothing); answers the job id",
    params: statisticsSeriesParams,
    response: startedJobSchema,
  },
});
