import { useSyncExternalStore } from 'react';

/** Light/dark theme (spec §9): kept in local storage under `theme`, dark by default. */
export type ColorMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_COLOR_MODE: ColorMode = 'dark';

const listeners = new Set<() => void>();

export function readColorMode(): ColorMode {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

/** Chakra's `_dark`/`_light` conditions key off the `dark`/`light` class on <html>. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

export function setColorMode(mode: ColorMode): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not persisted when storage is blocked; the switch still applies for this page view.
  }
  current = mode;
  applyColorMode(mode);
  listeners.forEach((l) => l());
}

let current: ColorMode = typeof window === 'undefined' ? DEFAULT_COLOR_MODE : readColorMode();

export function useColorMode(): ColorMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
