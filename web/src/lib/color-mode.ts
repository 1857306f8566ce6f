import { useSyncExternalStore } from 'react';
import {
  applyColorMode,
  DEFAULT_COLOR_MODE,
  readColorMode,
  THEME_STORAGE_KEY,
  type ColorMode,
} from './preferences';

/** Light/dark theme (spec §9): the stored choice lives in ./preferences, the switch and hook here. */
export { applyColorMode, DEFAULT_COLOR_MODE, readColorMode, THEME_STORAGE_KEY, type ColorMode };

const listeners = new Set<() => void>();

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
    // A prerendered page shows the default; hydrating it, React renders the stored mode right after.
    () => DEFAULT_COLOR_MODE,
  );
}
