import { describe, expect, it } from 'vitest';
import type { DiscountRecord } from '../orders/order-records';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import { deleteDiscount, restoreDiscount, type DiscountPorts } from './discount-admin';

const SERIES = 'series-1';
const record = (over: Partial<DiscountRecord> = {}): DiscountRecord => ({
  entity: 'discount',
  seriesGuid: SERIES,
  code: 'KLUB',
  description: '',
  price: '10%',
  currency: 1,
  discountRange: 3,
  codeRange: 3,
  usageLimit: 0,
  scope: {},
  exceptions: {},
  ...over,
});

/** In-memory ports: one code, its usage, and what the delete finds when it writes. */
function fakePorts(stored: DiscountRecord, used: number, deleteOutcome: 'deleted' | 'used' = 'deleted') {
  const state = { record: stored as DiscountRecord | undefined, history: [] as SeriesHistoryRecord[] };
  const ports: DiscountPorts = {
    newId: () => 'h',
    seriesExists: async () => true,
    seriesName: async () => 'Série',
    listDiscounts: async () => (state.record ? [state.record] : []),
    getDiscount: async () => state.record,
    usage: async (_s, codes) => new Map(codes.map((c) => [c, used])),
    createDiscount: async () => true,
    replaceDiscount: async (_before, after, history) => {
      state.record = after;
      state.history.push(history);
      return true;
    },
    deleteDiscount: async (_s, _c, history) => {
      if (deleteOutcome === 'used') return 'used';
      state.record = undefined;
      state.history.push(history);
      return 'deleted';
    },
  };
  return { ports, state };
}

const change = { actor: { userId: 'u1', name: 'Eva' }, now: new Date('2027-01-01T00:00:00Z') };

describe('deleting and restoring a discount code', () => {
  it('removes a code nobody used', async () => {
    const { ports, state } = fakePorts(record(), 0);
    expect(await deleteDiscount(ports, change, SERIES, 'KLUB')).toEqual({ deleted: true, archived: false });
    expect(state.record).toBeUndefined();
    expect(state.history[0]?.action).toBe('DELETE');
  });

  it('archives a used code (also one a registration took while the delete ran) and restores it', async () => {
    for (const [used, outcome] of [
      [2, 'deleted'],
      [0, 'used'],
    ] as const) {
      const { ports, state } = fakePorts(record(), used, outcome);
      expect(await deleteDiscount(ports, change, SERIES, 'KLUB')).toEqual({ deleted: false, archived: true });
      expect(state.record?.archived).toBe(true);
      expect(state.history.at(-1)).toMatchObject({
        action: 'DELETE',
        changes: [{ field: 'archived', before: null, after: true }],
      });
      const view = await restoreDiscount(ports, change, SERIES, 'KLUB');
      expect(view).toMatchObject({ code: 'KLUB', archived: false, used });
      expect(state.record?.archived).toBeUndefined();
      expect(state.history.at(-1)).toMatchObject({
        action: 'UPDATE',
        changes: [{ field: 'archived', before: true, after: null }],
      });
    }
  });
});
