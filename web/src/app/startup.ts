import type { QueryClient } from '@tanstack/react-query';
import type { CodeLists } from '@shared/codelists/codelists';
import { restoreSession } from '../features/auth/api/restore-session';
import type { AuthenticatedUser } from '../lib/session';
import { emptyCart, type Cart } from '../features/cart/model/cart';
import { readCartCookies } from '../features/cart/model/cart-cookie';
import { loadCart } from '../features/cart/model/cart-store';
import { codeListsQuery } from '../lib/codelists';

export interface StartupResult {
  user: AuthenticatedUser | null;
  codeLists: CodeLists;
  cart: Cart;
}

export interface StartupSteps {
  /** (1) stored-token authentication; failure tolerated. */
  restoreSession(): Promise<AuthenticatedUser | null>;
  /** (2) code lists; failure is fatal. */
  loadCodeLists(): Promise<CodeLists>;
  /** (3) stored cart; failure tolerated. */
  loadCart(): Cart | Promise<Cart>;
}

/** The startup order of spec §4. Only the code lists can fail it. */
export async function runStartup(steps: StartupSteps): Promise<StartupResult> {
  let user: AuthenticatedUser | null = null;
  try {
    user = await steps.restoreSession();
  } catch {
    user = null;
  }
  const codeLists = await steps.loadCodeLists();
  let cart: Cart;
  try {
    cart = await steps.loadCart();
  } catch {
    cart = emptyCart();
  }
  return { user, codeLists, cart };
}

export function browserStartupSteps(queryClient: QueryClient): StartupSteps {
  // The cart's decoder is fetched only when a cart is stored, while the first steps run.
  const storedCart = readCartCookies() === undefined ? null : import('../features/cart/model/stored-cart');
  return {
    restoreSession,
    loadCodeLists: () => queryClient.fetchQuery(codeListsQuery),
    loadCart: async () => {
      const cart = storedCart ? (await storedCart).readStoredCart() : emptyCart();
      loadCart(cart);
      return cart;
    },
  };
}
