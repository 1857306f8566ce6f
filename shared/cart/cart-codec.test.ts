import { describe, expect, it } from 'vitest';
import { decodeCart, encodeCart, type CartContent } from './cart-codec';
import { encodedCartCurrency } from './cart-currency';
import type { CartItem } from './cart-item';
import { cartItemName, toCartItem } from './cart-item';

const uuid = (n: number) => `0000${n.toString(16).padStart(4, '0')}-d85b-5e73-a0a1-67caf5acbf79`;
const item = (patch: Partial<CartItem> = {}): CartItem => ({
  seriesGuid: '521f8f87-e6e9-5934-afca-50edec4e4d76',
  seriesEventGuid: '1565c3ab-9742-5afb-85e3-57acbcac556a',
  seriesEventName: 'Pražský běžecký pohár – Desítka Stromovka',
  seriesSubEventGuid: '2bc08dda-a764-523a-aba5-8bba4fd9ba11',
  seriesSubEventName: 'Hlavní závod na 10 km přes Královskou oboru',
  categoryGuid: 'f53e5f08-6914-5a0b-9eac-078e710a0707',
  categoryName: 'Muži nad čtyřicet let (veteráni)',
  waveGuid: '04eb997e-d85b-5e73-a0a1-67caf5acbf79',
  waveName: 'Vlna A – 9:00',
  teamGuid: null,
  teamName: null,
  price: 40000,
  priceTo: 90000,
  ...patch,
});

describe('compact cart form', () => {
  it('round-trips every field: nulls, non-UUID ids, Czech and other texts, prices', () => {
    const cart: CartContent = {
      currency: 'EUR',
      items: [
        item(),
        item({ waveGuid: null, waveName: null, priceTo: null }),
        item({
          seriesEventGuid: 'e-1',
          seriesEventName: 'Noční běh Letná "speciál"; 100 %, ♥',
          categoryGuid: 'F53E5F08-6914-5A0B-9EAC-078E710A0707',
          categoryName: '',
          teamGuid: uuid(7),
          teamName: 'Želvy z Troji',
          price: 0,
          priceTo: 0,
        }),
        item({ price: 123_456_789_012, priceTo: 5 }),
        item({ price: -150, priceTo: 2_000_000 }),
      ],
    };
    const encoded = encodeCart(cart);
    expect(encoded).toMatch(/^EUR\.[A-Za-z0-9_-]+$/);
    expect(decodeCart(encoded)).toEqual(cart);
    expect(encodedCartCurrency(encoded)).toBe('EUR');
  });

  it('keeps an empty cart and its currency', () => {
    expect(decodeCart(encodeCart({ currency: 'USD', items: [] }))).toEqual({ currency: 'USD', items: [] });
  });

  it('writes shared series, event, race and category data once: 30 demo registrations take about 1 kB', () => {
    const categories = ['Muži', 'Ženy', 'Junioři do 19 let', 'Juniorky do 19 let', 'Veteráni nad 50 let'];
    const items = Array.from({ length: 30 }, (_, i) =>
      item({
        categoryGuid: uuid(i % categories.length),
        categoryName: categories[i % categories.length] as string,
        waveGuid: uuid(100 + (i % 2)),
        waveName: i % 2 ? 'Vlna B – 9:30 (elitní)' : 'Vlna A – 9:00',
      }),
    );
    const encoded = encodeCart({ currency: 'CZK', items });
    expect(decodeCart(encoded).items).toEqual(items);
    expect(encoded.length).toBeLessThan(1100);
    // The JSON of the same items, as a cookie escapes it, was many times longer.
    const json = encodeURIComponent(JSON.stringify({ items, currency: 'CZK' }));
    expect(json.length).toBeGreaterThan(encoded.length * 10);
  });

  it('refuses what it did not write', () => {
    const good = encodeCart({ currency: 'CZK', items: [item()] });
    for (const bad of [
      '',
      'CZK',
      'GBP.AA',
      'CZK.!!',
      'CZK.AA', // another version
      good.slice(0, -3), // cut short
      `${good}AAAA`, // trailing bytes
      `CZK.${btoa(String.fromCharCode(2, 200, 200, 200, 200, 200, 200, 200, 200, 1)).replace(/=+$/, '')}`,
    ])
      expect(() => decodeCart(bad), bad).toThrow();
  });

  it('refuses to write a price that is not whole minor units', () => {
    expect(() => encodeCart({ currency: 'CZK', items: [item({ price: 1.5 })] })).toThrow(RangeError);
  });
});

describe('cart item', () => {
  it('is validated and normalised: missing optional fields become null', () => {
    const { waveGuid: _g, waveName: _n, teamGuid: _t, teamName: _tn, priceTo: _p, ...stored } = item();
    expect(toCartItem(stored)).toEqual({
      ...stored,
      waveGuid: null,
      waveName: null,
      teamGuid: null,
      teamName: null,
      priceTo: null,
    });
    expect(toCartItem({ ...stored, price: 'free' })).toBeNull();
    expect(toCartItem({ ...stored, price: 1.5 })).toBeNull();
    expect(toCartItem({ ...stored, categoryName: undefined })).toBeNull();
    expect(toCartItem({ ...stored, waveName: 3 })).toBeNull();
    expect(toCartItem(null)).toBeNull();
  });

  it('is named by its parts joined by dashes', () => {
    expect(cartItemName(item({ categoryName: 'Ženy' }))).toBe(
      'Pražský běžecký pohár – Desítka Stromovka – Hlavní závod na 10 km přes Královskou oboru – Ženy – Vlna A – 9:00',
    );
  });
});
