import { seriesRoutes } from '@shared/api/areas/series';
import type { EventDetail } from '@shared/catalog/catalog-schemas';
import * as repo from '../adapters/dynamodb/catalog-repository';
import {
  eventExists,
  eventGuidOfSubevent,
  getEventDetail,
  getEventDocuments,
  getSeriesStylingsOfSubevent,
  getStartList,
  getSubevent,
  listHomepageEventSummaries,
  listHomepageSeriesSummaries,
  type CatalogPorts,
} from '../domain/catalog/public-catalog';
import { TtlCache } from '../adapters/cache/ttl-cache';
import { createApiHandler, jsonReply, type RawReply } from './http/create-api-handler';

// Public catalogue reads are cached per Lambda instance: the event's structure for a few seconds,
// capacity counters for one second (display only: registration enforces capacity transactionally).
const structureTtl = Number(process.env.CATALOG_CACHE_TTL_MS ?? 10_000);
const counterTtl = Math.min(structureTtl, 1_000);
const partitions = new TtlCache<Awaited<ReturnType<typeof repo.queryEventPartition>>>(structureTtl);
const subeventEvents = new TtlCache<string | undefined>(structureTtl);
const contexts = new TtlCache<Awaited<ReturnType<typeof repo.loadEventContext>>>(counterTtl);
// The built page (prices, availability, sanitised HTML) is as fresh as its counters; it is kept
// serialised, as every hit would otherwise stringify the same few kilobytes again.
const details = new TtlCache<RawReply>(counterTtl);

const ports: CatalogPorts = {
  ...repo,
  queryEventPartition: (guid) => partitions.get(guid, () => repo.queryEventPartition(guid)),
  findEventGuidBySubevent: (guid) => subeventEvents.get(guid, () => repo.findEventGuidBySubevent(guid)),
  loadEventContext: (seriesGuid, refs) =>
    contexts.get(`${seriesGuid}|${refs.map((r) => r.join(':')).join(',')}`, () =>
      repo.loadEventContext(seriesGuid, refs),
    ),
};
const now = () => new Date();

export const handler = createApiHandler(seriesRoutes, {
  list: async ({ query }) => listHomepageSeriesSummaries(ports, query, now()),
  events: async ({ query }) => listHomepageEventSummaries(ports, query, now()),
  event: async ({ params, query }) =>
    details.get(`${params.guid}|${query.currency ?? ''}`, async () =>
      jsonReply<EventDetail>(await getEventDetail(ports, params.guid, query.currency, now())),
    ),
  eventExists: async ({ params }) => ({ exists: await eventExists(ports, params.guid) }),
  eventExistsForCurrency: async ({ params, query }) => ({
    exists: await eventExists(ports, params.guid, query.currency),
  }),
  eventDocuments: async ({ params }) => getEventDocuments(ports, params.guid),
  documentsBySubevent: async ({ params }) =>
    getEventDocuments(ports, await eventGuidOfSubevent(ports, params.guid)),
  stylingsBySubevent: async ({ params }) => getSeriesStylingsOfSubevent(ports, params.guid),
  subevent: async ({ params, query }) => getSubevent(ports, params.guid, query.currency, now()),
  subeventCategories: async ({ params, query }) =>
    (await getSubevent(ports, params.guid, query.currency, now())).categories,
  subeventSubCategories: async ({ params, query }) =>
    (await getSubevent(ports, params.guid, query.currency, now())).categories.flatMap((c) => c.subcategories),
  subeventWaves: async ({ params, query }) =>
    (await getSubevent(ports, params.guid, query.currency, now())).waves,
  subeventStartlist: async ({ params, query }) => getStartList(repo, params.guid, query, now()),
});
