import { afterEach, describe, expect, it } from 'vitest';
import { encodeCart } from '@shared/cart/cart-codec';
import { cartItemName } from '@shared/cart/cart-item';
import { CART_COOKIE, emptyCart, type CartItem } from './cart';
import { parseCart, readStoredCart } from './stored-cart';
import {
  CART_COOKIE_MAX_LENGTH,
  CART_COOKIES_MAX_TOTAL,
  cartCookies,
  deleteCartCookies,
  storedCartCurrency,
} from './cart-cookie';
import type { Cart } from './cart';
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

function setCookie(value: string, name = CART_COOKIE) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`;
}

/** The cart cookies as the browser holds them, name → value. */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((c) => c.trim().split('='))
      .filter(([name]) => name?.startsWith(CART_COOKIE)),
  );
}

afterEach(() => {
  deleteCartCookies();
});

describe('stored cart', () => {
  it('is empty (CZK) without a cookie', () => {
    expect(readStoredCart()).toEqual(emptyCart());
    expect(emptyCart().currency).toBe('CZK');
  });

  it('reads a valid cookie', () => {
    setCookie(`1:${encodeCart({ items: [item], currency: 'EUR' })}`);
    expect(readStoredCart()).toEqual({ items: [item], currency: 'EUR' });
    expect(storedCartCurrency()).toBe('EUR');
  });

  it('still reads a cart stored as JSON before the compact form (optional fields left out)', () => {
    const { waveGuid: _w, waveName: _n, teamGuid: _t, teamName: _tn, priceTo: _p, ...old } = item;
    setCookie(JSON.stringify({ items: [old, { ...old, priceTo: 900 }], currency: 'EUR' }));
    expect(readStoredCart()).toEqual({ items: [item, { ...item, priceTo: 900 }], currency: 'EUR' });
    expect(storedCartCurrency()).toBe('EUR');
  });

  it('tolerates a broken cookie and drops it', () => {
    for (const broken of ['{not json', '1:CZK.AAAA', '1:GBP.Ag', 'garbage', '2:CZK.AgAAAAAAAA']) {
      setCookie(broken);
      expect(readStoredCart(), broken).toEqual(emptyCart());
      expect(document.cookie).not.toContain(`${CART_COOKIE}=`);
      expect(storedCartCurrency()).toBeNull();
    }
  });

  it('drops a split cart whose part is missing, and every part of it', () => {
    const text = encodeCart({ items: [item, item], currency: 'CZK' });
    setCookie(`3:${text.slice(0, 10)}`);
    setCookie(text.slice(10, 20), `${CART_COOKIE}.1`);
    expect(readStoredCart()).toEqual(emptyCart());
    expect(cookies()).toEqual({});
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

describe('stored cart cookies', () => {
  const long = (i: number): CartItem => ({
    ...item,
    seriesGuid: '521f8f87-e6e9-5934-afca-50edec4e4d76',
    seriesEventGuid: '1565c3ab-9742-5afb-85e3-57acbcac556a',
    seriesEventName: 'Pražský běžecký pohár – Desítka Stromovka',
    seriesSubEventGuid: '2bc08dda-a764-523a-aba5-8bba4fd9ba11',
    seriesSubEventName: 'Hlavní závod na 10 km přes Královskou oboru',
    categoryGuid: `f53e5f08-6914-5a0b-9eac-${String(i).padStart(12, '0')}`,
    categoryName: `Běžci a běžkyně ročníků narození 19${String(i).padStart(2, '0')} – ženy i muži`,
    waveGuid: '04eb997e-d85b-5e73-a0a1-67caf5acbf79',
    waveName: 'Vlna A – 9:00',
    price: 45000,
    priceTo: 95000,
  });

  it('saves every change for one hour in the compact form', () => {
    const cart = withItem(emptyCart(), item);
    expect(saveCart(cart)).toBe(true);
    expect(readStoredCart()).toEqual({ currency: 'CZK', items: [item] });
    expect(cookies()).toEqual({ [CART_COOKIE]: `1:${serializeCart(cart)}` });
    expect(serializeCart(cart)).toMatch(/^CZK\.[A-Za-z0-9_-]+$/);
  });

  it('keeps an empty cart in another currency, drops an empty default one', () => {
    saveCart(emptyCart('EUR'));
    expect(readStoredCart()).toEqual(emptyCart('EUR'));
    saveCart(emptyCart());
    expect(document.cookie).not.toContain(`${CART_COOKIE}=`);
  });

  it('holds a realistic cart: 30 registrations of one race in one cookie', () => {
    const categories = ['Muži', 'Ženy', 'Junioři do 19 let', 'Juniorky do 19 let', 'Veteráni nad 50 let'];
    const items = Array.from({ length: 30 }, (_, i) => ({
      ...long(i % categories.length),
      categoryName: categories[i % categories.length] as string,
      waveName: i % 2 ? 'Vlna B – 9:30 (elitní)' : 'Vlna A – 9:00',
      waveGuid: `04eb997e-d85b-5e73-a0a1-67caf5acbf7${i % 2}`,
    }));
    const cart: Cart = { currency: 'CZK', items };
    expect(cartCookies(serializeCart(cart))).toHaveLength(1);
    expect(saveCart(cart)).toBe(true);
    expect(readStoredCart()).toEqual(cart);
  });

  it('holds 30 registrations even when each has its own category with a long Czech name', () => {
    const cart: Cart = { currency: 'CZK', items: Array.from({ length: 30 }, (_, i) => long(i)) };
    expect(fitsCookie(cart)).toBe(true);
    expect(saveCart(cart)).toBe(true);
    expect(readStoredCart()).toEqual(cart);
  });

  it('splits a longer cart into parts written, read and removed together; refuses beyond the limit', () => {
    let cart = emptyCart();
    while (fitsCookie(withItem(cart, long(cart.items.length))))
      cart = withItem(cart, long(cart.items.length));
    expect(cart.items.length).toBeGreaterThan(40);
    const parts = cartCookies(serializeCart(cart)) ?? [];
    expect(parts.map(([name]) => name)).toEqual([CART_COOKIE, `${CART_COOKIE}.1`]);
    for (const [name, value] of parts)
      expect(name.length + 1 + value.length).toBeLessThanOrEqual(CART_COOKIE_MAX_LENGTH);
    const total = parts.reduce((sum, [name, value]) => sum + name.length + 1 + value.length, 0);
    expect(total).toBeLessThanOrEqual(CART_COOKIES_MAX_TOTAL);

    expect(saveCart(cart)).toBe(true);
    expect(Object.keys(cookies()).sort()).toEqual([CART_COOKIE, `${CART_COOKIE}.1`]);
    expect(readStoredCart()).toEqual(cart);

    // Shorter again: the second part goes.
    const short = withoutItem(withoutItem(cart, 0), 0);
    const one = { ...short, items: short.items.slice(0, 3) };
    expect(saveCart(one)).toBe(true);
    expect(Object.keys(cookies())).toEqual([CART_COOKIE]);
    expect(readStoredCart()).toEqual(one);

    // One more than fits is refused, not silently lost.
    expect(fitsCookie(withItem(cart, long(999)))).toBe(false);
    expect(cartCookies('x'.repeat(CART_COOKIES_MAX_TOTAL))).toBeNull();
  });
});
