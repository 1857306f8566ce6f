import { describe, expect, it } from 'vitest';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { jobRunContext as ctxOf, runningJob } from '../jobs/job-test-fixtures';
import {
  buildMoveBatch,
  orderMoves,
  planWaveSeeding,
  runWaveSeedingJob,
  type SeedRow,
  type SeedWave,
  type WaveMove,
  type WaveMoveBatch,
  type WaveSeedingPorts,
} from './wave-seeding';

let n = 0;
const runner = (
  lastName: string,
  waveGuid: string | null,
  rank: number | null,
  kind = 'regular',
): SeedRow => ({
  itemGuid: `item-${++n}`,
  orderGuid: `order-${n}`,
  index: 0,
  firstName: 'Jana',
  lastName,
  rank,
  waveGuid,
  kind,
});
const wave = (guid: string, capacity: number, used: number): SeedWave => ({
  guid,
  name: guid,
  capacity,
  used,
});
const targets = (moves: WaveMove[]) => moves.map((m) => [m.row.lastName, m.from, m.to]);

/** Applies batches to counters, failing when a wave would go over its capacity after a batch. */
function simulate(waves: SeedWave[], batches: WaveMove[][]) {
  const used = new Map(waves.map((w) => [w.guid, w.used]));
  for (const batch of batches) {
    for (const m of batch) {
      used.set(m.from, (used.get(m.from) ?? 0) - 1);
      used.set(m.to, (used.get(m.to) ?? 0) + 1);
    }
    for (const w of waves)
      if (w.capacity > 0 && (used.get(w.guid) ?? 0) > w.capacity) throw new Error(`${w.guid} oversold`);
  }
  return used;
}

describe('planning the seeding', () => {
  it('fills the fastest wave first within its room; unranked runners keep their wave and their places', () => {
    const waves = [wave('A', 2, 2), wave('B', 3, 2), wave('C', 0, 2)];
    const rows = [
      runner('Unranked', 'A', null),
      runner('Third', 'A', 3),
      runner('First', 'C', 1),
      runner('Second', 'B', 2),
      runner('Fourth', 'C', 4),
      runner('NoWave', null, 5),
      runner('Relay', 'B', 6, 'relay'),
    ];
    const plan = planWaveSeeding(waves, rows);
    // A has room 2 − (2 − 1) = 1 for ranked runners: First; B: 3 − (2 − 1) = 2: Second, Third; C: the rest.
    expect(targets(plan.moves)).toEqual([
      ['First', 'C', 'A'],
      ['Third', 'A', 'B'],
    ]);
    expect(plan).toMatchObject({ seeded: 4, skipped: 2, unchanged: 2 });
    expect([...plan.rankedAfter]).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 1],
    ]);
  });

  it('moves nobody when run again on the seeded race', () => {
    const waves = [wave('A', 1, 1), wave('B', 1, 1)];
    const first = planWaveSeeding(waves, [runner('Slow', 'A', 2), runner('Fast', 'B', 1)]);
    expect(targets(first.moves)).toEqual([
      ['Fast', 'B', 'A'],
      ['Slow', 'A', 'B'],
    ]);
    const after = planWaveSeeding(waves, [runner('Slow', 'B', 2), runner('Fast', 'A', 1)]);
    expect(after.moves).toEqual([]);
  });
});

