import { describe, expect, it } from 'vitest';
import type { DiscountRecord } from '../orders/order-records';
import { listPermittedDiscounts, type PermittedDiscountPorts } from './permitted-discounts';

const A = 'series-a';
const B = 'series-b';
const C = 'series-c';
const code = (seriesGuid: string, c: string, description = ''): DiscountRecord =>
  ({ entity: 'discount', seriesGuid, code: c, description, price: '100', currency: 1 }) as DiscountRecord;

function ports() {
  const read: string[] = [];
  const data: Record<string, DiscountRecord[]> = {
    [A]: [code(A, 'JARO', 'Jarní'), code(A, 'KLUB')],
    [B]: [code(B, 'LETO')],
    [C]: [code(C, 'TAJNY')],
  };
  const p: PermittedDiscountPorts = {
    allSeriesGuids: async () => [A, B, C],
    listDiscounts: async (g) => {
      read.push(g);
      return data[g] ?? [];
    },
    usage: async (g, codes) => new Map(codes.map((c) => [c, g === A && c === 'KLUB' ? 4 : 0])),
  };
  return { p, read };
}

const manager = { all: false, seriesGuids: [A, B], eventGuids: ['e1'], eventSeriesGuids: [C] } as const;
const page = { take: 30, skip: 0 };

describe('discount codes of the permitted series', () => {
  it('reads only the series permitted as a whole, with usage per series', async () => {
    const { p, read } = ports();
    const out = await listPermittedDiscounts(p, manager, page);
    expect(read.sort()).toEqual([A, B]);
    expect(out.rows.map((r) => `${r.seriesGuid}:${r.code}:${r.used}`)).toEqual([
      'series-a:JARO:0',
      'series-a:KLUB:4',
      'series-b:LETO:0',
    ]);
    expect(out.total).toBe(3);
  });

  it('narrows to one permitted series and never reads a series not permitted', async () => {
    const { p, read } = ports();
    expect((await listPermittedDiscounts(p, manager, { ...page, seriesGuid: B })).rows).toHaveLength(1);
    expect((await listPermittedDiscounts(p, manager, { ...page, seriesGuid: C })).rows).toEqual([]);
    expect(read).toEqual([B]);
  });

  it('gives admins every series and filters by the search text', async () => {
    const { p } = ports();
    const out = await listPermittedDiscounts(p, { all: true }, { ...page, searchText: 'jarn' });
    expect(out.rows.map((r) => r.code)).toEqual(['JARO']);
    expect((await listPermittedDiscounts(p, { all: true }, page)).total).toBe(4);
  });
});
