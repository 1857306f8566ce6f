import { useSyncExternalStore } from 'react';
import { STYLING_AREAS, type StylingArea } from '@shared/styling-areas';

/**
 * Series stylings (spec §1/§3): a series can colour areas of its pages (navbar, cart, checkout,
 * start list, root) with `<area>Background` / `<area>Color` slots. While one of the series' pages is
 * shown, the resolved colours are published here (the top bar and the cart read them) and as CSS
 * variables `--series-<area>-bg` / `--series-<area>-fg` on <html>.
 *
 * The store lives here (the top bar needs it on every page); resolving slots into colours is in
 * series-styling-resolve.ts, loaded with the series pages only.
 */
export { STYLING_AREAS, type StylingArea };

export interface AreaStyle {
  bg: string;
  fg: string;
  appearance: 'light' | 'dark';
}
export type SeriesStyling = Partial<Record<StylingArea, AreaStyle>>;

const cssName = (area: StylingArea) => area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

let current: SeriesStyling = {};
const listeners = new Set<() => void>();

/** Publishes the styling of the series page being shown ({} when it goes). */
export function publishSeriesStyling(next: SeriesStyling): void {
  current = next;
  if (typeof document !== 'undefined') {
    const style = document.documentElement.style;
    for (const area of STYLING_AREAS) {
      const value = next[area];
      if (value) {
        style.setProperty(`--series-${cssName(area)}-bg`, value.bg);
        style.setProperty(`--series-${cssName(area)}-fg`, value.fg);
      } else {
        style.removeProperty(`--series-${cssName(area)}-bg`);
        style.removeProperty(`--series-${cssName(area)}-fg`);
      }
    }
  }
  listeners.forEach((l) => l());
}

/** The styling of the series whose page is shown ({} elsewhere). */
export function useSeriesStyling(): SeriesStyling {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // A prerendered page has the default styling; the series' own is set after hydration.
    () => current,
  );
}
