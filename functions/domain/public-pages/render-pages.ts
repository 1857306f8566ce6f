import type { EventDetail, StartList } from '@shared/catalog/catalog-schemas';
import { HOME_EVENTS_PAGE_SIZE, HOME_SERIES_PAGE_SIZE } from '@shared/catalog/catalog-paging';
import {
  eventGuidOfSubevent,
  getEventDetail,
  listHomepageEventSummaries,
  listHomepageSeriesSummaries,
  type CatalogPorts,
  type StartListSource,
} from '../catalog/public-catalog';
import { NotFoundError } from '../errors';
import type { PageData, TextOverrides } from '@shared/catalog/page-data';
import { DEFAULT_CURRENCY } from '@shared/codelists/enums';
import type { BodyRenderer } from './page-body';
import { HTML, page, renderBodies, type PageFile, type PageTexts } from './page-files';
import { eventPageHead, homePageHead } from './page-head';
import type { PageOrganiser } from './event-json-ld';
import { dueRenders, eventDueRender, type DueRender } from './page-freshness';
import { PAGE_LANGUAGES, pagePaths, type PageLanguage, type SiteInfo } from './site';
import { robotsTxt, sitemapXml } from './sitemap';
import { firstStartListPages, startListData, startListPageFiles } from './start-list-pages';

export type { PageFile } from './page-files';

/** Where rendered pages go: the SPA's bucket behind CloudFront, locally a folder the gateway serves. */
export interface PageStore {
  /** The built index.html (its inline boot script, styles and the app's files) pages start from. */
  readTemplate(): Promise<string>;
  /**
   * The app's renderer of page bodies from the same build as the template (its SSR build); none
   * when that build has none, the pages then carry their head only.
   */
  readRenderer?(): Promise<BodyRenderer | undefined>;
  /** Writes the files and makes the CDN forget its copies of exactly those paths. */
  publish(files: readonly PageFile[]): Promise<void>;
}

export interface PageRenderPorts {
  catalog: CatalogPorts & StartListSource;
  store: PageStore;
  site: SiteInfo;
  /** The organizer of a series (its record), when one is assigned. */
  organiserOfSeries(seriesGuid: string): Promise<PageOrganiser | undefined>;
  /**
   * The texts an admin overrode in a language (what GET translations/{lang} answers). Without it
   * pages carry none and the app fetches them after its start, as on the plain shell.
   */
  textOverrides?(language: PageLanguage): Promise<TextOverrides>;
  now(): Date;
  /** Remembers to render start list pages again when their windows open or close (page-freshness.ts). */
  renderLater?(due: readonly DueRender[]): Promise<void>;
}

/** Both languages' overrides, read once per run (two reads): every page carries its language's. */
async function readPageTexts(ports: PageRenderPorts): Promise<PageTexts | undefined> {
  if (!ports.textOverrides) return undefined;
  const [cs, en] = await Promise.all([ports.textOverrides('cs'), ports.textOverrides('en')]);
  return { cs, en };
}

/**
 * The event's page and the start list page of each of its races, in each language. The event page
 * carries the event as the API answers it (`renderedAt`: when it was read), so the app shows it
 * without waiting for that call and fetches it again at once for what sales change; a start list
 * page whose list was read carries its first page the same way.
 */
export function eventPageFiles(
  site: SiteInfo,
  template: string,
  event: EventDetail,
  organiser?: PageOrganiser,
  renderedAt = new Date(),
  startLists: ReadonlyMap<string, StartList> = new Map(),
  texts?: PageTexts,
): PageFile[] {
  const data: PageData = { renderedAt: renderedAt.toISOString(), event };
  return [
    ...page(
      template,
      pagePaths.event(event.guid),
      (l) => eventPageHead(site, event, l, organiser),
      data,
      texts,
    ),
    ...event.subevents.flatMap((race) => {
      const list = startLists.get(race.guid);
      return startListPageFiles(
        site,
        template,
        event,
        race,
        list && startListData(race.guid, list, renderedAt, event.stylings),
        texts,
      );
    }),
  ];
}

/**
 * The event page's and the start list pages' files with their body rendered by the app (issue 29:
 * the content paints before any script runs). The event page only for an event priced in the
 * default currency: that is the answer the app of a visitor without a cart asks for, so it can
 * hydrate the page (web/src/main.tsx); a start list has no prices, so every read one is rendered.
 */
export async function withRenderedBodies(
  files: PageFile[],
  renderer: BodyRenderer | undefined,
  event: EventDetail,
  renderedAt: Date,
  startLists: ReadonlyMap<string, StartList> = new Map(),
  texts?: PageTexts,
): Promise<PageFile[]> {
  if (!renderer) return files;
  let out = files;
  if (event.currency === DEFAULT_CURRENCY)
    out = await renderBodies(
      out,
      renderer,
      pagePaths.event(event.guid),
      { renderedAt: renderedAt.toISOString(), event },
      texts,
    );
  for (const [guid, list] of startLists)
    out = await renderBodies(
      out,
      renderer,
      pagePaths.startList(guid),
      startListData(guid, list, renderedAt, event.stylings),
      texts,
    );
  return out;
}

