import { describe, expect, it } from 'vitest';
import { listBillings, type BillingPorts, type BillingRecord } from './billing';

const billing = (id: number, ids: Partial<BillingRecord>): BillingRecord => ({
  id,
  name: `Vyúčtování ${id}`,
  organizerId: 'org',
  organizerName: 'Pořadatel',
  type: 'orders',
  dateFrom: '2026-05-01',
  dateTo: '2026-05-31',
  exceptions: [],
  provisions: [],
  external: [],
  outside: [],
  confirmed: false,
  totals: [],
  createdAt: '2026-06-01T08:00:00.000Z',
  createdBy: 'admin',
  createdByName: null,
  acceptedAt: null,
  seriesGuids: ['s1'],
  eventGuids: ['e1'],
  subEventGuids: [],
  categoryGuids: [],
  waveGuids: [],
  ...ids,
});

const records = [
  billing(1, { subEventGuids: ['r1'], categoryGuids: ['c1'], waveGuids: ['w1'] }),
  billing(2, { subEventGuids: ['r1', 'r2'], categoryGuids: ['c2', 'c3'], waveGuids: [] }),
  billing(3, { subEventGuids: ['r2'], categoryGuids: ['c3'], waveGuids: ['w2'] }),
];
const ports = { all: async () => records } as unknown as BillingPorts;
const ids = async (filter: Partial<Parameters<typeof listBillings>[1]>) =>
  (await listBillings(ports, { take: 30, skip: 0, ...filter })).rows.map((r) => r.id);

describe('billing list filters', () => {
  it('narrows by the races, categories and waves of the settlement’s orders, each alone and together', async () => {
    expect(await ids({})).toEqual([3, 2, 1]);
    expect(await ids({ seriesSubEventId: 'r1' })).toEqual([2, 1]);
    expect(await ids({ seriesSubEventId: 'r2' })).toEqual([3, 2]);
    expect(await ids({ seriesCategoryId: 'c3' })).toEqual([3, 2]);
    expect(await ids({ seriesWaveId: 'w1' })).toEqual([1]);
    expect(await ids({ seriesSubEventId: 'r1', seriesCategoryId: 'c3' })).toEqual([2]);
    expect(await ids({ seriesSubEventId: 'r1', seriesWaveId: 'w2' })).toEqual([]);
    expect(
      await ids({ seriesId: 's1', seriesEventId: 'e1', seriesSubEventId: 'r2', seriesWaveId: 'w2' }),
    ).toEqual([3]);
  });
});
