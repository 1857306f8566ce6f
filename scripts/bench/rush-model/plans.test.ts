import { describe, expect, it } from 'vitest';
import { planOf, scenario, templateOf, templatePools } from './plans';
import { mulberry32 } from './random';
import { DEFAULT_CONFIG, simulate } from './rush';

describe('rush model: transactions from the real checkout', () => {
  it("models the items of the real plan's transaction: counters with their capacities, series-wide items", async () => {
    const s = scenario('one race', 1, 10_000);
    const plan = await planOf(s.races, 0, 1, 0, mulberry32(1));
    const t = templateOf(plan, 0, true);
    const counters = t.shared.filter((w) => w.counter).map((w) => [w.counter?.scope, w.counter?.capacity]);
    expect(counters).toEqual([
      ['event', 10_000],
      ['subevent', 10_000],
      ['category', 4_000],
      ['wave', 2_000],
      ['cardItem', 0],
      ['cardValue', 0],
    ]);
    // Items every order of the series writes conflict; a search entry of its own only shares a partition.
    const stat = t.shared.find((w) => w.pk.startsWith('STAT#'));
    expect(stat?.conflicts).toBe(true);
    const search = t.shared.filter((w) => w.pk.startsWith('ORDERSEARCH#'));
    expect(search.length).toBeGreaterThan(2);
    expect(search.every((w) => !w.conflicts && w.pk === search[0]?.pk)).toBe(true);
    // The order, its item, history and variable symbol are its own.
    expect(t.ownItems).toBe(4);
    // The lean transaction of the same plan shares nothing with other orders but capacity counters.
    const lean = templateOf(plan, 0, false);
    expect(lean.shared.length).toBeGreaterThan(0);
    expect(lean.shared.every((w) => w.pk.startsWith('CAP#'))).toBe(true);
  });

  it('gives the same figures for the same seed', async () => {
    const s = scenario('one race', 1, 2_000);
    const pools = await templatePools(s, 25, 5);
    const run = () => simulate(pools.before, [2_000], 20, { ...DEFAULT_CONFIG, durationS: 10 }, 9);
    const a = run();
    expect(a.confirmed).toBeGreaterThan(0);
    expect(run()).toEqual(a);
  });
});
