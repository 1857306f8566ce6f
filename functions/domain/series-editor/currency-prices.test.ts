import { describe, expect, it } from 'vitest';
import {
  createCurrencyPriceBodySchema,
  currencyPriceId,
  parseCurrencyPriceId,
} from '@shared/back-office/currency-price-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import {
  createCurrencyPrice,
  createCurrencyPrices,
  deleteCurrencyPrice,
  getCurrencyPrice,
  updateCurrencyPrices,
} from './currency-prices';
import type { EditorCategory, EditorPricing, RaceEditorStore, RaceTree, RaceWrite } from './race-ports';
import type { RaceCtx } from './races';
import type { EditorEventRecord } from './series-editor-ports';

const EVENT = '00000000-0000-4000-8000-000000000001';
const RACE = '00000000-0000-4000-8000-000000000002';
const CATEGORY = '00000000-0000-4000-8000-000000000003';
const PRICING = '00000000-0000-4000-8000-000000000004';

/** One event with one race, a category and its pricing tier, kept in memory with versions. */
function world(currencies: CurrencyCode[]) {
  const tree: RaceTree = {
    event: { entity: 'event', guid: EVENT, seriesGuid: 's', currencies, name: 'Akce' } as EditorEventRecord,
    subevents: [
      { entity: 'subevent', guid: RACE, eventGuid: EVENT, name: '10 km' } as RaceTree['subevents'][0],
    ],
    categories: [
      {
        entity: 'category',
        guid: CATEGORY,
        subEventGuid: RACE,
        name: 'Dospělí',
        capacity: 0,
        currencyPrices: { CZK: 45000 },
        version: 1,
      } as EditorCategory,
    ],
    subcategories: [],
    pricings: [
      {
        entity: 'pricing',
        guid: PRICING,
        categoryGuid: CATEGORY,
        name: 'Early bird',
        currencyPrices: { CZK: 35000 },
        version: 1,
      } as EditorPricing,
    ],
    waves: [],
  };
  const writes: RaceWrite[] = [];
  const store: RaceEditorStore = {
    raceTree: async (guid) => (guid === EVENT ? structuredClone(tree) : undefined),
    eventOfSubevent: async (guid) => (guid === RACE ? EVENT : undefined),
    counters: async () => new Map(),
    put: async (write) => {
      const list = (write.kind === 'category' ? tree.categories : tree.pricings) as Array<{
        guid: string;
        version?: number;
      }>;
      const index = list.findIndex((r) => r.guid === write.record.guid);
      if ((list[index]?.version ?? 0) !== write.expectedVersion) return 'changedMeanwhile';
      list[index] = write.record;
      writes.push(write);
      return 'ok';
    },
    remove: async () => 'ok',
    reorder: async () => 'ok',
    hasOrders: async () => false,
  };
  let n = 0;
  const ctx: RaceCtx = {
    ports: { store, newId: () => `id-${++n}`, sanitize: (h) => h },
    actor: { userId: 'u', name: 'Admin' } as RaceCtx['actor'],
    locale: 'en',
    now: new Date('2026-03-01T10:00:00Z'),
  };
  return { tree, writes, ctx };
}

describe('currency price ids', () => {
  it('name the priced record and the currency, and nothing else', () => {
    expect(currencyPriceId(PRICING, 'EUR')).toBe(`${PRICING}.EUR`);
    expect(parseCurrencyPriceId(`${PRICING}.EUR`)).toEqual({ targetId: PRICING, currency: 'EUR' });
    expect(parseCurrencyPriceId(`${PRICING}.GBP`)).toBeUndefined();
    expect(parseCurrencyPriceId(PRICING)).toBeUndefined();
  });

  it('take a price in whole minor units, not negative (spec §5 price format)', () => {
    const body = (price: unknown) => ({
      seriesEventSubEventId: RACE,
      targetType: 'pricing',
      targetId: PRICING,
      currency: 'EUR',
      price,
    });
    expect(createCurrencyPriceBodySchema.safeParse(body(1400)).success).toBe(true);
    for (const bad of [14.5, -1, '1400', 10_000_000_01]) {
      expect(createCurrencyPriceBodySchema.safeParse(body(bad)).success, String(bad)).toBe(false);
    }
  });
});

