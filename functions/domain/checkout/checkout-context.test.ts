import { describe, expect, it } from 'vitest';
import { CardType, SubEventType } from '@shared/codelists/enums';
import { loadCheckoutContext, type CheckoutPorts } from './checkout-context';

type LoadInput = Parameters<CheckoutPorts['loadRecords']>[0];

const card = (guid: string, subEventGuids: string[], values: Array<{ guid: string; items?: string[] }>) => ({
  entity: 'card',
  guid,
  eventGuid: 'ev',
  name: guid,
  order: 1,
  type: CardType.REGULAR,
  limit: 1,
  subEventGuids,
  values: values.map((v) => ({
    guid: v.guid,
    capacity: 0,
    items: v.items?.map((i) => ({ guid: i, capacity: 0 })),
  })),
});

/**
 * A catalogue of one event: a race with two categories (one with a price tier by places sold, one
 * with a subcategory) and a wave, a second race with its own category, wave and form, and a form
 * every race asks for.
 */
function ports(seen: LoadInput[]): CheckoutPorts {
  const partition = [
    { entity: 'event', guid: 'ev', seriesGuid: 'se', currencies: ['CZK'], capacity: 10_000 },
    { entity: 'subevent', guid: 'race', eventGuid: 'ev', dateFrom: '2027-05-01', name: 'Race' },
    { entity: 'subevent', guid: 'kids', eventGuid: 'ev', dateFrom: '2027-05-01', name: 'Kids' },
    { entity: 'category', guid: 'tiered', subEventGuid: 'race' },
    { entity: 'category', guid: 'plain', subEventGuid: 'race' },
    { entity: 'category', guid: 'kids-cat', subEventGuid: 'kids' },
    { entity: 'subcategory', guid: 'plain-u20', categoryGuid: 'plain' },
    { entity: 'subcategory', guid: 'kids-u10', categoryGuid: 'kids-cat' },
    { entity: 'wave', guid: 'race-wave', subEventGuid: 'race' },
    { entity: 'wave', guid: 'kids-wave', subEventGuid: 'kids' },
    { entity: 'pricing', guid: 'early', categoryGuid: 'tiered', capacityTo: 500, currencyPrices: {} },
    { entity: 'pricing', guid: 'may', categoryGuid: 'plain', dateTo: '2027-04-01', currencyPrices: {} },
    card('everyone', [], [{ guid: 'shirt', items: ['shirt-m', 'shirt-l'] }]),
    card('kids-form', ['kids'], [{ guid: 'parent' }]),
  ].map((r) => (r.entity === 'subevent' ? { ...r, type: SubEventType.REGULAR } : r));
  return {
    queryEventPartition: async () => partition as never,
    loadRecords: async (input) => {
      seen.push(input);
      return { counters: new Map(), terms: new Map(), teams: new Map() };
    },
    getDiscount: async () => undefined,
    listPaymentDetails: async () => [],
  };
}

describe('what a register call reads of sharded scopes', () => {
  it('asks for the exact sales of a category whose price tiers count places sold, samples the rest', async () => {
    const seen: LoadInput[] = [];
    const p = ports(seen);
    await loadCheckoutContext(
      p,
      [{ seriesEventGuid: 'ev', subEventGuid: 'race', categoryGuid: 'tiered' }],
      'CZK',
      'order-1',
      true,
    );
    expect(seen[0]?.sampleShards).toEqual({ exact: ['category#tiered'] });
  });

  it("reads only the counters the cart's lines can take: not the other races' or categories'", async () => {
    const seen: LoadInput[] = [];
    await loadCheckoutContext(
      ports(seen),
      [
        { seriesEventGuid: 'ev', subEventGuid: 'race', categoryGuid: 'plain', waveGuid: 'race-wave' },
        { seriesEventGuid: 'ev', subEventGuid: 'race', categoryGuid: 'plain', teamGuid: 'team-1' },
      ],
      'CZK',
      'order-1',
      true,
    );
    expect(seen[0]?.counters).toEqual([
      ['event', 'ev'],
      ['subevent', 'race'],
      ['category', 'plain'],
      ['subcategory', 'plain-u20'],
      ['wave', 'race-wave'],
      ['cardValue', 'shirt'],
      ['cardItem', 'shirt-m'],
      ['cardItem', 'shirt-l'],
      ['team', 'team-1'],
    ]);
  });

  it('reads a race of the cart with its own form; an unknown race is read as named (and fails later)', async () => {
    const seen: LoadInput[] = [];
    const p = ports(seen);
    await loadCheckoutContext(
      p,
      [{ seriesEventGuid: 'ev', subEventGuid: 'kids', categoryGuid: 'kids-cat' }],
      'CZK',
      'order-1',
      true,
    );
    expect(seen[0]?.counters).toEqual([
      ['event', 'ev'],
      ['subevent', 'kids'],
      ['category', 'kids-cat'],
      ['subcategory', 'kids-u10'],
      ['cardValue', 'shirt'],
      ['cardItem', 'shirt-m'],
      ['cardItem', 'shirt-l'],
      ['cardValue', 'parent'],
    ]);
    await loadCheckoutContext(
      p,
      [{ seriesEventGuid: 'ev', subEventGuid: 'gone', categoryGuid: 'plain' }],
      'CZK',
      'order-2',
      true,
    );
    expect(seen[1]?.counters).toEqual([
      ['event', 'ev'],
      ['subevent', 'gone'],
      ['category', 'plain'],
      ['subcategory', 'plain-u20'],
    ]);
  });

  it('reads every counter of the event for the checkout data (it shows every race)', async () => {
    const seen: LoadInput[] = [];
    await loadCheckoutContext(ports(seen), [{ seriesEventGuid: 'ev' }], 'CZK');
    expect(seen[0]?.counters).toEqual(
      expect.arrayContaining([
        ['subevent', 'kids'],
        ['category', 'plain'],
        ['category', 'kids-cat'],
        ['wave', 'kids-wave'],
        ['cardValue', 'parent'],
      ]),
    );
  });

  it('reads every bucket for anything but a register call (the checkout data shows the sums)', async () => {
    const seen: LoadInput[] = [];
    await loadCheckoutContext(ports(seen), [{ seriesEventGuid: 'ev' }], 'CZK');
    expect(seen[0]?.sampleShards).toBeUndefined();
  });
});
