import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import { chakraLazyGlobal } from './vite-plugins/chakra-lazy-global.ts';
import { chakraStaticCss } from './vite-plugins/chakra-static-css.ts';
import { appChunking } from './vite-plugins/chunking.ts';
import { inlineBoot } from './vite-plugins/inline-boot.ts';
import { staticAssets } from './vite-plugins/static-assets.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webRoot,
  // `npm run dev`-style work against the local stack: the dev server forwards the API to it.
  server: {
    host: '127.0.0.1',
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
  plugins: [
    react(),
    chakraLazyGlobal(),
    chakraStaticCss({ loadSystem: async () => (await import('./src/app/chakra-system.ts')).createGlobalCssSystem() }),
    inlineBoot({
      entry: `${webRoot}src/boot/inline-boot.ts`,
      srcDir: `${webRoot}src`,
      // Loaded with Vite's module runner: the app's modules are not part of this config's bundle.
      loadRoutes: async () =>
        (
          await runnerImport<typeof import('./src/boot/boot-routes.ts')>(`${webRoot}src/boot/boot-routes.ts`, {
            configFile: false,
            logLevel: 'silent',
          })
        ).module.BOOT_ROUTES,
    }),
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
    // The public budget is checked on gzip size; keep warnings meaningful.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: { codeSplitting: appChunking() },
      treeshake: {
        // Schemas of shared/ (zod) are only types for the SPA, and Chakra's define* helpers are
        // identity functions: marking them pure keeps zod and unused recipes out of the bundle.
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
      },
    },
  },
});
