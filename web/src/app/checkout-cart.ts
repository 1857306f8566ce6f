import { useEffect, useMemo } from 'react';
import { useCart } from '../features/cart/model/cart-store';
import type { CheckoutCart } from '../features/checkout/model/cart-port';

const loadActions = () => import('../features/cart/model/cart-actions');

/**
 * The cart handed to the checkout (features do not import each other): its items and currency,
 * removing an item (the cart toasts it) and emptying it once the order is placed.
 */
export function useCheckoutCart(): CheckoutCart {
  const cart = useCart();
  useEffect(() => {
    void loadActions();
  }, []);
  return useMemo(
    () => ({
      currency: cart.currency,
      items: cart.items,
      removeItem: (index) => void loadActions().then((a) => a.removeCartItem(index)),
      clear: () => void loadActions().then((a) => a.clearCart()),
      setItemTeam: (index, team) =>
        void loadActions().then((a) =>
          a.replaceCart({
            ...cart,
            items: cart.items.map((item, i) =>
              i === index ? { ...item, teamGuid: team.guid, teamName: team.name } : item,
            ),
          }),
        ),
      addItem: (item) => void loadActions().then((a) => a.requestAddItem(item, cart.currency)),
    }),
    [cart],
  );
}
