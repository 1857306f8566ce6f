import type { EventDetail } from '@shared/catalog/catalog-schemas';
import { getEventDetail, type CatalogPorts } from '../catalog/public-catalog';
import { NotFoundError } from '../errors';
import { injectHead } from './head-html';
import { eventPageHead, homePageHead, startListPageHead, type PageHead } from './page-head';
import { pagePaths, type SiteInfo } from './site';
import { robotsTxt, sitemapXml } from './sitemap';

/** One file of the site as a URL path (`/detail/event/<guid>`, `/sitemap.xml`) and its content. */
export interface PageFile {
  path: string;
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
  now(): Date;
}

const HTML = 'text/html; charset=utf-8';
/** The canonical language of the pages (the English version is the same page with `?lang=en`). */
const LANGUAGE = 'cs';

const page = (template: string, path: string, head: PageHead): PageFile => ({
  path,
  body: injectHead(template, head),
  contentType: HTML,
});

/** The event's page and the start list page of each of its races. */
export function eventPageFiles(site: SiteInfo, template: string, event: EventDetail): PageFile[] {
  return [
    page(template, pagePaths.event(event.guid), eventPageHead(site, event, LANGUAGE)),
    ...event.subevents.map((race) =>
      page(template, pagePaths.startList(race.guid), startListPageHead(site, event, race, LANGUAGE)),
    ),
  ];
}

async function filesOfEvent(
  ports: PageRenderPorts,
  template: string,
  eventGuid: string,
): Promise<PageFile[]> {
  try {
    return eventPageFiles(
      ports.site,
      template,
      await getEventDetail(ports.catalog, eventGuid, undefined, ports.now()),
    );
  } catch (error) {
    // A deleted event's page becomes the plain app again, which shows that the event is not there.
    if (error instanceof NotFoundError)
      return [{ path: pagePaths.event(eventGuid), body: template, contentType: HTML }];
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
    page(template, pagePaths.home(), homePageHead(ports.site, LANGUAGE)),
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
