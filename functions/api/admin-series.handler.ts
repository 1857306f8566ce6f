import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { seriesDirectory } from '../adapters/dynamodb/series-directory-repository';
import { searchSeriesOrEvents } from '../domain/back-office/series-directory';
import { adminSeriesDiscountActions } from './admin-series-discount-actions';
import { createApiHandler } from './http/create-api-handler';

export const handler = createApiHandler(adminSeriesRoutes, {
  seriesOrEvents: ({ caller, query }) => searchSeriesOrEvents(seriesDirectory, caller.access, query),
  ...adminSeriesDiscountActions,
});
