import type { Plugin } from 'vite';

/**
 * Modules that only declare component anatomies (lists of part names): Chakra's `anatomy.js`, which
 * declares the anatomy of every component, and the Ark UI / Zag modules it builds them from.
 */
const ANATOMY_MODULE =
  /(@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs)$/;

/**
 * A top-level declaration whose value is one of the anatomy builders' calls: `createAnatomy(…)`
 * (with its `.parts(…)`), `x.extendWith(…)`, `x.build()` or `x.rename(…)`.
 */
const DECLARATION =
  /^((?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*)(?=(?:createAnatomy|[\w$]+\.(?:extendWith|build|rename))\()/gm;

/**
 * Marks the anatomy declarations as pure calls, so that the bundler drops the ones nothing uses.
 * Chakra's `anatomy.js` declares every component's anatomy with calls (`createAnatomy("x").parts(…)`,
 * `dialogAnatomy.extendWith(…)`) the bundler has to keep as possible side effects: importing the
 * anatomy of one component (the app shell's recipes use a few) put those of ~20 components (colour
 * and date pickers, menus, sliders…) and their Zag modules into the app chunk of every page. The
 * builders only build objects from the names they are given (`@zag-js/anatomy`), so the calls are
 * pure. When the modules no longer have this shape nothing is marked and the bundle only grows back.
 */
export function pureAnatomy(): Plugin {
  return {
    name: 'race-registration:pure-anatomy',
    apply: 'build',
    transform: {
      filter: { id: ANATOMY_MODULE },
      handler(code, id) {
        if (!ANATOMY_MODULE.test(id)) return null;
        const marked = code.replace(DECLARATION, '$1/* @__PURE__ */ ');
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
