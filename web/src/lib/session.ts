import { useSyncExternalStore } from 'react';
import type { usersRoutes } from '@shared/api/areas/users';
import type { CallAnswer } from './api-route';
import { tokenStore } from './auth-token';

/** The signed-in user: the answer of `users/authenticated-info` (spec §3 User). */
export type AuthenticatedUser = CallAnswer<typeof usersRoutes.authenticatedInfo>;

export interface Session {
  user: AuthenticatedUser | null;
  authenticated: boolean;
}

const ANONYMOUS: Session = { user: null, authenticated: false };
let session: Session = ANONYMOUS;
const listeners = new Set<() => void>();

export function setSessionUser(user: AuthenticatedUser | null): void {
  session = user ? { user, authenticated: true } : ANONYMOUS;
  listeners.forEach((l) => l());
}

// The transport clears the token when it cannot be renewed: the session ends with it.
tokenStore.subscribe(() => {
  if (!tokenStore.get() && session.authenticated) setSessionUser(null);
});

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
    // A prerendered page is anonymous, as the browser is when it hydrates one (main.tsx).
    () => session,
  );
}
