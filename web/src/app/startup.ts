import type { QueryClient } from '@tanstack/react-query';
import type { CodeLists } from '../../../shared/codelists/codelists';
import { restoreSession } from '../features/auth/api/restore-session';
import type { AuthenticatedUser } from '../features/auth/model/session';
import { emptyCart, readStoredCart, type Cart } from '../features/cart/model/cart';
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
  loadCart(): Cart;
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
    cart = steps.loadCart();
  } catch {
    cart = emptyCart();
  }
  return { user, codeLists, cart };
}

export function browserStartupSteps(queryClient: QueryClient): StartupSteps {
  return {
    restoreSession,
    loadCodeLists: () => queryClient.fetchQuery(codeListsQuery),
    loadCart: () => {
      const cart = readStoredCart();
      loadCart(cart);
      return cart;
    },
  };
}
