import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DynamoDBStreamEvent, ScheduledEvent, SQSEvent } from 'aws-lambda';
import { RENDER_PAGES_WORKER } from '../../functions/workers/workers';
import type { LocalQueue } from './local-queue';
import type { LocalScheduler } from './local-scheduler';
import { startStreamReader } from './stream-reader';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The render-pages worker on the local table's stream, as its own event source mapping does on
 * AWS: a second reader of every shard from the oldest record, so a fresh stack renders the pages
 * of everything seeded. Its page store is a folder in the data directory (cleared on start: pages
 * are derived) that the dev gateway serves before the app's shell. Without a build there is no
 * template to render into, so nothing runs (the gateway then serves only the shell's notice).
 *
 * The same handler takes the `pages` queue's trailing renders (a race's start list throttled
 * during a rush) and runs on the scheduler every minute for pages due by time (a start list
 * window opening or closing), as its queue and EventBridge rule do on AWS
 * (infra/constructs/page-renderer.ts); `POST /_scheduler/render-pages/run` runs it at once.
 */
export async function startPageRenderer(
  options: {
    dataDir: string;
    webDir?: string;
    projector?: boolean;
    startListRenderIntervalSeconds?: number;
    log: (line: string) => void;
  },
  wiring: { endpoint: string; streamArn: string; queue: LocalQueue; scheduler: LocalScheduler },
  stops: Array<() => Promise<void> | void>,
): Promise<string | undefined> {
  const webDir = options.webDir ?? path.join(ROOT, 'dist/web');
  if (options.projector === false || !existsSync(path.join(webDir, 'index.html'))) return undefined;
  const pagesDir = path.join(options.dataDir, 'rendered');
  rmSync(pagesDir, { recursive: true, force: true });
  Object.assign(process.env, { WEB_DIST_DIR: webDir, PAGES_DIR: pagesDir });
  if (options.startListRenderIntervalSeconds !== undefined)
    process.env.START_LIST_RENDER_INTERVAL_SECONDS = String(options.startListRenderIntervalSeconds);
  const worker = (await import(pathToFileURL(path.join(ROOT, RENDER_PAGES_WORKER.entry)).href)) as {
    handler: (event: DynamoDBStreamEvent | SQSEvent | ScheduledEvent) => Promise<void>;
  };
  const log = (line: string) => options.log(`render-pages: ${line}`);
  wiring.queue.register('pages', (event) => worker.handler(event));
  wiring.scheduler.every(
    RENDER_PAGES_WORKER.name,
    RENDER_PAGES_WORKER.dueEveryMinutes,
    worker.handler,
    (err) => log(`scheduled run failed: ${String(err)}`),
  );
  const reader = startStreamReader({
    endpoint: wiring.endpoint,
    streamArn: wiring.streamArn,
    handler: async (event) => {
      await worker.handler(event);
      return { batchItemFailures: [] };
    },
    onMarks: async () => undefined,
    log,
  });
  stops.push(() => reader.stop());
  return pagesDir;
}
