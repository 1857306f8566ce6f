import type { ScheduledEvent } from 'aws-lambda';

/** In-process stand-in for EventBridge schedules: calls the worker handler every N minutes. */
export class LocalScheduler {
  private timers: NodeJS.Timeout[] = [];

  every(
    name: string,
    minutes: number,
    handler: (event: ScheduledEvent) => Promise<unknown>,
    onError: (e: unknown) => void,
  ) {
    let running = false;
    const tick = async () => {
      if (running) return; // like a single-concurrency schedule target
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
      } catch (err) {
        onError(err);
      } finally {
        running = false;
      }
    };
    this.timers.push(setInterval(() => void tick(), minutes * 60_000));
  }

  stop(): void {
    this.timers.forEach(clearInterval);
    this.timers = [];
  }
}
