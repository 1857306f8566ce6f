import { useSyncExternalStore } from 'react';
import { emptyCart, saveCart, type Cart } from './cart';

let cart: Cart = emptyCart();
const listeners = new Set<() => void>();

function publish(next: Cart): void {
  cart = next;
  listeners.forEach((l) => l());
}

/** Replaces the cart without saving (startup load). */
export function loadCart(next: Cart): void {
  publish(next);
}

export function removeCartItem(index: number): void {
  const next = { ...cart, items: cart.items.filter((_, i) => i !== index) };
  saveCart(next);
  publish(next);
}

export function useCart(): Cart {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => cart,
  );
}
