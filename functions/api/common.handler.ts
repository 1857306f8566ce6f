import { buildCodeLists } from '@shared/codelists/codelists';
import { buildOpenApiDocument } from '@shared/api/openapi';
import { findTermsByGuid } from '../adapters/dynamodb/terms-repository';
import { getTerms } from '../domain/terms/get-terms';
import { commonRoutes } from '@shared/api/areas/common';
import { createApiHandler, rawReply } from './http/create-api-handler';

// Static per deployment: computed once per cold start.
const codeLists = buildCodeLists();
let openApi: string | undefined;

export const handler = createApiHandler(commonRoutes, {
  codelists: async () => codeLists,
  serverTime: async () => ({
    serverTime: new Date().toISOString(),
    timeZone: 'Europe/Prague' as const,
  }),
  termsAndConditions: async ({ params }) => getTerms(params.guid, findTermsByGuid),
  openapi: async () => {
    openApi ??= JSON.stringify(buildOpenApiDocument());
    return rawReply({ statusCode: 200, headers: { 'cache-control': 'public, max-age=300' }, body: openApi });
  },
});
