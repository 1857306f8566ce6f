import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';

/** What the plugin needs of a Chakra system (`createSystem`'s result). */
export interface StaticCssSystem {
  layers: { atRule: string };
  _global: unknown;
}

export interface ChakraStaticCssOptions {
  /** Loads the app's design system (evaluated in Node at build time). */
  loadSystem: () => Promise<StaticCssSystem>;
}

/** Id of the `<style>` element; the app skips its runtime global styles when it is present. */
export const CHAKRA_STATIC_CSS_ID = 'chakra-static-css';

/**
 * The CSS Chakra's provider would insert at runtime (cascade layers, preflight, global styles and
 * every token as a CSS variable), serialised the way emotion does in the browser.
 */
export function chakraGlobalCss(system: StaticCssSystem): string {
  const cache = createCache({ key: 'css' });
  let css = '';
  for (const styles of [system.layers.atRule, system._global]) {
    const serialized = serializeStyles([styles as never], cache.registered, undefined);
    const rules: unknown = cache.insert('', serialized, cache.sheet, true);
    if (typeof rules !== 'string') throw new Error('emotion did not return the serialised rules');
    css += rules;
  }
  return css;
}

/**
 * Build-time CSS of the design system, inlined into index.html: the page is styled (tokens,
 * preflight, dark theme colours) from the first byte, and the browser does not have to build,
 * hash and insert ~50 kB of CSS on startup (see app/chakra-provider.tsx). The dev server keeps
 * Chakra's runtime global styles.
 */
export function chakraStaticCss(options: ChakraStaticCssOptions): Plugin {
  return {
    name: 'race-registration:chakra-static-css',
    apply: 'build',
    async transformIndexHtml() {
      const css = chakraGlobalCss(await options.loadSystem());
      return [{ tag: 'style', attrs: { id: CHAKRA_STATIC_CSS_ID }, children: css, injectTo: 'head' }];
    },
  };
}
