import { describe, expect, it } from 'vitest';
import { loadCheckoutContext, type CheckoutPorts } from './checkout-context';

type LoadInput = Parameters<CheckoutPorts['loadRecords']>[0];

/** A catalogue of one event: a race with two categories, one with a price tier by places sold. */
function ports(seen: LoadInput[]): CheckoutPorts {
  const partition = [
    { entity: 'event', guid: 'ev', seriesGuid: 'se', currencies: ['CZK'], capacity: 10_000 },
    { entity: 'subevent', guid: 'race', eventGuid: 'ev', dateFrom: '2027-05-01', name: 'Race' },
    { entity: 'category', guid: 'tiered', subEventGuid: 'race' },
    { entity: 'category', guid: 'plain', subEventGuid: 'race' },
    { entity: 'pricing', guid: 'early', categoryGuid: 'tiered', capacityTo: 500, currencyPrices: {} },
    { entity: 'pricing', guid: 'may', categoryGuid: 'plain', dateTo: '2027-04-01', currencyPrices: {} },
  ];
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
    await loadCheckoutContext(p, [{ seriesEventGuid: 'ev' }], 'CZK', 'order-1', true);
    expect(seen[0]?.sampleShards).toEqual({ exact: ['category#tiered'] });
    expect(seen[0]?.counters).toEqual(
      expect.arrayContaining([
        ['event', 'ev'],
        ['subevent', 'race'],
        ['category', 'tiered'],
        ['category', 'plain'],
      ]),
    );
  });

  it('reads every bucket for anything but a register call (the checkout data shows the sums)', async () => {
    const seen: LoadInput[] = [];
    await loadCheckoutContext(ports(seen), [{ seriesEventGuid: 'ev' }], 'CZK');
    expect(seen[0]?.sampleShards).toBeUndefined();
  });
});
