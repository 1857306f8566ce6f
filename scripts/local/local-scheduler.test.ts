import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalScheduler } from './local-scheduler';

const schedulers: LocalScheduler[] = [];
afterEach(() => schedulers.splice(0).forEach((s) => s.stop()));

describe('local scheduler', () => {
  it('runs a schedule now, after the run in progress, never two side by side', async () => {
    const scheduler = new LocalScheduler();
    schedulers.push(scheduler);
    let active = 0;
    let most = 0;
    let runs = 0;
    scheduler.every(
      'sweep',
      60,
      async () => {
        active++;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 20));
        runs++;
        active--;
      },
      () => undefined,
    );
    await Promise.all([scheduler.runNow('sweep'), scheduler.runNow('sweep')]);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    expect(await scheduler.runNow('unknown')).toBe(false);
  });

  it('answers POST /_scheduler/<name>/run when the run is over, 404 for no such schedule, 500 when it failed', async () => {
    const scheduler = new LocalScheduler();
    schedulers.push(scheduler);
    let ran = 0;
    scheduler.every(
      'ok',
      60,
      async () => void ran++,
      () => undefined,
    );
    scheduler.every(
      'broken',
      60,
      () => Promise.reject(new Error('table gone')),
      () => undefined,
    );
    const server = http.createServer((req, res) => {
      if (!scheduler.handle(req, res)) res.writeHead(418).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await fetch(`${base}/_scheduler/ok/run`, { method: 'POST' });
      expect(ok.status).toBe(200);
      expect(ran).toBe(1);
      expect((await fetch(`${base}/_scheduler/nope/run`, { method: 'POST' })).status).toBe(404);
      const broken = await fetch(`${base}/_scheduler/broken/run`, { method: 'POST' });
      expect(broken.status).toBe(500);
      expect(await broken.json()).toMatchObject({ error: 'Error: table gone' });
      // Other addresses and methods are not the scheduler's.
      expect((await fetch(`${base}/_scheduler/ok/run`)).status).toBe(418);
      expect((await fetch(`${base}/api/v1/x`, { method: 'POST' })).status).toBe(418);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
