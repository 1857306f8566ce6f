import { defineConfig } from '@playwright/test';

/**
 * Journeys that publish on the homepage. The homepage journeys (catalog-home, cart, …) assert its
 * exact contents from the seed data, and two workers run journeys side by side, so these run in a
 * project of their own that starts only when every other journey has finished (`dependencies`);
 * each also deletes what it built. `npx playwright test build-series.spec.ts` therefore runs all the
 * other journeys first (Playwright's file filter does not apply to dependencies): add `--no-deps`
 * to run it alone.
 */
const PUBLISHES_ON_HOMEPAGE = ['**/build-series.spec.ts'];

/**
 * Browser journeys against a running local stack (the project's test runner starts it first;
 * there is deliberately no webServer here). Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  projects: [
    { name: 'journeys', testIgnore: PUBLISHES_ON_HOMEPAGE },
    { name: 'homepage-publishers', testMatch: PUBLISHES_ON_HOMEPAGE, dependencies: ['journeys'] },
  ],
  use: {
    baseURL:
      process.env.E2E_BASE_URL ??
      `http://127.0.0.1:${3100 + (Number.parseInt(process.env.TEST_PORT_OFFSET ?? '0', 10) || 0)}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
