import { useEffect, useMemo } from 'react';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { CartItem } from '@shared/cart/cart-item';
import { useCart } from './model/cart-store';

const loadActions = () => import('./model/cart-actions');

/**
 * What other areas may do with the cart, handed to them by the app (features do not import each
 * other): read its currency, add an item priced in some currency, ask to change the currency. The
 * cart shows its own confirmations, refusals and toasts. The code that changes the cart loads when
 * the visitor first interacts with a page using the binding (or on the first change), so pages that
 * never change the cart do not download it.
 */
export interface CartBinding {
  currency: CurrencyCode;
  addItem(item: CartItem, priceCurrency: CurrencyCode): void;
  changeCurrency(currency: CurrencyCode): void;
}

/** Events that show the visitor is using the page (a tap, scrolling by touch, a key). */
const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

export function useCartBinding(): CartBinding {
  const { currency } = useCart();
  // The code that changes the cart loads with the visitor's first interaction with the page, well
  // before a tap on "add to cart" needs it, instead of with the page itself.
  useEffect(() => {
    const preload = () => {
      INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, preload, true));
      void loadActions();
    };
    INTERACTION_EVENTS.forEach((type) =>
      window.addEventListener(type, preload, { capture: true, passive: true }),
    );
    return () => INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, preload, true));
  }, []);
  return useMemo(
    () => ({
      currency,
      addItem: (item, priceCurrency) => void loadActions().then((a) => a.requestAddItem(item, priceCurrency)),
      changeCurrency: (next) => void loadActions().then((a) => a.requestCurrencyChange(next)),
    }),
    [currency],
  );
}
