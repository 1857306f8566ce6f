import { afterEach, describe, expect, it } from 'vitest';
import { clearOffers, offersForItems, storeOffer } from './waiting-list-offers';

describe('waiting-list offer links kept for the checkout', () => {
  afterEach(() => clearOffers());
  const now = new Date('2026-11-29T10:00:00Z');

  it('sends a live offer with the first item of its race only', () => {
    storeOffer({ subEventGuid: 'race-a', token: 'tok-a', holdUntil: '2026-12-01T10:00:00Z' }, now);
    const items = [{ subEventGuid: 'race-b' }, { subEventGuid: 'race-a' }, { subEventGuid: 'race-a' }];
    expect([...offersForItems(items, now)]).toEqual([[1, 'tok-a']]);
  });

  it('forgets an offer past its deadline and a newer link replaces an older one of the race', () => {
    storeOffer({ subEventGuid: 'race-a', token: 'old', holdUntil: '2026-11-29T09:00:00Z' }, now);
    expect(offersForItems([{ subEventGuid: 'race-a' }], now).size).toBe(0);
    storeOffer({ subEventGuid: 'race-a', token: 'one', holdUntil: '2026-12-01T10:00:00Z' }, now);
    storeOffer({ subEventGuid: 'race-a', token: 'two', holdUntil: '2026-12-01T11:00:00Z' }, now);
    expect(offersForItems([{ subEventGuid: 'race-a' }], now).get(0)).toBe('two');
  });

  it('drops every offer once an order is placed', () => {
    storeOffer({ subEventGuid: 'race-a', token: 'tok', holdUntil: '2026-12-01T10:00:00Z' }, now);
    clearOffers();
    expect(offersForItems([{ subEventGuid: 'race-a' }], now).size).toBe(0);
  });
});