describe('ordering the moves', () => {
  it('moves into a wave with room one by one, and swaps between full waves as one batch', () => {
    const waves = [wave('A', 2, 2), wave('B', 2, 2), wave('C', 5, 1)];
    const rows = [
      runner('R1', 'B', 1),
      runner('R2', 'C', 2),
      runner('R3', 'A', 3),
      runner('R4', 'A', 4),
      runner('R5', 'B', 5),
      runner('U1', 'B', null),
    ];
    const plan = planWaveSeeding(waves, rows);
    const { batches, stuck } = orderMoves(waves, plan.moves);
    expect(stuck).toEqual([]);
    const used = simulate(waves, batches);
    expect(Object.fromEntries(used)).toEqual({ A: 2, B: 2, C: 1 });
    expect(batches.map((b) => b.length).sort()).toEqual(expect.arrayContaining([1]));
    expect(batches.flat()).toHaveLength(plan.moves.length);
  });

  it('never oversells in a sold-out race whose runners all change waves (cycles)', () => {
    const waves = [wave('A', 3, 3), wave('B', 3, 3), wave('C', 3, 3)];
    const rows = [
      ...['C', 'C', 'B'].map((w, i) => runner(`a${i}`, w, i + 1)),
      ...['A', 'A', 'C'].map((w, i) => runner(`b${i}`, w, i + 4)),
      ...['B', 'B', 'A'].map((w, i) => runner(`c${i}`, w, i + 7)),
    ];
    const plan = planWaveSeeding(waves, rows);
    expect(plan.moves).toHaveLength(9);
    const { batches, stuck } = orderMoves(waves, plan.moves);
    expect(stuck).toEqual([]);
    expect(Object.fromEntries(simulate(waves, batches))).toEqual({ A: 3, B: 3, C: 3 });
    expect(batches.every((b) => b.length <= 3)).toBe(true);
  });
});

describe('the writes of a batch', () => {
  const order = (guid: string, counters: OrderRecord['counters']): OrderRecord =>
    ({
      guid,
      dateUpdated: '2026-03-01T00:00:00.000Z',
      counters,
      expired: false,
      cancelled: false,
      deleted: false,
    }) as OrderRecord;
  const item = (row: SeedRow, waveName: string): OrderItemRecord =>
    ({
      itemGuid: row.itemGuid,
      orderGuid: row.orderGuid,
      index: row.index,
      waveGuid: row.waveGuid,
      waveName,
      firstName: row.firstName,
      lastName: row.lastName,
    }) as OrderItemRecord;
  const waves = [wave('A', 1, 1), wave('B', 1, 1)];
  const ctx = { by: 'u', byName: 'Marek', now: '2026-03-10T10:00:00.000Z' };

  it('moves the place in the ledger and nets the counters of a swap to nothing', () => {
    const fast = runner('Fast', 'B', 1);
    const slow = runner('Slow', 'A', 2);
    const loaded = new Map([
      [
        fast.orderGuid,
        {
          order: order(fast.orderGuid, [
            { scope: 'wave', guid: 'B', n: 1 },
            { scope: 'subevent', guid: 's', n: 1 },
          ]),
          items: [item(fast, 'B')],
        },
      ],
      [
        slow.orderGuid,
        { order: order(slow.orderGuid, [{ scope: 'wave', guid: 'A', n: 1 }]), items: [item(slow, 'A')] },
      ],
    ]);
    const batch = buildMoveBatch(
      [
        { row: fast, rank: 1, from: 'B', to: 'A' },
        { row: slow, rank: 2, from: 'A', to: 'B' },
      ],
      loaded,
      waves,
      ctx,
    ) as WaveMoveBatch;
    expect(batch.counters).toEqual([]);
    expect(batch.orders[0]).toMatchObject({
      counters: [
        { scope: 'subevent', guid: 's', n: 1 },
        { scope: 'wave', guid: 'A', n: 1 },
      ],
      waveGuids: ['A'],
    });
    expect(batch.histories[0]?.record).toMatchObject({
      action: 'waveSeeded',
      by: 'u',
      changes: { rank: 1, wave: { from: 'B', to: 'A' } },
    });
  });

  it('takes one place and gives one back for a single move', () => {
    const r = runner('One', 'B', 1);
    const loaded = new Map([
      [
        r.orderGuid,
        { order: order(r.orderGuid, [{ scope: 'wave', guid: 'B', n: 1 }]), items: [item(r, 'B')] },
      ],
    ]);
    const batch = buildMoveBatch(
      [{ row: r, rank: 1, from: 'B', to: 'A' }],
      loaded,
      [wave('A', 2, 1), wave('B', 1, 1)],
      ctx,
    ) as WaveMoveBatch;
    expect(batch.counters).toEqual([
      { guid: 'B', delta: -1, capacity: 1 },
      { guid: 'A', delta: 1, capacity: 2 },
    ]);
  });

  it('refuses an item moved meanwhile or a place its order does not hold', () => {
    const r = runner('One', 'B', 1);
    const move = [{ row: r, rank: 1, from: 'B', to: 'A' }];
    const moved = new Map([
      [r.orderGuid, { order: order(r.orderGuid, []), items: [item({ ...r, waveGuid: 'A' }, 'A')] }],
    ]);
    expect(buildMoveBatch(move, moved, waves, ctx)).toBe('itemChanged');
    const notHeld = new Map([[r.orderGuid, { order: order(r.orderGuid, []), items: [item(r, 'B')] }]]);
    expect(buildMoveBatch(move, notHeld, waves, ctx)).toBe('notHeld');
  });
});

