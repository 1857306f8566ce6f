import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { applyTreeShakingHints, treeShakingHints } from './tree-shaking-hints';

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const CHAKRA_ANATOMY = `${nodeModules}@chakra-ui/react/dist/esm/anatomy.js`;
const ZAG_ANATOMY = `${nodeModules}@zag-js/checkbox/dist/checkbox.anatomy.mjs`;
const ARK_ANATOMY = `${nodeModules}@ark-ui/react/dist/components/checkbox/checkbox.anatomy.js`;

function installed(specifier: string): string {
  return fileURLToPath(import.meta.resolve(specifier));
}

/** Bundles `entry` (production build, not written) and answers the code of the chunks. */
async function bundle(entry: string, plugins: Plugin[]): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? '\0entry' : null),
        load: (id) => (id === '\0entry' ? entry : null),
      },
      ...plugins,
    ],
    build: { write: false, minify: false, rolldownOptions: { input: 'entry' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('tree-shaking hints', () => {
  it('marks anatomy declarations pure and leaves other statements alone', () => {
    const code = [
      'const alertAnatomy = createAnatomy("alert").parts("title", "root");',
      'export const dialogAnatomy = dialogAnatomy$1.extendWith("header");',
      'var parts = anatomy.build();',
      'const other = somethingElse();',
    ].join('\n');
    expect(applyTreeShakingHints(code, CHAKRA_ANATOMY)).toEqual({
      rule: 'anatomies',
      code: [
        'const alertAnatomy = /* @__PURE__ */ createAnatomy("alert").parts("title", "root");',
        'export const dialogAnatomy = /* @__PURE__ */ dialogAnatomy$1.extendWith("header");',
        'var parts = /* @__PURE__ */ anatomy.build();',
        'const other = somethingElse();',
      ].join('\n'),
    });
  });

  it("marks React Router's component declarations pure and drops their displayName lines only", () => {
    const id = `${nodeModules}react-router/dist/development/chunk-ABC.mjs`;
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'let label = `${Link.displayName}`;',
      'options.displayName = computed;',
    ].join('\n');
    expect(applyTreeShakingHints(code, id)?.code).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'let label = `${Link.displayName}`;',
        'options.displayName = computed;',
      ].join('\n'),
    );
  });

  it('changes no other module', () => {
    const code = 'const x = createAnatomy("x").parts("a");\nX.displayName = "X";';
    expect(applyTreeShakingHints(code, '/app/web/src/anatomy.js')).toBeNull();
    expect(applyTreeShakingHints(code, `${nodeModules}@chakra-ui/react/dist/esm/recipes.js`)).toBeNull();
  });

  it('still finds the shapes it expects in the installed libraries', () => {
    const pure = (file: string) =>
      applyTreeShakingHints(readFileSync(file, 'utf8'), file)?.code.split('/* @__PURE__ */').length ?? 1;
    // Chakra declares ~40 anatomies; Zag and Ark UI one (and its parts) per module.
    expect(pure(CHAKRA_ANATOMY)).toBeGreaterThan(30);
    expect(pure(ZAG_ANATOMY)).toBe(3);
    expect(pure(ARK_ANATOMY)).toBe(2);
    const routerChunk = installed('react-router').replace(/index\.mjs$/, '');
    const chunks = readFileSync(installed('react-router'), 'utf8').match(/chunk-[\w-]+\.mjs/g) ?? [];
    const hinted = chunks
      .map((chunk) => `${routerChunk}${chunk}`)
      .map((file) => applyTreeShakingHints(readFileSync(file, 'utf8'), file)?.code ?? '')
      .join('\n');
    expect(hinted).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(hinted).not.toMatch(/^\s*ScrollRestoration\.displayName = /m);
  });

  it('keeps out of the bundle the anatomies and React Router components nobody imports', async () => {
    const entry = [
      `import { alertAnatomy } from ${JSON.stringify(CHAKRA_ANATOMY)};`,
      `import { Link } from ${JSON.stringify(installed('react-router'))};`,
      'console.log(alertAnatomy.keys(), Link);',
    ].join('\n');
    const without = await bundle(entry, []);
    const withHints = await bundle(entry, [treeShakingHints()]);
    // Without the hints the other anatomies and components stay: the test would prove nothing.
    expect(without).toContain('"color-picker"');
    expect(without).toContain('function ScrollRestoration(');
    expect(withHints).toContain('"alert"');
    expect(withHints).toContain('LinkWithRef');
    expect(withHints).not.toContain('"color-picker"');
    expect(withHints).not.toContain('function ScrollRestoration(');
    expect(withHints).not.toContain('unstable_HistoryRouter');
  }, 60_000);
});
