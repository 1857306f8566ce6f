import type { DynamoDBStreamEvent, ScheduledEvent, SQSEvent } from 'aws-lambda';
import * as catalog from '../adapters/dynamodb/catalog-repository';
import { gsi } from '../adapters/dynamodb/keys';
import { dueStartListRenders, startListThrottles } from '../adapters/dynamodb/page-freshness-repository';
import { organiserOfSeries } from '../adapters/dynamodb/page-organiser';
import { getQueue } from '../adapters/queue/queue';
import { seriesDirectory } from '../adapters/dynamodb/series-directory-repository';
import { streamImage } from '../adapters/dynamodb/stream-image';
import { rootLogger } from '../adapters/logger';
import { pageStore } from '../adapters/storage/page-store';
import { pagesShowing, type ChangedKey, type StartListEntryImage } from '../domain/public-pages/page-changes';
import { renderIntervalMs } from '../domain/public-pages/page-freshness';
import {
  renderEventPages,
  renderStartListPages,
  type PageRenderPorts,
} from '../domain/public-pages/render-pages';
import {
  claimTrailingRenders,
  startListsToRenderNow,
  type ThrottlePorts,
} from '../domain/public-pages/start-list-throttle';
import { publicTranslations } from '../domain/translations/translations';
import { translationStore } from '../adapters/dynamodb/translation-repository';
import type { Locale } from '@shared/codelists/enums';

const log = rootLogger.child({ worker: 'render-pages' });

/** The site's own address (APP_URL), for canonical URLs, previews and the sitemap. */
const site = () => ({ origin: (process.env.APP_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '') });

/** An order's item image as its start list sees it: listed while it carries the start-list index's key. */
function entryImage(image: Record<string, unknown> | undefined): StartListEntryImage | undefined {
  if (!image) return undefined;
  const item = streamImage(image);
  const subEventGuid = typeof item.subEventGuid === 'string' ? item.subEventGuid : '';
  return { subEventGuid, listed: !!subEventGuid && item.gsi1pk === gsi.startList(subEventGuid), row: item };
}

function changedKeys(event: DynamoDBStreamEvent): ChangedKey[] {
  return event.Records.flatMap((r) => {
    const pk = r.dynamodb?.Keys?.pk?.S;
    const sk = r.dynamodb?.Keys?.sk?.S;
    if (!pk || !sk) return [];
    // Only an order's items are read further (their race's start list); other images are not decoded.
    if (!pk.startsWith('ORDER#') || !sk.startsWith('ITEM#')) return [{ pk, sk }];
    const before = entryImage(r.dynamodb?.OldImage as Record<string, unknown> | undefined);
    const after = entryImage(r.dynamodb?.NewImage as Record<string, unknown> | undefined);
    return [{ pk, sk, entry: { before, after } }];
  });
}

const renderPorts = (): PageRenderPorts => ({
  catalog,
  store: pageStore(),
  site: site(),
  organiserOfSeries,
  textOverrides: (language: Locale) => publicTranslations(translationStore, language),
  now: () => new Date(),
  renderLater: (due) => dueStartListRenders.add(due),
});

const throttlePorts = (): ThrottlePorts => ({
  ...startListThrottles,
  queueTrailing: (raceGuid, delaySeconds) => getQueue().send('pages', { raceGuid }, { delaySeconds }),
  now: () => new Date(),
  // START_LIST_RENDER_INTERVAL_SECONDS: infra sets the default, the test stack a short one.
  intervalMs: renderIntervalMs(process.env.START_LIST_RENDER_INTERVAL_SECONDS),
});

const isScheduled = (event: object): event is ScheduledEvent =>
  (event as Partial<ScheduledEvent>)['detail-type'] === 'Scheduled Event';
const isQueued = (event: object): event is SQSEvent =>
  (event as Partial<SQSEvent>).Records?.[0]?.eventSource === 'aws:sqs';

/**
 * The page queue: trailing renders (each race's start list as it is now, after clearing its mark)
 * and a whole series' pages (a share of rendering everything, see `queueEverything`).
 */
async function renderQueued(event: SQSEvent): Promise<void> {
  const bodies = event.Records.map((r) => JSON.parse(r.body) as { raceGuid?: unknown; seriesGuid?: unknown });
  const races = bodies.flatMap((b) => (typeof b.raceGuid === 'string' ? [b.raceGuid] : []));
  const series = bodies.flatMap((b) => (typeof b.seriesGuid === 'string' ? [b.seriesGuid] : []));
  if (series.length) {
    const events = new Set<string>();
    for (const seriesGuid of series)
      for (const e of await seriesDirectory.eventsOfSeries(seriesGuid)) events.add(e.guid);
    const files = await renderEventPages(renderPorts(), [...events]);
    log.debug('series pages rendered', { series: series.length, files: files.length });
  }
  if (!races.length) return;
  await claimTrailingRenders(throttlePorts(), races);
  // A failure throws: the messages come again (their marks are cleared already, so nothing waits on them).
  const files = await renderStartListPages(renderPorts(), races);
  log.debug('trailing start lists rendered', { races: races.length, files: files.length });
}

