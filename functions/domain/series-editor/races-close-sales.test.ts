import { describe, expect, it } from 'vitest';
import type { EditorWave, RaceEditorStore, RaceTree, RaceWrite, RaceWriteOutcome } from './race-ports';
import { updateWavesBodySchema } from '@shared/back-office/race-schemas';
import { updateWave } from './races';

/** Closing sales (issue 12): the capacity becomes the places sold the admin confirmed, atomically. */

const EVENT = 'e0000000-0000-4000-8000-000000000001';
const RACE = 'e0000000-0000-4000-8000-000000000002';
const WAVE = 'e0000000-0000-4000-8000-000000000003';

function world(used: number, answer: (write: RaceWrite) => RaceWriteOutcome) {
  const wave: EditorWave = {
    entity: 'wave',
    guid: WAVE,
    subEventGuid: RACE,
    eventGuid: EVENT,
    name: 'Vlna A',
    capacity: 50,
    order: 1,
    version: 3,
  } as EditorWave;
  const tree = {
    event: { entity: 'event', guid: EVENT, seriesGuid: 's1', name: 'Akce', currencies: ['CZK'] },
    subevents: [{ entity: 'subevent', guid: RACE, eventGuid: EVENT, name: 'Závod' }],
    categories: [],
    subcategories: [],
    pricings: [],
    waves: [wave],
  } as unknown as RaceTree;
  const writes: RaceWrite[] = [];
  const store = {
    raceTree: async () => tree,
    eventOfSubevent: async () => EVENT,
    counters: async () => new Map([[`wave#${WAVE}`, { used, capacity: 50 }]]),
    put: async (write: RaceWrite) => {
      writes.push(write);
      return answer(write);
    },
  } as unknown as RaceEditorStore;
  const ctx = {
    ports: { store, newId: () => 'h1', sanitize: (html: string) => html },
    actor: { userId: 'u1', name: 'Admin' },
    locale: 'en' as const,
    now: new Date('2026-03-01T10:00:00Z'),
  };
  return { ctx, writes };
}

const body = (closeSalesAt?: number) => ({
  seriesEventSubEventId: RACE,
  version: 3,
  name: 'Vlna A',
  prices: {},
  dateFrom: null,
  dateTo: null,
  capacity: 10,
  ...(closeSalesAt === undefined ? {} : { closeSalesAt }),
});

describe('closing sales at the places sold', () => {
  it('writes the confirmed places sold as the capacity, conditional on that count, and records it', async () => {
    const { ctx, writes } = world(30, () => 'ok');
    const wave = await updateWave(ctx, WAVE, body(30));
    expect(wave.capacity).toBe(30);
    expect(writes[0]).toMatchObject({ capacity: 30, closeSalesAt: 30, record: { capacity: 30 } });
    expect(writes[0]?.eventHistory.changes).toEqual([
      { field: 'capacity', before: 50, after: 30 },
      { field: 'salesClosedAt', before: null, after: 30 },
    ]);
  });

  it('refuses with the places sold now when they changed before the write', async () => {
    const { ctx } = world(32, () => 'soldChanged');
    await expect(updateWave(ctx, WAVE, body(30))).rejects.toMatchObject({
      code: 'raceEditor.soldMeanwhile',
      params: { used: 32 },
    });
  });

  it('without the confirmation a capacity below the places sold stays refused', async () => {
    const { ctx, writes } = world(30, () => 'capacityBelowSold');
    await expect(updateWave(ctx, WAVE, body())).rejects.toMatchObject({
      code: 'raceEditor.capacityBelowSold',
      params: { capacity: 10, used: 30, id: WAVE },
    });
    expect(writes[0]).not.toHaveProperty('closeSalesAt');
  });

  it('lets an update-many item close sales as its single update does', () => {
    const { seriesEventSubEventId, ...item } = body(30);
    const parsed = updateWavesBodySchema.parse({ seriesEventSubEventId, items: [{ id: WAVE, ...item }] });
    expect(parsed.items[0]).toMatchObject({ id: WAVE, closeSalesAt: 30 });
  });
});
