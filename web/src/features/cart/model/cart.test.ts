import { afterEach, describe, expect, it } from 'vitest';
import { CART_COOKIE, cartItemName, emptyCart, parseCart, readStoredCart, type CartItem } from './cart';
import {
  cartTotal,
  checkAdd,
  fitsCookie,
  saveCart,
  serializeCart,
  withCurrency,
  withItem,
  withoutItem,
} from './cart-rules';

const item: CartItem = {
  seriesGuid: 's',
  seriesEventGuid: 'e',
  seriesEventName: 'Jarní běh',
  seriesSubEventGuid: 'se',
  seriesSubEventName: '10 km',
  categoryGuid: 'c',
  categoryName: 'Muži',
  waveGuid: null,
  waveName: null,
  teamGuid: null,
  teamName: null,
  price: 450,
  priceTo: null,
};

function setCookie(value: string) {
  document.cookie = `${CART_COOKIE}=${encodeURIComponent(value)}; Path=/`;
}

afterEach(() => {
  document.cookie = `${CART_COOKIE}=; Path=/; Max-Age=0`;
});

describe('stored cart', () => {
  it('is empty (CZK) without a cookie', () => {
    expect(readStoredCart()).toEqual(emptyCart());
    expect(emptyCart().currency).toBe('CZK');
  });

  it('reads a valid cookie', () => {
    setCookie(JSON.stringify({ items: [item], currency: 'EUR' }));
    expect(readStoredCart()).toEqual({ items: [item], currency: 'EUR' });
  });

  it('tolerates a broken cookie and drops it', () => {
    setCookie('{not json');
    expect(readStoredCart()).toEqual(emptyCart());
    expect(document.cookie).not.toContain(`${CART_COOKIE}=`);
  });

  it('rejects malformed items', () => {
    expect(() => parseCart(JSON.stringify({ items: [{ price: 'free' }], currency: 'CZK' }))).toThrow();
  });

  it('names an item with its parts joined by dashes', () => {
    expect(cartItemName({ ...item, waveName: 'Vlna A' })).toBe('Jarní běh – 10 km – Muži – Vlna A');
  });
});

describe('cart rules (spec §4, §8)', () => {
  const other: CartItem = { ...item, seriesGuid: 's2', seriesEventName: 'Trail', categoryGuid: 'c2' };

  it('adds when the item is priced in the cart currency and of the same series', () => {
    const cart = withItem(emptyCart(), item);
    expect(checkAdd(cart, { ...item, categoryGuid: 'c3' }, 'CZK')).toEqual({ ok: true });
    expect(withItem(cart, other).items).toEqual([item, other]);
  });

  it('refuses an item priced in another currency before looking at the series', () => {
    const cart = withItem(emptyCart(), item);
    expect(checkAdd(cart, other, 'EUR')).toEqual({ ok: false, reason: 'currency' });
    expect(checkAdd(emptyCart('USD'), item, 'CZK')).toEqual({ ok: false, reason: 'currency' });
  });

  it('asks before mixing series', () => {
    expect(checkAdd(withItem(emptyCart(), item), other, 'CZK')).toEqual({ ok: false, reason: 'otherSeries' });
    expect(checkAdd(emptyCart(), other, 'CZK')).toEqual({ ok: true });
  });

  it('removes by index and rejects an index outside the cart', () => {
    const cart = withItem(withItem(emptyCart(), item), other);
    expect(withoutItem(cart, 0).items).toEqual([other]);
    expect(() => withoutItem(cart, 2)).toThrow(RangeError);
    expect(() => withoutItem(cart, -1)).toThrow(RangeError);
  });

  it('empties the cart when the currency changes, keeps it otherwise', () => {
    const cart = withItem(emptyCart(), item);
    expect(withCurrency(cart, 'CZK')).toBe(cart);
    expect(withCurrency(cart, 'EUR')).toEqual({ items: [], currency: 'EUR' });
    expect(() => withCurrency(cart, 'GBP' as never)).toThrow(RangeError);
  });

  it('totals prices and ranges (range only above 0.1 of the major unit)', () => {
    expect(cartTotal([])).toEqual({ price: 0, priceTo: 0, isRange: false });
    expect(cartTotal([item, { ...item, price: 30000 }])).toEqual({
      price: 30450,
      priceTo: 30450,
      isRange: false,
    });
    expect(cartTotal([item, { ...item, price: 100, priceTo: 105 }])).toEqual({
      price: 550,
      priceTo: 550,
      isRange: false,
    });
    expect(cartTotal([item, { ...item, price: 100, priceTo: 500 }])).toEqual({
      price: 550,
      priceTo: 950,
      isRange: true,
    });
  });
});

describe('stored cart cookie', () => {
  it('saves every change for one hour, leaving empty optional fields out', () => {
    const cart = withItem(emptyCart(), item);
    expect(saveCart(cart)).toBe(true);
    const { waveGuid: _w, waveName: _n, teamGuid: _t, teamName: _tn, priceTo: _p, ...stored } = item;
    expect(readStoredCart()).toEqual({ currency: 'CZK', items: [stored] });
    expect(serializeCart(cart)).not.toContain('null');
  });

  it('keeps an empty cart in another currency, drops an empty default one', () => {
    saveCart(emptyCart('EUR'));
    expect(readStoredCart()).toEqual(emptyCart('EUR'));
    saveCart(emptyCart());
    expect(document.cookie).not.toContain(`${CART_COOKIE}=`);
  });

  it('knows when the cart no longer fits its cookie', () => {
    let cart = emptyCart();
    let count = 0;
    const long: CartItem = {
      ...item,
      seriesGuid: '521f8f87-e6e9-5934-afca-50edec4e4d76',
      seriesEventGuid: '1565c3ab-9742-5afb-85e3-57acbcac556a',
      seriesEventName: 'Desítka Stromovka',
      seriesSubEventGuid: '2bc08dda-a764-523a-aba5-8bba4fd9ba11',
      categoryGuid: 'f53e5f08-6914-5a0b-9eac-078e710a0707',
      waveGuid: '04eb997e-d85b-5e73-a0a1-67caf5acbf79',
      waveName: 'Vlna A – 9:00',
    };
    while (fitsCookie(withItem(cart, long))) {
      cart = withItem(cart, long);
      count += 1;
    }
    // Room for a realistic order of several races, never a silently dropped cookie.
    expect(count).toBeGreaterThanOrEqual(6);
    expect(saveCart(cart)).toBe(true);
    expect(readStoredCart().items).toHaveLength(count);
  });
});
