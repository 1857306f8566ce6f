/**
 * `npm run bench:web`: Lighthouse (mobile preset, Debian Chromium) performance and accessibility
 * scores of the home and event-detail pages served as in production (built, pre-compressed),
 * plus the compressed size of the JavaScript each page loads and whether any admin code is among it.
 * Prints figures (the median of several runs: the machine is shared and scores vary); asserts
 * nothing. Target: performance ≥ 95, accessibility 100, ≤ 150 kB JS.
 *
 *   npm run bench:web                          build, then 3 runs per page
 *   npm run bench:web -- --runs 5              more runs
 *   npm run bench:web -- --no-build --web-dir /tmp/web   score an existing build
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO } from './local/seed-data';
import { ROOT, startLocalStack } from './local/stack';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const portOffset = Number.parseInt(process.env.TEST_PORT_OFFSET ?? '0', 10) || 0;
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

interface LhAudit {
  numericValue?: number;
  details?: {
    items?: Array<{
      url: string;
      resourceType?: string;
      transferSize?: number;
      items?: Array<{ node?: { snippet?: string } }>;
    }>;
  };
}

interface LhReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LhAudit>;
}

interface RunFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsBytes: number;
  /** The same scripts' gzip size (their `.gz` in the build), for comparison with gzip budgets. */
  jsGzipBytes: number;
  jsFiles: number;
  adminChunks: string[];
  /** What Lighthouse took as the largest paint (its element's opening tag). */
  lcpElement: string;
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

function gzipSize(webDir: string, url: string): number {
  const file = path.join(webDir, new URL(url).pathname);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : 0;
}

function figures(report: LhReport, webDir: string): RunFigures {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const metric = (id: string) => report.audits[id]?.numericValue ?? 0;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzipBytes: scripts.reduce((sum, r) => sum + gzipSize(webDir, r.url), 0),
    jsFiles: scripts.length,
    adminChunks: scripts.filter((r) => /admin|event-manager/i.test(r.url)).map((r) => r.url),
    lcpElement:
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      '?',
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function report(name: string, url: string, runs: RunFigures[]): void {
  const m = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  const all = (pick: (r: RunFigures) => number, digits = 0) =>
    runs.length > 1 ? `   [${runs.map((r) => pick(r).toFixed(digits)).join(', ')}]` : '';
  const admin = [...new Set(runs.flatMap((r) => r.adminChunks))];
  console.log(`${name} (${url}), median of ${runs.length} run${runs.length > 1 ? 's' : ''}`);
  console.log(`  performance:    ${m((r) => r.performance)}   (target ≥ 95)${all((r) => r.performance)}`);
  console.log(`  accessibility:  ${m((r) => r.accessibility)}   (target 100)${all((r) => r.accessibility)}`);
  console.log(`  FCP:            ${Math.round(m((r) => r.fcp))} ms${all((r) => r.fcp)}`);
  console.log(`  LCP:            ${Math.round(m((r) => r.lcp))} ms${all((r) => r.lcp)}`);
  console.log(`  TBT:            ${Math.round(m((r) => r.tbt))} ms${all((r) => r.tbt)}`);
  console.log(`  Speed Index:    ${Math.round(m((r) => r.si))} ms${all((r) => r.si)}`);
  console.log(`  CLS:            ${m((r) => r.cls).toFixed(3)}${all((r) => r.cls, 3)}`);
  console.log(
    `  JS as served:   ${(m((r) => r.jsBytes) / 1024).toFixed(1)} kB in ${m((r) => r.jsFiles)} files, brotli, headers included   (target ≤ 150 kB)`,
  );
  console.log(
    `  JS gzip:        ${(m((r) => r.jsGzipBytes) / 1024).toFixed(1)} kB, the same files' .gz (what a gzip-only client gets; see docs/public-pages.md)`,
  );
  console.log(`  admin code:     ${admin.length ? admin.join(', ') : 'none'}`);
  console.log(`  LCP element:    ${[...new Set(runs.map((r) => r.lcpElement))].join(', ')}`);
}

/** Waits (up to a minute) for the rendered page at `url`; says what the bench measures. */
async function renderedPage(url: string): Promise<string> {
  for (let i = 0; i < 120; i += 1) {
    const html = await (await fetch(url)).text();
    if (html.includes('property="og:title"')) {
      const parts = [
        html.includes('data-rendered-lang=') ? 'its body server-rendered' : 'its head only',
        ...(html.includes('id="page-data"') ? ['its data block'] : []),
      ];
      return `rendered page, ${parts.join(', ')}`;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return 'the app shell only (no rendered page within a minute)';
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      'web-dir': { type: 'string' },
    },
  });
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
  const webDir = values['web-dir'] ? path.resolve(values['web-dir']) : path.join(ROOT, 'dist/web');
  if (!values['no-build']) {
    const args = ['run', '--silent', 'build'];
    if (values['web-dir']) args.push('--', '--outDir', webDir, '--emptyOutDir');
    const build = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.join(ROOT, '.data/bench-web');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const stack = await startLocalStack({
    // Shifted by TEST_PORT_OFFSET like the test stack, so parallel checkouts can bench at once.
    ports: {
      app: 3300 + portOffset,
      dynamodb: 8703 + portOffset,
      s3: 4572 + portOffset,
      ses: 8008 + portOffset,
    },
    dataDir,
    inMemoryDb: true,
    seed: true,
    log: () => undefined,
    webDir,
  });
  try {
    const pages = [
      ['home', `${stack.urls.app}/`],
      ['event detail', `${stack.urls.app}/detail/event/${DEMO.eventSpring}`],
    ] as const;
    // What a visitor gets: the pages the render worker wrote from the seeded catalogue (head and
    // the event's data block), which the stream delivers a few seconds after the seed.
    for (const [name, url] of pages) console.log(`${name}: ${await renderedPage(url)}`);
    const results = new Map<string, RunFigures[]>(pages.map(([name]) => [name, []]));
    // Pages alternate so a busy moment of the shared machine does not hit one page only.
    for (let run = 0; run < runs; run += 1) {
      for (const [name, url] of pages) {
        const out = path.join(dataDir, `${name.replace(' ', '-')}-${run + 1}.json`);
        results.get(name)?.push(figures(await lighthouse(url, out), webDir));
      }
    }
    for (const [name, url] of pages) report(name, url, results.get(name) ?? []);
    console.log(`Lighthouse reports: ${path.relative(ROOT, dataDir)}/`);
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
