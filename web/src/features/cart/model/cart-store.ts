import { useSyncExternalStore } from 'react';
import type { CurrencyCode } from '@shared/codelists/enums';
import { emptyCart, type Cart, type CartItem } from './cart';

/**
 * The visitor's cart state: the cart itself, its errors and a pending confirmation. Only reading
 * lives here (the top bar shows the item count on every page); the changes are in cart-actions.ts,
 * loaded with the code that changes the cart.
 */

export type CartErrorKind = 'add' | 'remove' | 'currency';

export interface CartError {
  id: number;
  kind: CartErrorKind;
  /** i18n key of the `cart` namespace and its values: shown in the visitor's current language. */
  key: string;
  values?: Record<string, string | number>;
}

export type PendingConfirmation =
  | { kind: 'otherSeries'; item: CartItem }
  /** The item is priced in `currency`, which is not the cart's: switch (emptying the cart) and add. */
  | { kind: 'currencyRefused'; item: CartItem; currency: CurrencyCode }
  | { kind: 'currencyChange'; currency: CurrencyCode };

export interface CartState {
  cart: Cart;
  errors: CartError[];
  pending: PendingConfirmation | null;
}

let state: CartState = { cart: emptyCart(), errors: [], pending: null };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCartState(): CartState {
  return state;
}

/** For cart-actions.ts: replaces parts of the state and notifies the readers. */
export function setCartState(patch: Partial<CartState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/** Replaces the cart without saving (startup load). */
export function loadCart(next: Cart): void {
  setCartState({ cart: next });
}

/** Test hook: back to an empty cart without errors or pending confirmations. */
export function resetCartStore(): void {
  setCartState({ cart: emptyCart(), errors: [], pending: null });
}

// Each getter is also the server snapshot: a prerendered page (app/server-render.tsx) shows the
// empty cart, which is the browser's state too when it hydrates such a page (main.tsx).
const cartNow = () => state.cart;
const errorsNow = () => state.errors;
const pendingNow = () => state.pending;

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, cartNow, cartNow);
}

export function useCartErrors(): CartError[] {
  return useSyncExternalStore(subscribe, errorsNow, errorsNow);
}

export function usePendingConfirmation(): PendingConfirmation | null {
  return useSyncExternalStore(subscribe, pendingNow, pendingNow);
}
