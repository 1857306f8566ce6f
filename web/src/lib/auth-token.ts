/**
 * Where the access token lives (spec §9): local storage when the user ticked "remember me",
 * session storage otherwise. Storage can be unavailable (privacy modes): every access is guarded.
 */
export const TOKEN_STORAGE_KEY = 'accessToken';

export interface TokenStore {
  get(): string | null;
  /** Stores a fresh token from a login; `remember` picks local vs session storage. */
  set(token: string, remember: boolean): void;
  /** Replaces a renewed token where the old one was kept. */
  replace(token: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(kind: 'local' | 'session'): string | null {
  try {
    return storage(kind)?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', token: string | null): void {
  try {
    const s = storage(kind);
    if (!s) return;
    if (token === null) s.removeItem(TOKEN_STORAGE_KEY);
    else s.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage full or blocked: the session simply is not persisted.
  }
}

export function createBrowserTokenStore(): TokenStore {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => read('local') ?? read('session'),
    set(token, remember) {
      write(remember ? 'local' : 'session', token);
      write(remember ? 'session' : 'local', null);
      emit();
    },
    replace(token) {
      write(read('local') !== null ? 'local' : 'session', token);
      emit();
    },
    clear() {
      const had = read('local') !== null || read('session') !== null;
      write('local', null);
      write('session', null);
      if (had) emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const tokenStore: TokenStore = createBrowserTokenStore();
