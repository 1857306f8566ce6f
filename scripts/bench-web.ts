/**
 * `npm run bench:web`: Lighthouse (mobile preset, Debian Chromium) performance and accessibility
 * scores of the home and event-detail pages served as in production (built, pre-compressed),
 * plus the compressed size of the JavaScript each page loads and whether any admin code is among it.
 * Prints figures; asserts nothing. Target: performance ≥ 95, accessibility 100, ≤ 150 kB JS.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO } from './local/seed-data';
import { ROOT, startLocalStack } from './local/stack';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

interface LhReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> };
    }
  >;
}

function lighthouse(url: string, out: string): Promise<LhReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility',
        `--chrome-flags=${FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: 'inherit' },
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(out, 'utf8')) as LhReport)
        : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
}

async function main() {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.join(ROOT, '.data/bench-web');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const stack = await startLocalStack({
    ports: { app: 3300, dynamodb: 8703, s3: 4572, ses: 8008 },
    dataDir,
    inMemoryDb: true,
    seed: true,
    log: () => undefined,
  });
  try {
    const pages = [
      ['home', `${stack.urls.app}/`],
      ['event detail', `${stack.urls.app}/detail/event/${DEMO.eventSpring}`],
    ] as const;
    for (const [name, url] of pages) {
      const report = await lighthouse(url, path.join(dataDir, `${name.replace(' ', '-')}.json`));
      const requests = report.audits['network-requests']?.details?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === 'Script');
      const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const adminChunks = scripts.filter((r) => /admin|event-manager/i.test(r.url));
      console.log(`${name} (${url})`);
      console.log(
        `  performance:    ${Math.round((report.categories.performance?.score ?? 0) * 100)}   (target ≥ 95)`,
      );
      console.log(
        `  accessibility:  ${Math.round((report.categories.accessibility?.score ?? 0) * 100)}   (target 100)`,
      );
      console.log(
        `  LCP:            ${Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
      );
      console.log(
        `  JS transferred: ${(jsBytes / 1024).toFixed(1)} kB compressed in ${scripts.length} files   (target ≤ 150 kB)`,
      );
      console.log(
        `  admin code:     ${adminChunks.length ? adminChunks.map((c) => c.url).join(', ') : 'none'}`,
      );
    }
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
