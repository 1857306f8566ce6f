import { buildCodeLists } from '@shared/codelists/codelists';
import { buildOpenApiDocument } from '@shared/api/openapi';
import { findTermsByGuid } from '../adapters/dynamodb/terms-repository';
import { getTerms } from '../domain/terms/get-terms';
import { commonRoutes } from '@shared/api/areas/common';
import { publicTranslationRoutes } from '@shared/api/areas/translations';
import { TtlCache } from '../adapters/cache/ttl-cache';
import { translationStore } from '../adapters/dynamodb/translation-repository';
import { publicTranslations } from '../domain/translations/translations';
import { createApiHandler, jsonReply, rawReply, type RawReply } from './http/create-api-handler';

// Static per deployment: computed once per cold start.
const codeLists = buildCodeLists();
let openApi: string | undefined;
// Text overrides change rarely and every page view reads them: kept per instance for a few seconds,
// and browsers and proxies may keep them for a minute.
const overrides = new TtlCache<RawReply>(Number(process.env.CATALOG_CACHE_TTL_MS ?? 10_000));
const TEXTS_CACHE_CONTROL = 'public, max-age=60';

export const handler = createApiHandler(
  { ...commonRoutes, ...publicTranslationRoutes },
  {
    codelists: async () => codeLists,
    serverTime: async () => ({
      serverTime: new Date().toISOString(),
      timeZone: 'Europe/Prague' as const,
    }),
    termsAndConditions: async ({ params }) => getTerms(params.guid, findTermsByGuid),
    openapi: async () => {
      openApi ??= JSON.stringify(buildOpenApiDocument());
      return rawReply({
        statusCode: 200,
        headers: { 'cache-control': 'public, max-age=300' },
        body: openApi,
      });
    },
    texts: async ({ params }) => {
      const reply = await overrides.get(params.lang, async () =>
        jsonReply(await publicTranslations(translationStore, params.lang)),
      );
      return { ...reply, headers: { ...reply.headers, 'cache-control': TEXTS_CACHE_CONTROL } };
    },
  },
);
