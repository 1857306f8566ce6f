import { describe, expect, it } from 'vitest';
import { buildCatalogueItems } from './seed-catalogue';

/** The demo seed writes start numbers as an assignment does: each with its race's guard item. */
describe('demo start numbers', () => {
  const items = buildCatalogueItems(Date.parse('2027-01-01T00:00:00Z'));
  const numbered = items.filter((i) => i.entity === 'orderItem' && typeof i.startNumber === 'number');
  const guards = items.filter((i) => i.entity === 'startNumber');

  it('has one guard per numbered item, keyed by race and number', () => {
    expect(numbered.length).toBeGreaterThan(0);
    expect(guards).toHaveLength(numbered.length);
    for (const item of numbered)
      expect(guards).toContainEqual(
        expect.objectContaining({
          pk: `STARTNO#${String(item.subEventGuid)}`,
          startNumber: item.startNumber,
          itemGuid: item.itemGuid,
          orderGuid: item.orderGuid,
        }),
      );
    expect(new Set(guards.map((g) => `${String(g.pk)}|${String(g.sk)}`)).size).toBe(guards.length);
  });

  it('numbers per race: every numbered race starts at 1', () => {
    const racesWithOne = numbered.filter((i) => i.startNumber === 1);
    expect(racesWithOne.length).toBeGreaterThan(1);
    expect(new Set(racesWithOne.map((i) => i.subEventGuid)).size).toBe(racesWithOne.length);
  });
});
