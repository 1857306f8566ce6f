import type { DynamoDBStreamEvent } from 'aws-lambda';
import * as catalog from '../adapters/dynamodb/catalog-repository';
import { gsi } from '../adapters/dynamodb/keys';
import { organiserOfSeries } from '../adapters/dynamodb/page-organiser';
import { seriesDirectory } from '../adapters/dynamodb/series-directory-repository';
import { streamImage } from '../adapters/dynamodb/stream-image';
import { rootLogger } from '../adapters/logger';
import { pageStore } from '../adapters/storage/page-store';
import { pagesShowing, type ChangedKey, type StartListEntryImage } from '../domain/public-pages/page-changes';
import { renderEventPages, renderStartListPages } from '../domain/public-pages/render-pages';
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

/**
 * Renders the public pages a batch of catalogue changes shows again (the table's stream, filtered
 * to event and series partitions and orders' items on AWS) and publishes them: an item's change
 * only its race's start list page. Rendering is idempotent: a failed
 * batch is thrown and delivered again whole (bisected on AWS).
 *
 * Invoked without stream records (after every deploy, by infra's trigger: a new build changes the
 * app's files and inline script every page carries), it renders the pages of every event.
 */
export async function handler(event: Partial<DynamoDBStreamEvent>): Promise<void> {
  const shown = Array.isArray(event.Records)
    ? pagesShowing(changedKeys(event as DynamoDBStreamEvent))
    : undefined;
  // A deploy, or a change of the text overrides (rare; every page carries its language's).
  const everything = !shown || shown.texts;
  const { events, series, organizers, startLists } = everything
    ? {
        events: new Set<string>(),
        series: new Set((await seriesDirectory.allSeries()).map((s) => s.guid)),
        organizers: new Set<string>(),
        startLists: new Set<string>(),
      }
    : shown;
  if (organizers.size) {
    // Rare (an organizer's name changed): the series are few, read through their index, no Scan.
    for (const s of await seriesDirectory.allSeries())
      if (s.organizerId && organizers.has(s.organizerId)) series.add(s.guid);
  }
  for (const seriesGuid of series) {
    for (const e of await seriesDirectory.eventsOfSeries(seriesGuid)) events.add(e.guid);
  }
  const ports = {
    catalog,
    store: pageStore(),
    site: site(),
    organiserOfSeries,
    textOverrides: (language: Locale) => publicTranslations(translationStore, language),
    now: () => new Date(),
  };
  if (events.size) {
    const files = await renderEventPages(ports, [...events]);
    log.debug('pages rendered', { events: events.size, files: files.length });
  }
  // A batch with both is rare (an admin's edit during sales): such a race may be rendered twice.
  if (startLists.size) {
    const files = await renderStartListPages(ports, [...startLists]);
    log.debug('start lists rendered', { races: startLists.size, files: files.length });
  }
}
