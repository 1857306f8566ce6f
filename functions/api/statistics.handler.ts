import { statisticsRoutes } from '@shared/api/areas/statistics';
import { dynamoStatistics } from '../adapters/dynamodb/statistics-repository';
import { globalStatistics, seriesStatistics } from '../domain/statistics/statistics-service';
import { createApiHandler } from './http/create-api-handler';

/** Statistics (spec §7): read from the day counters; rules in functions/domain/statistics. */
export const handler = createApiHandler(statisticsRoutes, {
  global: ({ query }) => globalStatistics(dynamoStatistics, query),
  series: ({ params, query }) => seriesStatistics(dynamoStatistics, params.seriesId, query),
});
