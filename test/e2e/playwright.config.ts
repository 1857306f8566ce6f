import { defineConfig } from '@playwright/test';

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
