import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
    staticAssets({
      flagsDir: `${repoRoot}node_modules/flag-icons/flags/4x3`,
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The public budget is checked on gzip size; keep warnings meaningful.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
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
