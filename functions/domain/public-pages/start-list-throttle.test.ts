import { describe, expect, it } from 'vitest';
import type { StartListThrottle } from './page-freshness';
import { claimTrailingRenders, startListsToRenderNow, type ThrottlePorts } from './start-list-throttle';

/** Throttle items in memory with the table's compare-and-set semantics, and a recorded queue. */
function world(intervalMs = 60_000) {
  const items = new Map<string, StartListThrottle & { renders: number; trailing: number }>();
  const queued: Array<{ race: string; delaySeconds: number }> = [];
  let clock = Date.parse('2026-06-01T10:00:00.000Z');
  let failSend = false;
  const same = (a: StartListThrottle | undefined, b: StartListThrottle | undefined) =>
    a?.lastRenderAt === b?.lastRenderAt && a?.pendingAt === b?.pendingAt;
  const item = (race: string) => items.get(race) ?? { renders: 0, trailing: 0 };
  const ports: ThrottlePorts = {
    read: async (race) => {
      const it = items.get(race);
      return it && { lastRenderAt: it.lastRenderAt, pendingAt: it.pendingAt };
    },
    claimRender: async (race, seen, now) => {
      const it = items.get(race);
      if (it?.lastRenderAt !== seen?.lastRenderAt) return false;
      items.set(race, { ...item(race), lastRenderAt: now.toISOString(), renders: item(race).renders + 1 });
      return true;
    },
    markPending: async (race, seen, now) => {
      if (!same(items.get(race), seen)) return false;
      items.set(race, { ...item(race), pendingAt: now.toISOString() });
      return true;
    },
    unmarkPending: async (race, at) => {
      if (items.get(race)?.pendingAt === at.toISOString())
        items.set(race, { ...item(race), pendingAt: undefined });
    },
    queueTrailing: async (race, delaySeconds) => {
      if (failSend) throw new Error('queue unreachable');
      queued.push({ race, delaySeconds });
    },
    claimTrailing: async (race, now) => {
      const it = item(race);
      items.set(race, {
        ...it,
        lastRenderAt: now.toISOString(),
        pendingAt: undefined,
        renders: it.renders + 1,
        trailing: it.trailing + 1,
      });
    },
    now: () => new Date(clock),
    intervalMs,
  };
  return {
    ports,
    items,
    queued,
    advance: (ms: number) => (clock += ms),
    failSending: (fail: boolean) => (failSend = fail),
  };
}

describe('a rush of orders in a race renders its start list once now and once after the interval', () => {
  it('renders at once, then queues exactly one trailing render however many batches follow', async () => {
    const w = world();
    expect(await startListsToRenderNow(w.ports, ['r1', 'r2', 'r1'])).toEqual(['r1', 'r2']);
    for (let batch = 0; batch < 50; batch++) {
      w.advance(500);
      expect(await startListsToRenderNow(w.ports, ['r1'])).toEqual([]);
    }
    // Queued by the first batch, half a second into the interval: it waits the rest, rounded up.
    expect(w.queued).toEqual([{ race: 'r1', delaySeconds: 60 }]);
    w.advance(35_000);
    expect(await claimTrailingRenders(w.ports, ['r1'])).toEqual(['r1']);
    expect(w.items.get('r1')).toMatchObject({ renders: 2, trailing: 1, pendingAt: undefined });
    expect(w.items.get('r2')).toMatchObject({ renders: 1, trailing: 0 });
  });

  it('queues a new trailing render for a change after the trailing render took its turn', async () => {
    const w = world();
    await startListsToRenderNow(w.ports, ['r1']);
    w.advance(1_000);
    await startListsToRenderNow(w.ports, ['r1']);
    w.advance(59_000);
    await claimTrailingRenders(w.ports, ['r1']);
    w.advance(1_000);
    expect(await startListsToRenderNow(w.ports, ['r1'])).toEqual([]);
    expect(w.queued).toEqual([
      { race: 'r1', delaySeconds: 59 },
      { race: 'r1', delaySeconds: 59 },
    ]);
  });

  it('renders at once again once the interval has passed without a change', async () => {
    const w = world(2_000);
    await startListsToRenderNow(w.ports, ['r1']);
    w.advance(2_000);
    expect(await startListsToRenderNow(w.ports, ['r1'])).toEqual(['r1']);
    expect(w.queued).toEqual([]);
  });

  it('takes its mark back when the trailing render cannot be queued, so the retried batch queues it', async () => {
    const w = world();
    await startListsToRenderNow(w.ports, ['r1']);
    w.advance(10_000);
    w.failSending(true);
    await expect(startListsToRenderNow(w.ports, ['r1'])).rejects.toThrow('queue unreachable');
    expect(w.items.get('r1')?.pendingAt).toBeUndefined();
    w.failSending(false);
    expect(await startListsToRenderNow(w.ports, ['r1'])).toEqual([]);
    expect(w.queued).toEqual([{ race: 'r1', delaySeconds: 50 }]);
  });

  it('decides again when another batch changed the item between its read and its write', async () => {
    const w = world();
    await startListsToRenderNow(w.ports, ['r1']);
    w.advance(10_000);
    // Another Lambda marks the trailing render between this batch's read and its write.
    const read = w.ports.read;
    let raced = false;
    w.ports.read = async (race) => {
      const seen = await read(race);
      if (!raced) {
        raced = true;
        await w.ports.markPending(race, seen, w.ports.now());
      }
      return seen;
    };
    expect(await startListsToRenderNow(w.ports, ['r1'])).toEqual([]);
    expect(w.queued).toEqual([]);
    expect(w.items.get('r1')?.pendingAt).toBeDefined();
  });
});
