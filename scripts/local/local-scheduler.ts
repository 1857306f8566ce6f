import type http from 'node:http';
import type { ScheduledEvent } from 'aws-lambda';

/** The local stack's "run this schedule now" call (POST, on the app's origin, 127.0.0.1 only). */
export const RUN_SCHEDULE_PATH = /^\/_scheduler\/([a-z0-9-]+)\/run$/;

/**
 * In-process stand-in for EventBridge schedules: calls the worker handler every N minutes. Tests
 * and browser journeys cannot wait for a schedule's interval, so `runNow` (and its HTTP form,
 * `POST /_scheduler/<worker name>/run`) runs one at once, after any run still in progress, never
 * two side by side, like the single-concurrency schedule target.
 */
export class LocalScheduler {
  private timers: NodeJS.Timeout[] = [];
  private readonly runs = new Map<string, () => Promise<void>>();

  every(
    name: string,
    minutes: number,
    handler: (event: ScheduledEvent) => Promise<unknown>,
    onError: (e: unknown) => void,
  ) {
    let running = false;
    let current: Promise<void> = Promise.resolve();
    const invoke = async () => {
      running = true;
      try {
        await handler({
          version: '0',
          id: `${name}-${Date.now()}`,
          'detail-type': 'Scheduled Event',
          source: 'aws.events',
          account: '000000000000',
          time: new Date().toISOString(),
          region: 'local',
          resources: [`arn:aws:events:local:000000000000:rule/${name}`],
          detail: {},
        });
      } finally {
        running = false;
      }
    };
    // Every run waits for the one before: a run asked for now queues behind the one in progress.
    const queue = () => {
      const run = current.then(invoke);
      current = run.catch(onError);
      return run;
    };
    const tick = () => {
      if (running) return; // like a single-concurrency schedule target
      void queue().catch(() => undefined);
    };
    this.runs.set(name, async () => {
      await queue();
    });
    this.timers.push(setInterval(tick, minutes * 60_000));
  }

  /** Runs a schedule's worker once now (after a run in progress); rejects with the worker's error. */
  async runNow(name: string): Promise<boolean> {
    const run = this.runs.get(name);
    if (!run) return false;
    await run();
    return true;
  }

  /** `POST /_scheduler/<name>/run`: 200 once the run is over, 404 for no such schedule, 500 if it failed. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const match = RUN_SCHEDULE_PATH.exec(new URL(req.url ?? '/', 'http://local').pathname);
    if (!match || req.method !== 'POST') return false;
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    this.runNow(match[1] as string).then(
      (known) => answer(known ? 200 : 404, { ran: known }),
      (err: unknown) => answer(500, { ran: true, error: String(err) }),
    );
    return true;
  }

  stop(): void {
    this.timers.forEach(clearInterval);
    this.timers = [];
  }
}
