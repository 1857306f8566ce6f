import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from './cart';
import { readStoredCart } from './stored-cart';
import { deleteCartCookies } from './cart-cookie';
import {
  cancelPending,
  changeCartCurrency,
  clearCart,
  confirmPending,
  dismissCartErrors,
  removeCartItem,
  replaceCart,
  requestAddItem,
  requestCurrencyChange,
} from './cart-actions';
import { getCartState, resetCartStore } from './cart-store';

const toasts = vi.hoisted(() => [] as Array<[string, string]>);
vi.mock('../../../lib/notify', () => ({
  notify: {
    success: (text: string) => toasts.push(['success', text]),
    warning: (text: string) => toasts.push(['warning', text]),
    error: (text: string) => toasts.push(['error', text]),
  },
}));

const spring: CartItem = {
  seriesGuid: 'cup',
  seriesEventGuid: 'spring',
  seriesEventName: 'Desítka Stromovka',
  seriesSubEventGuid: '5k',
  seriesSubEventName: '5 km',
  categoryGuid: 'open',
  categoryName: 'Open',
  waveGuid: null,
  waveName: null,
  teamGuid: null,
  teamName: null,
  price: 35000,
  priceTo: null,
};
const trail: CartItem = { ...spring, seriesGuid: 'trail', seriesEventName: 'Lysá hora Trail', price: 90000 };

beforeEach(() => {
  resetCartStore();
  toasts.length = 0;
});
afterEach(() => {
  deleteCartCookies();
});

describe('cart store (spec §4, §8)', () => {
  it('adds, saves the cookie and toasts "item added"', () => {
    expect(requestAddItem(spring, 'CZK')).toBe('added');
    expect(getCartState().cart.items).toEqual([spring]);
    expect(readStoredCart().items).toHaveLength(1);
    expect(toasts).toEqual([['success', 'Položka byla přidána do košíku.']]);
  });

  it('an item of another series waits for confirmation; confirming empties the cart and adds it', () => {
    requestAddItem(spring, 'CZK');
    expect(requestAddItem(trail, 'CZK')).toBe('confirm');
    expect(getCartState().pending).toEqual({ kind: 'otherSeries', item: trail });
    expect(getCartState().cart.items).toEqual([spring]);
    confirmPending();
    expect(getCartState().pending).toBeNull();
    expect(getCartState().cart.items).toEqual([trail]);
    expect(readStoredCart().items.map((i) => i.seriesGuid)).toEqual(['trail']);
  });

  it('cancelling a confirmation changes nothing', () => {
    requestAddItem(spring, 'CZK');
    requestAddItem(trail, 'CZK');
    cancelPending();
    expect(getCartState().pending).toBeNull();
    expect(getCartState().cart.items).toEqual([spring]);
  });

  it('refuses an item priced in another currency, records the error and offers to switch', () => {
    expect(requestAddItem(spring, 'EUR')).toBe('confirm');
    expect(getCartState().cart.items).toEqual([]);
    expect(getCartState().errors).toMatchObject([
      {
        kind: 'add',
        key: 'errors.currencyNotSold',
        values: { name: 'Desítka Stromovka', currency: 'CZK' },
      },
    ]);
    expect(getCartState().pending).toEqual({ kind: 'currencyRefused', item: spring, currency: 'EUR' });
    confirmPending();
    expect(getCartState().cart).toEqual({ currency: 'EUR', items: [spring] });
    dismissCartErrors();
    expect(getCartState().errors).toEqual([]);
  });

  it('changes the currency of an empty cart at once, of a non-empty one after confirmation (emptying it)', () => {
    requestCurrencyChange('EUR');
    expect(getCartState().cart.currency).toBe('EUR');
    expect(readStoredCart()).toEqual({ currency: 'EUR', items: [] });

    requestAddItem(spring, 'EUR');
    requestCurrencyChange('CZK');
    expect(getCartState().pending).toEqual({ kind: 'currencyChange', currency: 'CZK' });
    expect(getCartState().cart.currency).toBe('EUR');
    confirmPending();
    expect(getCartState().cart).toEqual({ currency: 'CZK', items: [] });
    expect(toasts.at(-1)).toEqual(['success', 'Košík byl vyprázdněn, měna košíku je nyní CZK.']);
  });

  it('removes by index with a toast; a failed remove or currency change is stored as an error', () => {
    requestAddItem(spring, 'CZK');
    requestAddItem({ ...spring, categoryName: 'Ženy' }, 'CZK');
    removeCartItem(0);
    expect(getCartState().cart.items.map((i) => i.categoryName)).toEqual(['Ženy']);
    expect(toasts.at(-1)).toEqual(['success', 'Položka byla odebrána z košíku.']);

    removeCartItem(5);
    changeCartCurrency('GBP' as never);
    expect(getCartState().errors.map((e) => [e.kind, e.key])).toEqual([
      ['remove', 'errors.removeFailed'],
      ['currency', 'errors.currencyFailed'],
    ]);
    expect(getCartState().cart.items).toHaveLength(1);
  });

  it('refuses an item that would not fit the cookies, with the translated error, keeping what is stored', () => {
    let outcome = 'added';
    let added = 0;
    for (let i = 0; i < 200 && outcome === 'added'; i += 1) {
      // Every item a category of its own with a long Czech name: nothing shared to save on.
      outcome = requestAddItem(
        { ...spring, categoryGuid: `category-${i}`, categoryName: 'Ž'.repeat(150) },
        'CZK',
      );
      if (outcome === 'added') added += 1;
    }
    expect(outcome).toBe('failed');
    expect(added).toBeGreaterThan(10);
    expect(getCartState().cart.items).toHaveLength(added);
    expect(getCartState().errors.at(-1)?.key).toBe('errors.full');
    expect(toasts.at(-1)).toEqual([
      'error',
      'Košík je plný, další položku už nelze přidat. Dokončete prosím nejprve objednávku.',
    ]);
    expect(readStoredCart().items).toHaveLength(added);
  });

  it('clears and replaces', () => {
    requestAddItem(spring, 'CZK');
    clearCart();
    expect(getCartState().cart).toEqual({ currency: 'CZK', items: [] });
    replaceCart({ currency: 'EUR', items: [trail] });
    expect(readStoredCart()).toMatchObject({
      currency: 'EUR',
      items: [{ seriesGuid: 'trail', price: 90000 }],
    });
  });
});
