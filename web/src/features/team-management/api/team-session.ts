import type { TokenStore } from '../../../lib/auth-token';

const KEY_PREFIX = 'teamManagerToken:';

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The team-manager token of one team, kept apart from the user's own sign-in: in this tab's
 * session storage under the team's guid (a reload keeps the manager signed in, closing the tab
 * ends it), so managing a team never touches, renews or ends the user's session.
 */
export function teamTokenStore(teamGuid: string): TokenStore {
  const key = `${KEY_PREFIX}${teamGuid}`;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const write = (token: string | null) => {
    try {
      const s = sessionStore();
      if (token === null) s?.removeItem(key);
      else s?.setItem(key, token);
    } catch {
      // Storage blocked: the manager signs in again after a reload.
    }
  };
  return {
    get() {
      try {
        return sessionStore()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(token) {
      write(token);
      emit();
    },
    replace(token) {
      write(token);
      emit();
    },
    clear() {
      write(null);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