describe('currency prices', () => {
  const create = (currency: CurrencyCode, price: number, targetType: 'category' | 'pricing' = 'pricing') => ({
    seriesEventSubEventId: RACE,
    targetType,
    targetId: targetType === 'pricing' ? PRICING : CATEGORY,
    currency,
    price,
  });

  it("writes the price into the record's prices through its update, with the history of the change", async () => {
    const { ctx, tree, writes } = world(['CZK', 'EUR']);
    const eur = await createCurrencyPrice(ctx, create('EUR', 1400));
    expect(eur).toMatchObject({
      id: `${PRICING}.EUR`,
      price: 1400,
      version: 2,
      targetName: 'Dospělí · Early bird',
    });
    expect(tree.pricings[0]?.currencyPrices).toEqual({ CZK: 35000, EUR: 1400 });
    expect(writes[0]?.eventHistory.changes).toEqual([
      { field: 'prices', before: 'CZK 35000', after: 'CZK 35000, EUR 1400' },
    ]);
    expect(await getCurrencyPrice(ctx.ports, RACE, eur.id)).toEqual(eur);
  });

  it('refuses a second price in one currency and a currency the event does not sell', async () => {
    const { ctx } = world(['CZK']);
    await expect(createCurrencyPrice(ctx, create('CZK', 30000))).rejects.toMatchObject({
      code: 'raceEditor.currencyPriceExists',
    });
    await expect(createCurrencyPrice(ctx, create('EUR', 1400))).rejects.toBeInstanceOf(ValidationFailedError);
    await expect(
      createCurrencyPrice(ctx, { ...create('CZK', 1), targetId: RACE, targetType: 'category' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("gives a category the prices of a currency added to the event one by one, but never takes one of the event's away", async () => {
    const { ctx, tree } = world(['CZK', 'EUR', 'USD']);
    await createCurrencyPrice(ctx, create('EUR', 1800, 'category'));
    expect(tree.categories[0]?.currencyPrices).toEqual({ CZK: 45000, EUR: 1800 });
    await expect(deleteCurrencyPrice(ctx, RACE, `${CATEGORY}.EUR`)).rejects.toBeInstanceOf(BusinessRuleError);
    // A pricing tier may lack a currency: the category's own price applies there.
    await createCurrencyPrice(ctx, create('EUR', 1400));
    await deleteCurrencyPrice(ctx, RACE, `${PRICING}.EUR`);
    expect(tree.pricings[0]?.currencyPrices).toEqual({ CZK: 35000 });
  });

  it('updates several prices of one record in one call with the version read before it', async () => {
    const { ctx, tree } = world(['CZK', 'EUR', 'USD']);
    const created = await createCurrencyPrices(ctx, RACE, [
      { targetType: 'pricing', targetId: PRICING, currency: 'EUR', price: 1400 },
      { targetType: 'pricing', targetId: PRICING, currency: 'USD', price: 1500 },
    ]);
    expect(created.map((p) => p.version)).toEqual([2, 3]);
    const updated = await updateCurrencyPrices(ctx, RACE, [
      { id: `${PRICING}.EUR`, price: 1300, version: 3 },
      { id: `${PRICING}.USD`, price: 1600, version: 3 },
    ]);
    expect(updated.map((p) => [p.price, p.version])).toEqual([
      [1300, 4],
      [1600, 5],
    ]);
    expect(tree.pricings[0]?.currencyPrices).toEqual({ CZK: 35000, EUR: 1300, USD: 1600 });
    // Someone else's change meanwhile still fails the check.
    await expect(
      updateCurrencyPrices(ctx, RACE, [{ id: `${PRICING}.EUR`, price: 1200, version: 4 }]),
    ).rejects.toMatchObject({ code: 'seriesEditor.changedMeanwhile' });
  });
});
