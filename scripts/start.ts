/**
 * `npm start`: builds the web app when needed, starts the local stack on 127.0.0.1, seeds demo
 * data on first start, prints the URLs and demo credentials, and stops everything on Ctrl-C.
 * `npm start -- --reset` wipes the local data first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { CSP_HASHES_FILE } from '@shared/security/csp-hashes';
import { MissingJavaError } from './local/dynamodb-local';
import { DEV_PORTS, ROOT, startLocalStack } from './local/stack';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildWebIfNeeded(): void {
  const index = path.join(ROOT, 'dist/web/index.html');
  const sources = Math.max(newestMtime(path.join(ROOT, 'web')), newestMtime(path.join(ROOT, 'shared')));
  // A build from before the CSP lacks its hashes; the local server would refuse to serve it.
  const hashes = path.join(ROOT, 'dist/web', CSP_HASHES_FILE);
  if (existsSync(index) && existsSync(hashes) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the web app…');
  const out = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (out.status !== 0) throw new Error('The web build failed (see above).');
}

/** Lambda runs Node 22; an older Node still runs the stack, so this only says how to get 22. */
function adviseNode22(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22) return;
  console.log(
    `Node ${process.version} found; the project targets Node 22 like Lambda. ` +
      'Get it with `nvm install` or `export PATH="$(bash scripts/install-node-22.sh):$PATH"` (README, Prerequisites).',
  );
}

async function main(): Promise<void> {
  adviseNode22();
  const dataDir = path.join(ROOT, '.data/local');
  if (process.argv.includes('--reset')) {
    rmSync(dataDir, { recursive: true, force: true });
    console.log('Local data wiped.');
  }
  buildWebIfNeeded();
  process.env.LOG_LEVEL ??= 'warn';
  // Ctrl-C reaches DynamoDB Local's Java child as well as this process, so on the way down the
  // stream readers and the projector lose the table mid-call: nothing a person needs to read.
  let stopping = false;
  const log = (line: string) => {
    if (!stopping) console.log(line);
  };
  const stack = await startLocalStack({ ports: DEV_PORTS, dataDir, seed: true, log });

  const lines = [
    '',
    `  App:      ${stack.urls.app}`,
    `  Mailbox:  ${stack.urls.mailbox}   (every e-mail the app sends lands here)`,
    `  API docs: ${stack.urls.openapi}`,
  ];
  if (stack.credentials) {
    lines.push(
      '',
      `  Admin:         ${stack.credentials.admin.email} / ${stack.credentials.admin.password}`,
      `  Event manager: ${stack.credentials.eventManager.email} / ${stack.credentials.eventManager.password}`,
    );
  }
  lines.push('', '  Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.env.LOG_LEVEL = 'silent';
    console.log(`\n${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof MissingJavaError) console.error(`\n${err.message}\n`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
