import type { EventDetail } from '@shared/catalog/catalog-schemas';
import { getEventDetail, type CatalogPorts } from '../catalog/public-catalog';
import { NotFoundError } from '../errors';
import { injectHead } from './head-html';
import { eventPageHead, homePageHead, startListPageHead, type PageHead } from './page-head';
import type { PageOrganiser } from './event-json-ld';
import { PAGE_LANGUAGES, pagePaths, type PageLanguage, type SiteInfo } from './site';
import { robotsTxt, sitemapXml } from './sitemap';

/** One file of the site as a URL path (`/detail/event/<guid>`, `/sitemap.xml`) and its content. */
export interface PageFile {
  path: string;
  /**
   * The language of an HTML page: each page exists in Czech (the plain address) and in English
   * (`?lang=en`, stored apart: page-store.ts). Files of no language (sitemap, robots.txt) have none.
   */
  language?: PageLanguage;
  body: string;
  contentType: string;
}

/** Where rendered pages go: the SPA's bucket behind CloudFront, locally a folder the gateway serves. */
export interface PageStore {
  /** The built index.html (its inline boot script, styles and the app's files) pages start from. */
  readTemplate(): Promise<string>;
  /** Writes the files and makes the CDN forget its copies of exactly those paths. */
  publish(files: readonly PageFile[]): Promise<void>;
}

export interface PageRenderPorts {
  catalog: CatalogPorts;
  store: PageStore;
  site: SiteInfo;
  /** The organizer of a series (its record), when one is assigned. */
  organiserOfSeries(seriesGuid: string): Promise<PageOrganiser | undefined>;
  now(): Date;
}

const HTML = 'text/html; charset=utf-8';

/** A page in every language, its head in that language. */
const page = (template: string, path: string, head: (language: PageLanguage) => PageHead): PageFile[] =>
  PAGE_LANGUAGES.map((language) => ({
    path,
    language,
    body: injectHead(template, head(language)),
    contentType: HTML,
  }));

/** The event's page and the start list page of each of its races, in each language. */
export function eventPageFiles(
  site: SiteInfo,
  template: string,
  event: EventDetail,
  organiser?: PageOrganiser,
): PageFile[] {
  return [
    ...page(template, pagePaths.event(event.guid), (l) => eventPageHead(site, event, l, organiser)),
    ...event.subevents.flatMap((race) =>
      page(template, pagePaths.startList(race.guid), (l) => startListPageHead(site, event, race, l)),
    ),
  ];
}

async function filesOfEvent(
  ports: PageRenderPorts,
  template: string,
  eventGuid: string,
): Promise<PageFile[]> {
  try {
    const event = await getEventDetail(ports.catalog, eventGuid, undefined, ports.now());
    return eventPageFiles(ports.site, template, event, await ports.organiserOfSeries(event.seriesGuid));
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
 * The home page's head, sitemap.xml of the events allowed on the home page (the published ones,
 * past ones included: their pages stay) and robots.txt pointing to it.
 */
export async function siteIndexFiles(ports: PageRenderPorts, template: string): Promise<PageFile[]> {
  const events = await ports.catalog.listHomepageEvents();
  return [
    ...page(template, pagePaths.home(), (language) => homePageHead(ports.site, language)),
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
  const files: PageFile[] = [];
  for (const guid of new Set(eventGuids)) files.push(...(await filesOfEvent(ports, template, guid)));
  files.push(...(await siteIndexFiles(ports, template)));
  await ports.store.publish(files);
  return files;
}
