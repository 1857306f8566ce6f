import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Chakra's `createSystem` serialises every token, the preflight and the global styles into CSS
 * objects up front (`system._global`), for `ChakraProvider` to insert. The built app ships that
 * CSS in index.html instead (chakra-static-css.ts) and never reads `_global`, yet computing it was
 * about a third of the system's creation on every page load. This build-time patch makes the field
 * lazy: computed on first read, replaceable by assignment. When Chakra's code no longer has the
 * expected shape the patch is skipped with a warning (the app still works, only slower to start).
 */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'race-registration:chakra-lazy-global',
    apply: 'build',
    transform: {
      filter: { id: SYSTEM_MODULE },
      handler(code, id) {
        if (!SYSTEM_MODULE.test(id)) return null;
        if (!code.includes(EAGER) || !code.includes(FIELD)) {
          this.warn(
            `@chakra-ui/react changed: ${id} was not patched (see vite-plugins/chakra-lazy-global.ts)`,
          );
          return null;
        }
        return code
          .replace(EAGER, 'let _global;')
          .replace(
            FIELD,
            '    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n' +
              '    set _global(value) { _global = value; },\n',
          );
      },
    },
  };
}
