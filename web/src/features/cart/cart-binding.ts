import { useEffect, useMemo } from 'react';
import type { CurrencyCode } from '../../../../shared/codelists/enums';
import type { CartItem } from './model/cart';
import { useCart } from './model/cart-store';

const loadActions = () => import('./model/cart-actions');

/**
 * What other areas may do with the cart, handed to them by the app (features do not import each
 * other): read its currency, add an item priced in some currency, ask to change the currency. The
 * cart shows its own confirmations, refusals and toasts. The code that changes the cart loads when
 * a page using the binding mounts, so pages that never change the cart do not download it.
 */
export interface CartBinding {
  currency: CurrencyCode;
  addItem(item: CartItem, priceCurrency: CurrencyCode): void;
  changeCurrency(currency: CurrencyCode): void;
}

export function useCartBinding(): CartBinding {
  const { currency } = useCart();
  useEffect(() => {
    void loadActions();
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
