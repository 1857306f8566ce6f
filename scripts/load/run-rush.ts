/**
 * `npm run load:rush`: runs scripts/load/registration-rush.yml with Artillery against ONE target.
 *
 *   RUSH_TARGET           base URL of the stage (default: this machine's test stack,
 *                         http://127.0.0.1:<3100 + TEST_PORT_OFFSET>); nothing else is ever called
 *   RUSH_ENV              smoke (default): 5 runners in 5 s; stage: warm-up 60 s at 5/s, ramp over
 *                         300 s to 500/s, sustain 300 s at 500/s (about 180,000 runners)
 *   RUSH_ORDER_TEMPLATE   JSON of one register body for the test race (items with their card
 *                         values; $first, $last, $email, $birth, $gender are filled per runner);
 *                         default: the demo series' 10 km race (scripts/local/seed-data.ts)
 *
 * Artillery is run with `npx artillery@2.0.34` rather than installed: its package depends on a
 * Playwright browser (for browser scenarios this one does not use), so the browser download is
 * skipped and nothing lands in package.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO, demoGuid } from '../local/seed-data';
import { TEST_PORTS } from '../local/stack';

export const ARTILLERY_VERSION = '2.0.34';

const target = (process.env.RUSH_TARGET ?? `http://127.0.0.1:${TEST_PORTS.app}`).replace(/\/+$/, '');
const url = new URL(target);
if (url.protocol !== 'http:' && url.protocol !== 'https:')
  throw new Error(`RUSH_TARGET must be http(s): ${target}`);
if (url.pathname !== '/' && url.pathname !== '') throw new Error('RUSH_TARGET is a base URL without a path');

function demoTemplate(): string {
  const v = (name: string) => demoGuid(`cardvalue:spring:${name}`);
  const body = {
    currency: 'CZK',
    language: 'cs',
    paymentMethod: 2,
    discounts: [],
    termsAccepted: true,
    personalDataConsent: true,
    items: [
      {
        seriesEventGuid: DEMO.eventSpring,
        subEventGuid: DEMO.sub10k,
        categoryGuid: demoGuid('cat:10k-men'),
        waveGuid: null,
        termsAccepted: true,
        cards: [
          {
            cardGuid: demoGuid('card:spring-regular'),
            values: {
              [v('firstName')]: '$first',
              [v('lastName')]: '$last',
              [v('gender')]: '$gender',
              [v('birthDate')]: '$birth',
              [v('email')]: '$email',
              [v('country')]: 'CZE',
              [v('tshirt')]: 'none',
            },
          },
        ],
      },
    ],
  };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rush-')), 'order-template.json');
  writeFileSync(file, JSON.stringify(body, null, 2));
  return file;
}

const template = process.env.RUSH_ORDER_TEMPLATE ?? demoTemplate();
const scenario = path.join(import.meta.dirname, 'registration-rush.yml');
const args = ['-y', `artillery@${ARTILLERY_VERSION}`, 'run', '--target', url.origin, scenario];
const environment = process.env.RUSH_ENV ?? 'smoke';
if (environment !== 'smoke' && environment !== 'stage') throw new Error('RUSH_ENV is smoke or stage');
args.push('-e', environment);
console.log(
  `Rush against ${url.origin} (${process.env.RUSH_ENV ?? 'full phases'}), order template ${template}`,
);
const run = spawnSync('npx', args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    RUSH_ORDER_TEMPLATE: template,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    ARTILLERY_DISABLE_TELEMETRY: 'true',
  },
});
process.exit(run.status ?? 1);
