import type { EventDetail } from '@shared/catalog/catalog-schemas';
import { getEventDetail, type CatalogPorts } from '../catalog/public-catalog';
import { NotFoundError } from '../errors';
import type { PageData } from '@shared/catalog/page-data';
import { DEFAULT_CURRENCY } from '@shared/codelists/enums';
import { injectHead } from './head-html';
import { injectBody, type BodyRenderer } from './page-body';
import { pageDataBlock } from './page-data';
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
  /**
   * The app's renderer of page bodies from the same build as the template (its SSR build); none
   * when that build has none, the pages then carry their head only.
   */
  readRenderer?(): Promise<BodyRenderer | undefined>;
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
const page = (
  template: string,
  path: string,
  head: (language: PageLanguage) => PageHead,
  dataBlock?: string,
): PageFile[] =>
  PAGE_LANGUAGES.map((language) => ({
    path,
    language,
    body: injectHead(template, head(language), dataBlock),
    contentType: HTML,
  }));

/**
 * The event's page and the start list page of each of its races, in each language. The event page
 * carries the event as the API answers it (`renderedAt`: when it was read), so the app shows it
 * without waiting for that call and fetches it again at once for what sales change.
 */
export function eventPageFiles(
  site: SiteInfo,
  template: string,
  event: EventDetail,
  organiser?: PageOrganiser,
  renderedAt = new Date(),
): PageFile[] {
  const data = pageDataBlock({ renderedAt: renderedAt.toISOString(), event });
  return [
    ...page(template, pagePaths.event(event.guid), (l) => eventPageHead(site, event, l, organiser), data),
    ...event.subevents.flatMap((race) =>
      page(template, pagePaths.startList(race.guid), (l) => startListPageHead(site, event, race, l)),
    ),
  ];
}

/** The files of `path` (each language) with their body rendered by the app from `data`. */
async function renderBodies(
  files: PageFile[],
  renderer: BodyRenderer,
  path: string,
  data: PageData,
): Promise<PageFile[]> {
  const out: PageFile[] = [];
  for (const file of files) {
    if (file.path !== path || !file.language) out.push(file);
    else {
      const rendered = await renderer({ path, language: file.language, data });
      out.push({ ...file, body: injectBody(file.body, rendered, file.language) });
    }
  }
  return out;
}

/**
 * The event page's files with their body rendered by the app (issue 29: the content paints before
 * any script runs). Only for an event priced in the default currency: that is the answer the app
 * of a visitor without a cart asks for, so it can hydrate the page (web/src/main.tsx).
 */
export async function withRenderedBodies(
  files: PageFile[],
  renderer: BodyRenderer | undefined,
  event: EventDetail,
  renderedAt: Date,
): Promise<PageFile[]> {
  if (!renderer || event.currency !== DEFAULT_CURRENCY) return files;
  return renderBodies(files, renderer, pagePaths.event(event.guid), {
    renderedAt: renderedAt.toISOString(),
    event,
  });
}

async function filesOfEvent(
  ports: PageRenderPorts,
  template: string,
  eventGuid: string,
  renderer: BodyRenderer | undefined,
): Promise<PageFile[]> {
  try {
    const now = ports.now();
    const event = await getEventDetail(ports.catalog, eventGuid, undefined, now);
    const organiser = await ports.organiserOfSeries(event.seriesGuid);
    return withRenderedBodies(
      eventPageFiles(ports.site, template, event, organiser, now),
      renderer,
      event,
      now,
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
 * The home page (its head, its body when the build has a renderer), sitemap.xml of the events allowed on the home page (the published ones,
 * past ones included: their pages stay) and robots.txt pointing to it.
 */
export async function siteIndexFiles(
  ports: PageRenderPorts,
  template: string,
  renderer?: BodyRenderer,
): Promise<PageFile[]> {
  const events = await ports.catalog.listHomepageEvents();
  const home = page(template, pagePaths.home(), (language) => homePageHead(ports.site, language));
  // Its introduction rendered by the app; the lists of events and series are fetched live.
  const renderedAt = ports.now().toISOString();
  return [
    ...(renderer ? await renderBodies(home, renderer, pagePaths.home(), { renderedAt }) : home),
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
  const files: PageFile[] = [];
  for (const guid of new Set(eventGuids))
    files.push(...(await filesOfEvent(ports, template, guid, renderer)));
  files.push(...(await siteIndexFiles(ports, template, renderer)));
  await ports.store.publish(files);
  return files;
}
