import type { Plugin } from 'vite';

/** A library's modules and the rewrites that let the bundler drop what nothing uses of them. */
interface HintRule {
  name: string;
  module: RegExp;
  rewrites: Array<[pattern: RegExp, replacement: string]>;
}

const PURE = '/* @__PURE__ */ ';

/**
 * Chakra's `anatomy.js` declares the anatomy (the list of part names) of every component with calls
 * (`createAnatomy("x").parts(…)`, `dialogAnatomy.extendWith(…)`) the bundler has to keep as possible
 * side effects: the anatomies of the few components the app shell's recipes use brought those of ~20
 * more (colour and date pickers, sliders, menus…) and their Ark UI / Zag modules into the app chunk
 * of every page. The builders (`@zag-js/anatomy`) only build objects from the names they are given:
 * the declarations are marked pure.
 */
const ANATOMIES: HintRule = {
  name: 'anatomies',
  module:
    /(@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs)$/,
  rewrites: [
    [
      /^((?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*)(?=(?:createAnatomy|[\w$]+\.(?:extendWith|build|rename))\()/gm,
      `$1${PURE}`,
    ],
  ],
};

/**
 * React Router's bundle declares its components and contexts with `React.forwardRef(…)`,
 * `React.memo(…)` and `React.createContext(…)` on a namespace import, without pure annotations, and
 * names each of them afterwards (`Link.displayName = "Link"`): both kept every component of the
 * library (`<Form>`, `<ScrollRestoration>`, `unstable_HistoryRouter`…) in the app chunk although the
 * app uses a few. The declarations are marked pure and the `displayName` assignments, which only
 * name components in React DevTools, are left out of the production bundle.
 */
const REACT_ROUTER: HintRule = {
  name: 'react-router',
  module: /react-router[\\/]dist[\\/](?:development|production)[\\/][^\\/]+\.mjs$/,
  rewrites: [
    [
      /^([ \t]*(?:var|let|const)\s+[\w$]+\s*=\s*)(?=React\d*\.(?:forwardRef|memo|createContext)\()/gm,
      `$1${PURE}`,
    ],
    [/^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm, ''],
  ],
};

const RULES = [ANATOMIES, REACT_ROUTER];

/** The module's code with the hints of the rule its id matches (and the rule's name), or null. */
export function applyTreeShakingHints(code: string, id: string): { rule: string; code: string } | null {
  const rule = RULES.find((candidate) => candidate.module.test(id));
  if (!rule) return null;
  let hinted = code;
  for (const [pattern, replacement] of rule.rewrites) hinted = hinted.replace(pattern, replacement);
  return hinted === code ? null : { rule: rule.name, code: hinted };
}

/**
 * Build-time tree-shaking hints for libraries whose published code hides from the bundler that some
 * of their top-level statements have no side effects (see each rule). The rewrites only mark or
 * remove such statements; when a library's code no longer has the expected shape, nothing matches and
 * the bundle only grows back (the build warns).
 */
export function treeShakingHints(): Plugin {
  const matched = new Set<string>();
  return {
    name: 'race-registration:tree-shaking-hints',
    apply: 'build',
    buildStart() {
      matched.clear();
    },
    transform: {
      filter: { id: RULES.map((rule) => rule.module) },
      handler(code, id) {
        const hinted = applyTreeShakingHints(code, id);
        if (!hinted) return null;
        matched.add(hinted.rule);
        return { code: hinted.code, map: null };
      },
    },
    buildEnd(error) {
      if (error) return;
      for (const rule of RULES) {
        if (!matched.has(rule.name)) {
          this.warn(
            `no module matched the "${rule.name}" tree-shaking hints (see vite-plugins/tree-shaking-hints.ts)`,
          );
        }
      }
    },
  };
}