/**
 * Every page (a deploy, a change of the text overrides): one message per series on the page queue,
 * so a large site is rendered by many short invocations (each retried alone) instead of one that
 * would outlast the function's timeout (~0.15 s per file: 200 events of 3 races are ~1,600 files).
 * The home page and the sitemap are rendered here at once, and again with each series.
 */
async function queueEverything(): Promise<void> {
  const all = await seriesDirectory.allSeries();
  for (const s of all) await getQueue().send('pages', { seriesGuid: s.guid });
  const files = await renderEventPages(renderPorts(), []);
  log.info('every page queued', { series: all.length, files: files.length });
}

/**
 * The scheduled run: start list pages whose window opened or closed since (their due items, one
 * Query up to now), rendered again and their items deleted after. Idempotent: a failed run leaves
 * the items for the next one; rendering them writes their next boundary's item.
 */
async function renderDue(now: Date): Promise<void> {
  const due = await dueStartListRenders.upTo(now);
  if (!due.length) return;
  const events = new Set(due.flatMap((d) => (d.eventGuid ? [d.eventGuid] : [])));
  const races = new Set(due.flatMap((d) => (d.raceGuid ? [d.raceGuid] : [])));
  const ports = renderPorts();
  // An event's render writes its races' start list pages too.
  const files = [
    ...(events.size ? await renderEventPages(ports, [...events]) : []),
    ...(races.size ? await renderStartListPages(ports, [...races]) : []),
  ];
  await dueStartListRenders.remove(due.map((d) => d.sk));
  log.info('pages rendered at their moment', { due: due.length, files: files.length });
}

/**
 * Renders the public pages a batch of catalogue changes shows again (the table's stream, filtered
 * to event and series partitions and orders' items on AWS) and publishes them: an item's change
 * only its race's start list page, at most once per interval during a rush (page-freshness.ts:
 * the others get one trailing render through the page queue). Rendering is idempotent: a failed
 * batch is thrown and delivered again whole (bisected on AWS). The same function takes the page
 * queue's trailing renders and the schedule's run of pages due by time.
 *
 * Invoked without stream records (after every deploy, by infra's trigger: a new build changes the
 * app's files and inline script every page carries), it queues the pages of every series.
 */
export async function handler(
  event: Partial<DynamoDBStreamEvent> | SQSEvent | ScheduledEvent,
): Promise<void> {
  if (isScheduled(event)) return renderDue(new Date());
  if (isQueued(event)) return renderQueued(event);
  const shown = Array.isArray(event.Records)
    ? pagesShowing(changedKeys(event as DynamoDBStreamEvent))
    : undefined;
  // A deploy: every page.
  if (!shown) return queueEverything();
  const { events, series, organizers, startLists } = shown;
  const ports = renderPorts();
  if (shown.texts && !events.size && !series.size && !organizers.size) {
    // The admin's text overrides: the home page (and sitemap) at once. Every other page takes them
    // at its next render and meanwhile its app applies the fetched ones after hydration (no
    // hydration error: the page's data block and HTML agree). Rendering every page on each save
    // was minutes of work for a site with hundreds of events (docs/public-pages.md).
    const files = await renderEventPages(ports, []);
    log.debug('home page rendered for the text overrides', { files: files.length });
  }
  if (organizers.size) {
    // Rare (an organizer's name changed): the series are few, read through their index, no Scan.
    for (const s of await seriesDirectory.allSeries())
      if (s.organizerId && organizers.has(s.organizerId)) series.add(s.guid);
  }
  for (const seriesGuid of series) {
    for (const e of await seriesDirectory.eventsOfSeries(seriesGuid)) events.add(e.guid);
  }
  if (events.size) {
    const files = await renderEventPages(ports, [...events]);
    log.debug('pages rendered', { events: events.size, files: files.length });
  }
  // A batch with both is rare (an admin's edit during sales): such a race may be rendered twice.
  // Entries change in every batch of a rush: the throttle lets a race through once per interval.
  const now = startLists.size ? await startListsToRenderNow(throttlePorts(), startLists) : [];
  if (now.length) {
    const files = await renderStartListPages(ports, now);
    log.debug('start lists rendered', {
      races: now.length,
      throttled: startLists.size - now.length,
      files: files.length,
    });
  }
}
