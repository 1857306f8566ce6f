import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { RENDER_PAGES_WORKER } from '../../functions/workers/workers';
import { startStreamReader } from './stream-reader';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The render-pages worker on the local table's stream, as its own event source mapping does on
 * AWS: a second reader of every shard from the oldest record, so a fresh stack renders the pages
 * of everything seeded. Its page store is a folder in the data directory (cleared on start: pages
 * are derived) that the dev gateway serves before the app's shell. Without a build there is no
 * template to render into, so nothing runs (the gateway then serves only the shell's notice).
 */
export async function startPageRenderer(
  options: { dataDir: string; webDir?: string; projector?: boolean; log: (line: string) => void },
  endpoint: string,
  streamArn: string,
  stops: Array<() => Promise<void> | void>,
): Promise<string | undefined> {
  const webDir = options.webDir ?? path.join(ROOT, 'dist/web');
  if (options.projector === false || !existsSync(path.join(webDir, 'index.html'))) return undefined;
  const pagesDir = path.join(options.dataDir, 'rendered');
  rmSync(pagesDir, { recursive: true, force: true });
  Object.assign(process.env, { WEB_DIST_DIR: webDir, PAGES_DIR: pagesDir });
  const worker = (await import(pathToFileURL(path.join(ROOT, RENDER_PAGES_WORKER.entry)).href)) as {
    handler: (event: DynamoDBStreamEvent) => Promise<void>;
  };
  const reader = startStreamReader({
    endpoint,
    streamArn,
    handler: async (event) => {
      await worker.handler(event);
      return { batchItemFailures: [] };
    },
    onMarks: async () => undefined,
    log: (line) => options.log(`render-pages: ${line}`),
  });
  stops.push(() => reader.stop());
  return pagesDir;
}