describe('the seeding job', () => {
  const job = (mode: 'preview' | 'apply', id = 'job-1') =>
    runningJob('waveSeeding', { subEventGuid: 'sub', mode }, { id });

  /** A race kept in memory: rows, counters and ledgers change only through moveWaves. */
  function race() {
    const waves = [wave('A', 1, 1), wave('B', 1, 1)];
    const rows = [runner('Slow', 'A', 2), runner('Fast', 'B', 1)];
    const ledgers = new Map(
      rows.map((r) => [r.orderGuid, [{ scope: 'wave' as const, guid: r.waveGuid as string, n: 1 }]]),
    );
    const writes: WaveMoveBatch[] = [];
    const histories: unknown[] = [];
    const ports: WaveSeedingPorts = {
      race: async () => ({
        seriesGuid: 's',
        name: '10 km',
        eventName: 'Jaro',
        categories: new Map(),
        waves: new Map(),
      }),
      waves: async () => waves.map((w) => ({ ...w })),
      rows: async () => rows.map((r) => ({ ...r })),
      loadOrders: async (guids) =>
        new Map(
          guids.map((g) => {
            const r = rows.find((x) => x.orderGuid === g) as SeedRow;
            return [
              g,
              {
                order: {
                  guid: g,
                  dateUpdated: 'd',
                  counters: ledgers.get(g),
                  expired: false,
                  cancelled: false,
                  deleted: false,
                } as OrderRecord,
                items: [
                  {
                    itemGuid: r.itemGuid,
                    orderGuid: g,
                    index: 0,
                    waveGuid: r.waveGuid,
                    waveName: r.waveGuid,
                    firstName: r.firstName,
                    lastName: r.lastName,
                  } as OrderItemRecord,
                ],
              },
            ];
          }),
        ),
      moveWaves: async (batch) => {
        writes.push(batch);
        for (const i of batch.items)
          (rows.find((r) => r.orderGuid === i.orderGuid) as SeedRow).waveGuid = i.to;
        for (const o of batch.orders) ledgers.set(o.guid, o.counters as never);
        return 'ok';
      },
      writeHistory: async (h) => {
        histories.push(h);
      },
    };
    return { ports, writes, histories };
  }

  it('previews without writing, applies the swap once, and a second run moves nobody', async () => {
    const { ports, writes, histories } = race();
    const preview = await runWaveSeedingJob(ports, ctxOf(job('preview')));
    expect(preview).toMatchObject({ result: { mode: 'preview', moved: 2, ranked: 2 } });
    expect(writes).toEqual([]);
    const applied = await runWaveSeedingJob(ports, ctxOf(job('apply')));
    expect(applied).toMatchObject({ result: { mode: 'apply', moved: 2, skipped: 0 } });
    expect(writes).toHaveLength(1);
    expect(histories).toEqual([
      expect.objectContaining({ changes: [{ field: 'wavesSeeded', before: null, after: 2 }] }),
    ]);
    const again = await runWaveSeedingJob(ports, ctxOf(job('apply', 'job-2')));
    expect(again).toMatchObject({ result: { moved: 0, unchanged: 2 } });
    expect(writes).toHaveLength(1);
  });
});
