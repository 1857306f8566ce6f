import { describe, expect, it, vi } from 'vitest';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import { permittedSeries } from './permitted-catalogue';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

describe('permittedSeries', () => {
  it('reads every page, so the oldest series can still be picked', async () => {
    const series = Array.from({ length: 230 }, (_, i) => ({ guid: `s${i}`, name: `Series ${i}` }));
    call.mockImplementation((_route, input: { query: { take: number; skip: number } }) =>
      Promise.resolve({
        total: series.length,
        rows: series.slice(input.query.skip, input.query.skip + input.query.take),
      }),
    );
    const rows = await permittedSeries('u1');
    expect(rows).toHaveLength(230);
    expect(rows.at(-1)?.guid).toBe('s229');
    expect(call.mock.calls.map((c) => [c[0], (c[1] as { query: unknown }).query])).toEqual([
      [eventManagerRoutes.series, { take: 100, skip: 0 }],
      [eventManagerRoutes.series, { take: 100, skip: 100 }],
      [eventManagerRoutes.series, { take: 100, skip: 200 }],
    ]);
  });
});
