import type { DynamoDBStreamEvent } from 'aws-lambda';
import * as catalog from '../adapters/dynamodb/catalog-repository';
import { organiserOfSeries } from '../adapters/dynamodb/page-organiser';
import { seriesDirectory } from '../adapters/dynamodb/series-directory-repository';
import { rootLogger } from '../adapters/logger';
import { pageStore } from '../adapters/storage/page-store';
import { pagesShowing, type ChangedKey } from '../domain/public-pages/page-changes';
import { renderEventPages } from '../domain/public-pages/render-pages';

const log = rootLogger.child({ worker: 'render-pages' });

/** The site's own address (APP_URL), for canonical URLs, previews and the sitemap. */
const site = () => ({ origin: (process.env.APP_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '') });

function changedKeys(event: DynamoDBStreamEvent): ChangedKey[] {
  return event.Records.flatMap((r) => {
    const pk = r.dynamodb?.Keys?.pk?.S;
    const sk = r.dynamodb?.Keys?.sk?.S;
    return pk && sk ? [{ pk, sk }] : [];
  });
}

/**
 * Renders the public pages a batch of catalogue changes shows again (the table's stream, filtered
 * to event and series partitions on AWS) and publishes them. Rendering is idempotent: a failed
 * batch is thrown and delivered again whole (bisected on AWS).
 *
 * Invoked without stream records (after every deploy, by infra's trigger: a new build changes the
 * app's files and inline script every page carries), it renders the pages of every event.
 */
export async function handler(event: Partial<DynamoDBStreamEvent>): Promise<void> {
  const everything = !Array.isArray(event.Records);
  const { events, series, organizers } = everything
    ? {
        events: new Set<string>(),
        series: new Set((await seriesDirectory.allSeries()).map((s) => s.guid)),
        organizers: new Set<string>(),
      }
    : pagesShowing(changedKeys(event as DynamoDBStreamEvent));
  if (organizers.size) {
    // Rare (an organizer's name changed): the series are few, read through their index, no Scan.
    for (const s of await seriesDirectory.allSeries())
      if (s.organizerId && organizers.has(s.organizerId)) series.add(s.guid);
  }
  if (!events.size && !series.size) return;
  for (const seriesGuid of series) {
    for (const e of await seriesDirectory.eventsOfSeries(seriesGuid)) events.add(e.guid);
  }
  const files = await renderEventPages(
    { catalog, store: pageStore(), site: site(), organiserOfSeries, now: () => new Date() },
    [...events],
  );
  log.debug('pages rendered', { events: events.size, files: files.length });
}
