import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource } from '@shared/api/route-types';
import type { WorkerDef } from '../functions/workers/workers';

/** Repository root (this file lives in <root>/infra). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LOCK_FILE = path.join(REPO_ROOT, 'package-lock.json');

/** Built SPA (`npm run build`); deployed only when it exists. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'dist', 'web');

/** Entry of an API resource's Lambda: functions/api/<resource>.handler.ts (exports `handler`). */
export const apiEntry = (resource: Resource): string =>
  path.join(REPO_ROOT, 'functions', 'api', `${resource}.handler.ts`);

/** Entry of a worker: WorkerDef.entry, relative to the repository root. */
export const workerEntry = (worker: WorkerDef): string => path.join(REPO_ROOT, worker.entry);
