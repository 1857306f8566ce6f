import { afterEach, describe, expect, it } from 'vitest';
import { CART_COOKIE, cartItemName, emptyCart, parseCart, readStoredCart, type CartItem } from './cart';

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