async function filesOfEvent(
  ports: PageRenderPorts,
  template: string,
  eventGuid: string,
  renderer: BodyRenderer | undefined,
  texts: PageTexts | undefined,
): Promise<PageFile[]> {
  try {
    const now = ports.now();
    const event = await getEventDetail(ports.catalog, eventGuid, undefined, now);
    const organiser = await ports.organiserOfSeries(event.seriesGuid);
    const lists = await firstStartListPages(
      ports.catalog,
      event.subevents.map((r) => r.guid),
      now,
    );
    await ports.renderLater?.([...dueRenders(lists, now), ...eventDueRender(event, now)]);
    return withRenderedBodies(
      eventPageFiles(ports.site, template, event, organiser, now, lists, texts),
      renderer,
      event,
      now,
      lists,
      texts,
    );
  } catch (error) {
    // A deleted event's page becomes the plain app again, which shows that the event is not there.
    if (error instanceof NotFoundError)
      return PAGE_LANGUAGES.map((language) => ({
        path: pagePaths.event(eventGuid),
        language,
        body: template,
        contentType: HTML,
      }));
    throw error;
  }
}

/**
 * The home page (its head, the first page of its lists of events and series in its data block,
 * its body when the build has a renderer), sitemap.xml of the events allowed on the home page (the
 * published ones, past ones included: their pages stay) and robots.txt pointing to it.
 */
export async function siteIndexFiles(
  ports: PageRenderPorts,
  template: string,
  renderer?: BodyRenderer,
  texts?: PageTexts,
): Promise<PageFile[]> {
  const now = ports.now();
  const events = await ports.catalog.listHomepageEvents();
  // The calls the home page makes (web/src/features/catalog/api/catalog-queries.ts): no currency.
  const data: PageData = {
    renderedAt: now.toISOString(),
    home: {
      events: await listHomepageEventSummaries(ports.catalog, { take: HOME_EVENTS_PAGE_SIZE, skip: 0 }, now),
      series: await listHomepageSeriesSummaries(ports.catalog, { take: HOME_SERIES_PAGE_SIZE, skip: 0 }, now),
    },
  };
  const home = page(
    template,
    pagePaths.home(),
    (language) => homePageHead(ports.site, language),
    data,
    texts,
  );
  return [
    ...(renderer ? await renderBodies(home, renderer, pagePaths.home(), data, texts) : home),
    {
      path: '/sitemap.xml',
      body: sitemapXml(
        ports.site,
        events.map((e) => ({ guid: e.guid })),
      ),
      contentType: 'application/xml; charset=utf-8',
    },
    { path: '/robots.txt', body: robotsTxt(ports.site), contentType: 'text/plain; charset=utf-8' },
  ];
}

/**
 * Renders the pages of the given events again, with the sitemap (an event may have joined or left
 * the home page), and publishes them in one go. Pages show the catalogue as it is now: what a
 * sale can change (places left) is not in them but fetched by the app after it starts.
 */
export async function renderEventPages(
  ports: PageRenderPorts,
  eventGuids: readonly string[],
): Promise<PageFile[]> {
  const template = await ports.store.readTemplate();
  const renderer = await ports.store.readRenderer?.();
  const texts = await readPageTexts(ports);
  const files: PageFile[] = [];
  for (const guid of new Set(eventGuids))
    files.push(...(await filesOfEvent(ports, template, guid, renderer, texts)));
  files.push(...(await siteIndexFiles(ports, template, renderer, texts)));
  await ports.store.publish(files);
  return files;
}

/**
 * Renders the start list pages of the given races again (their entries changed: an order placed,
 * paid or cancelled, a start number given) and publishes them, nothing else: the event page, the
 * home page and the sitemap show no entries. A race no longer there is left as it is (its event's
 * change renders its pages).
 */
export async function renderStartListPages(
  ports: PageRenderPorts,
  raceGuids: readonly string[],
): Promise<PageFile[]> {
  const byEvent = new Map<string, string[]>();
  for (const race of new Set(raceGuids)) {
    const eventGuid = await eventGuidOfSubevent(ports.catalog, race).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    });
    if (eventGuid) byEvent.set(eventGuid, [...(byEvent.get(eventGuid) ?? []), race]);
  }
  if (byEvent.size === 0) return [];
  const template = await ports.store.readTemplate();
  const renderer = await ports.store.readRenderer?.();
  const texts = await readPageTexts(ports);
  const now = ports.now();
  const files: PageFile[] = [];
  for (const [eventGuid, races] of byEvent) {
    // An event not public (unpublished, hidden or deleted since) has no start list pages to render;
    // throwing here would fail the stream batch again and again for orders of a draft event.
    const event = await getEventDetail(ports.catalog, eventGuid, undefined, now).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    });
    if (!event) continue;
    const lists = await firstStartListPages(ports.catalog, races, now);
    await ports.renderLater?.(dueRenders(lists, now));
    for (const race of event.subevents.filter((r) => lists.has(r.guid))) {
      const data = startListData(race.guid, lists.get(race.guid) as StartList, now, event.stylings);
      const raceFiles = startListPageFiles(ports.site, template, event, race, data, texts);
      const path = pagePaths.startList(race.guid);
      files.push(...(renderer ? await renderBodies(raceFiles, renderer, path, data, texts) : raceFiles));
    }
  }
  if (files.length) await ports.store.publish(files);
  return files;
}
