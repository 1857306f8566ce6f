import { partnerRoutes } from '@shared/api/areas/partner';
import { partnerReads } from '../adapters/dynamodb/partner-read-repository';
import { partnerRegistrations, partnerStartList } from '../domain/partner-api/partner-reads';
import { createApiHandler } from './http/create-api-handler';

/**
 * Read-only partner calls with a series' API key (issue 28 item 3); the key, its series, scope and
 * rate are checked by the stack (functions/api/http/partner-key-auth.ts) before an action runs.
 */
export const handler = createApiHandler(partnerRoutes, {
  startList: ({ params }) => partnerStartList(partnerReads, params.subEventId),
  registrations: ({ params, query }) => partnerRegistrations(partnerReads, params.seriesId, query),
});
