import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import { apiContract } from './vite-plugins/api-contract.ts';
import { chakraLazyGlobal } from './vite-plugins/chakra-lazy-global.ts';
import { chakraStaticCss } from './vite-plugins/chakra-static-css.ts';
import { chakraUnusedPalettes } from './vite-plugins/chakra-unused-palettes.ts';
import { cspHashes } from './vite-plugins/csp-hashes.ts';
import { appChunking } from './vite-plugins/chunking.ts';
import { UNUSED_PALETTES } from './src/app/chakra-palettes.ts';
import { inlineBoot } from './vite-plugins/inline-boot.ts';
import { staticAssets } from './vite-plugins/static-assets.ts';
import { treeShakingHints } from './vite-plugins/tree-shaking-hints.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const alias = {
  '@shared': `${repoRoot}shared`,
  // Modules of Chakra's theme, one at a time: its '@chakra-ui/react/theme' barrel imports every
  // recipe, so any recipe a lazy page used landed in the app chunk (src/app/chakra-theme.ts).
  '@chakra-recipes': `${repoRoot}node_modules/@chakra-ui/react/dist/esm/theme/recipes`,
  '@chakra-theme': `${repoRoot}node_modules/@chakra-ui/react/dist/esm/theme`,
};

/** Bundler hints both builds share (see the client build below for why each is there). */
const treeshake = {
  moduleSideEffects: [
    { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
  ],
  manualPureFunctions: [
    'z',
    'defineConfig',
    'defineRecipe',
    'defineSlotRecipe',
    'defineTokens',
    'defineSemanticTokens',
    'defineKeyframes',
    'defineGlobalStyles',
    'defineTextStyles',
    'defineLayerStyles',
    'defineAnimationStyles',
    'defineStyle',
  ],
};

/**
 * The SSR build (`vite build --ssr`, right after the client build into its `ssr/` folder): the app
 * rendered by the render-pages worker (src/app/server-render.tsx), which reads it beside index.html
 * so both come from the same sources. One self-contained file (dependencies and lazy chunks
 * included): the worker loads it from the bucket, where no node_modules is. Browsers never load it.
 */
const ssrConfig = defineConfig({
  root: webRoot,
  resolve: { alias },
  plugins: [
    react(),
    apiContract({ areasDir: `${repoRoot}shared/api/areas` }),
    chakraLazyGlobal(),
    chakraUnusedPalettes(UNUSED_PALETTES),
    treeShakingHints(),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: '../dist/web/ssr',
    emptyOutDir: true,
    target: 'node22',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: `${webRoot}src/app/server-render.tsx`,
      output: { codeSplitting: false, entryFileNames: 'server-render.js', format: 'es' },
      treeshake,
    },
  },
});

const clientConfig = defineConfig({
  root: webRoot,
  // `npm run dev`-style work against the local stack: the dev server forwards the API to it.
  server: {
    host: '127.0.0.1',
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
  resolve: { alias },
  plugins: [
    react(),
    apiContract({ areasDir: `${repoRoot}shared/api/areas` }),
    chakraLazyGlobal(),
    chakraUnusedPalettes(UNUSED_PALETTES),
    treeShakingHints(),
    chakraStaticCss({
      // Loaded with Vite's module runner (and the aliases): not part of this config's bundle.
      loadSystem: async () => {
        const { module } = await runnerImport<typeof import('./src/app/chakra-system.ts')>(
          `${webRoot}src/app/chakra-system.ts`,
          { configFile: false, logLevel: 'silent', resolve: { alias } },
        );
        return module.createGlobalCssSystem();
      },
    }),
    inlineBoot({
      entry: `${webRoot}src/boot/inline-boot.ts`,
      srcDir: `${webRoot}src`,
      // Loaded with Vite's module runner: the app's modules are not part of this config's bundle.
      loadRoutes: async () => {
        const { module } = await runnerImport<typeof import('./src/boot/landing-routes.ts')>(
          `${webRoot}src/boot/landing-routes.ts`,
          { configFile: false, logLevel: 'silent' },
        );
        return [
          ...module.LANDING_ROUTES,
          ...Object.entries(module.LANGUAGE_MODULES).map(([language, file]) => ({
            name: `language:${language}`,
            module: file,
          })),
        ];
      },
    }),
    cspHashes(),
    staticAssets({
      flagsDir: `${repoRoot}node_modules/flag-icons/flags/4x3`,
    }),
  ],
  build: {
    outDir: '../dist/web',
    // Browsers without <link rel="modulepreload"> (Safari < 17) just load the chunks on demand.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The app chunk (React, router, i18next, react-query, Chakra's runtime, the shell) is one file on
    // purpose (vite-plugins/chunking.ts), ~550 kB minified; the public budget (150 kB compressed JS
    // per page) is measured by `npm run bench:web`. Warn when a chunk grows beyond that.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting: appChunking() },
      treeshake: {
        // CommonJS helpers emotion's `withTheme` would use (it is never used): without this hint their
        // wrappers stay in the bundle only because requiring a CommonJS module could have effects.
        moduleSideEffects: treeshake.moduleSideEffects,
        // Schemas of shared/ (zod) are only types for the SPA, and Chakra's define* helpers are
        // identity functions: marking them pure keeps zod and unused recipes out of the bundle.
        manualPureFunctions: treeshake.manualPureFunctions,
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : clientConfig));
