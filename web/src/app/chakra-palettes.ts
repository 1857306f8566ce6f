/**
 * Colour palettes of Chakra's theme the app never uses (it uses gray, red, orange, green, blue and
 * teal as brand): left out of the tokens, which makes the system cheaper to build on every page load
 * and the token CSS smaller. The build also leaves them out of the bundle
 * (web/vite-plugins/chakra-unused-palettes.ts). Remove a palette from this list before using it.
 */
export const UNUSED_PALETTES: ReadonlySet<string> = new Set(['yellow', 'cyan', 'purple', 'pink']);

/** The colours without the unused palettes. */
export function withoutUnusedPalettes<T extends Record<string, unknown>>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([key]) => !UNUSED_PALETTES.has(key))) as T;
}
