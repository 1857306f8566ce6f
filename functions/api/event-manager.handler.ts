import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import { seriesDirectory } from '../adapters/dynamodb/series-directory-repository';
import { permittedEvents, permittedSeries } from '../domain/back-office/series-directory';
import { createApiHandler } from './http/create-api-handler';

export const handler = createApiHandler(eventManagerRoutes, {
  series: ({ caller, query }) => permittedSeries(seriesDirectory, caller.access, query),
  events: ({ caller, query }) => permittedEvents(seriesDirectory, caller.access, query),
});
