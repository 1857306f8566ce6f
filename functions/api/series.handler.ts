import type { CurrencyCode } from '../../shared/codelists/enums';
import type { EventDetail, StartListSort } from '../../shared/catalog/catalog-schemas';
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

type Guid = { params: { guid: string } };
type Currency = { query: { currency?: CurrencyCode } };

export const handler = createApiHandler('series', {
  'series.list': async ({ query }: { query: { take: number; skip: number } }) =>
    listHomepageSeriesSummaries(ports, query, now()),
  'series.events': async ({ query }: { query: { take: number; skip: number; currency?: CurrencyCode } }) =>
    listHomepageEventSummaries(ports, query, now()),
  'series.event': async ({ params, query }: Guid & Currency) =>
    details.get(`${params.guid}|${query.currency ?? ''}`, async () =>
      jsonReply<EventDetail>(await getEventDetail(ports, params.guid, query.currency, now())),
    ),
  'series.eventExists': async ({ params }: Guid) => ({ exists: await eventExists(ports, params.guid) }),
  'series.eventExistsForCurrency': async ({
    params,
    query,
  }: Guid & { query: { currency: CurrencyCode } }) => ({
    exists: await eventExists(ports, params.guid, query.currency),
  }),
  'series.eventDocuments': async ({ params }: Guid) => getEventDocuments(ports, params.guid),
  'series.documentsBySubevent': async ({ params }: Guid) =>
    getEventDocuments(ports, await eventGuidOfSubevent(ports, params.guid)),
  'series.stylingsBySubevent': async ({ params }: Guid) => getSeriesStylingsOfSubevent(ports, params.guid),
  'series.subevent': async ({ params, query }: Guid & Currency) =>
    getSubevent(ports, params.guid, query.currency, now()),
  'series.subeventCategories': async ({ params, query }: Guid & Currency) =>
    (await getSubevent(ports, params.guid, query.currency, now())).categories,
  'series.subeventSubCategories': async ({ params, query }: Guid & Currency) =>
    (await getSubevent(ports, params.guid, query.currency, now())).categories.flatMap((c) => c.subcategories),
  'series.subeventWaves': async ({ params, query }: Guid & Currency) =>
    (await getSubevent(ports, params.guid, query.currency, now())).waves,
  'series.subeventStartlist': async ({
    params,
    query,
  }: Guid & {
    query: { take: number; skip: number; searchText?: string; sort: StartListSort; descending: boolean };
  }) => getStartList(repo, params.guid, query, now()),
});
