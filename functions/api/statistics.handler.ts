import { randomUUID } from 'node:crypto';
import { statisticsRoutes } from '@shared/api/areas/statistics';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { dynamoStatistics } from '../adapters/dynamodb/statistics-repository';
import { dynamoStatisticsRecount } from '../adapters/dynamodb/statistics-recount-repository';
import { enqueueJob } from '../adapters/queue/job-queue';
import { startStatisticsRecount } from '../domain/statistics/recount-statistics';
import { globalStatistics, seriesStatistics } from '../domain/statistics/statistics-service';
import { orderActorOf } from './http/actor-of';
import { createApiHandler } from './http/create-api-handler';

const jobPorts = { store: dynamoJobStore, enqueue: enqueueJob };

/** Statistics (spec §7): read from the day counters; rules in functions/domain/statistics. */
export const handler = createApiHandler(statisticsRoutes, {
  global: ({ query }) => globalStatistics(dynamoStatistics, query),
  series: ({ params, query }) => seriesStatistics(dynamoStatistics, params.seriesId, query),
  recount: ({ caller, params }) =>
    startStatisticsRecount(
      { ...jobPorts, seriesExists: dynamoStatisticsRecount.seriesExists },
      { jobId: randomUUID(), seriesGuid: params.seriesId },
      orderActorOf(caller),
      new Date(),
    ),
});
