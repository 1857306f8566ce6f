import type { CurrencyCode } from '@shared/codelists/enums';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { CART_NS } from '../cart-namespace';
import { emptyCart, type Cart, type CartItem } from './cart';
import { checkAdd, fitsCookie, saveCart, withCurrency, withItem, withoutItem } from './cart-rules';
import { getCartState, setCartState, type CartError, type CartErrorKind } from './cart-store';

/**
 * Changes of the visitor's cart (spec §4): add appends, remove deletes by index, the currency can
 * change, the cart can be cleared or replaced; every change is saved to the `cart` cookie. Adding an
 * item of another series, or changing the currency of a non-empty cart, waits for the visitor to
 * confirm (the dialog of components/cart-dialogs); an item priced in another currency is refused
 * with an offer to switch. Failed adds, removes and currency changes are kept as cart errors (§8).
 */

const MAX_ERRORS = 5;
let nextErrorId = 1;

const text = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ns: CART_NS, ...values });

function recordError(kind: CartErrorKind, key: string, values?: CartError['values']): void {
  const error: CartError = { id: nextErrorId++, kind, key, values };
  setCartState({ errors: [...getCartState().errors, error].slice(-MAX_ERRORS) });
}

/** Publishes and saves; a cookie the browser refused is reported but the cart still works. */
function commit(next: Cart, kind: CartErrorKind): void {
  setCartState({ cart: next });
  if (!saveCart(next)) {
    recordError(kind, 'errors.notSaved');
    notify.warning(text('errors.notSaved'));
  }
}

function appendItem(base: Cart, item: CartItem): boolean {
  const next = withItem(base, item);
  if (!fitsCookie(next)) {
    recordError('add', 'errors.full');
    notify.error(text('errors.full'));
    return false;
  }
  commit(next, 'add');
  notify.success(text('itemAdded'));
  return true;
}

export type AddOutcome = 'added' | 'confirm' | 'failed';

/** Add to cart from an event page: `priceCurrency` is the currency the item's prices are in. */
export function requestAddItem(item: CartItem, priceCurrency: CurrencyCode): AddOutcome {
  const { cart } = getCartState();
  const check = checkAdd(cart, item, priceCurrency);
  if (!check.ok && check.reason === 'currency') {
    recordError('add', 'errors.currencyNotSold', { name: item.seriesEventName, currency: cart.currency });
    setCartState({ pending: { kind: 'currencyRefused', item, currency: priceCurrency } });
    return 'confirm';
  }
  if (!check.ok) {
    setCartState({ pending: { kind: 'otherSeries', item } });
    return 'confirm';
  }
  return appendItem(cart, item) ? 'added' : 'failed';
}

export function removeCartItem(index: number): void {
  let next: Cart;
  try {
    next = withoutItem(getCartState().cart, index);
  } catch {
    recordError('remove', 'errors.removeFailed');
    notify.error(text('errors.removeFailed'));
    return;
  }
  commit(next, 'remove');
  notify.success(text('itemRemoved'));
}

function applyCurrency(currency: CurrencyCode): void {
  const { cart } = getCartState();
  let next: Cart;
  try {
    next = withCurrency(cart, currency);
  } catch {
    recordError('currency', 'errors.currencyFailed', { currency: String(currency) });
    notify.error(text('errors.currencyFailed', { currency: String(currency) }));
    return;
  }
  const cleared = cart.items.length > 0 && next.items.length === 0;
  commit(next, 'currency');
  notify.success(text(cleared ? 'currencyChangedCleared' : 'currencyChanged', { currency }));
}

/** Currency choice: immediate for an empty cart, otherwise it waits for the visitor's confirmation. */
export function requestCurrencyChange(currency: CurrencyCode): void {
  const { cart } = getCartState();
  if (currency === cart.currency) return;
  if (cart.items.length === 0) applyCurrency(currency);
  else setCartState({ pending: { kind: 'currencyChange', currency } });
}

/** Changes the currency now; a non-empty cart is emptied. */
export function changeCartCurrency(currency: CurrencyCode): void {
  applyCurrency(currency);
}

export function confirmPending(): void {
  const { pending, cart } = getCartState();
  setCartState({ pending: null });
  if (!pending) return;
  if (pending.kind === 'currencyChange') applyCurrency(pending.currency);
  else if (pending.kind === 'otherSeries') appendItem(emptyCart(cart.currency), pending.item);
  else appendItem(emptyCart(pending.currency), pending.item);
}

export function cancelPending(): void {
  setCartState({ pending: null });
}

export function clearCart(): void {
  commit(emptyCart(getCartState().cart.currency), 'remove');
}

export function replaceCart(next: Cart): void {
  commit(next, 'add');
}

export function dismissCartErrors(): void {
  setCartState({ errors: [] });
}
