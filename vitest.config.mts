import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { ReadOnlyFirstSequencer } from './test/integration/read-only-first-sequencer.ts';

// The same alias as tsconfig.base.json, web/vite.config.ts and esbuild (which reads tsconfig paths).
const resolve = {
  alias: {
    '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    '@chakra-recipes': fileURLToPath(
      new URL('./node_modules/@chakra-ui/react/dist/esm/theme/recipes', import.meta.url),
    ),
    '@chakra-theme': fileURLToPath(
      new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url),
    ),
  },
};

export default defineConfig({
  resolve,
  test: {
    // Vitest takes the sequencer from the root config only; it orders integration files.
    sequence: { sequencer: ReadOnlyFirstSequencer },
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/vite-plugins/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Screens rendered in jsdom (Chakra, axe scans) take seconds when CI loads both cores;
          // the 5 s default failed a kit axe test that way.
          testTimeout: 20_000,
          setupFiles: ['web/src/test-setup.ts'],
          // Pre-bundled once per run (esbuild) instead of Node importing hundreds of Chakra, Ark, Zag
          // and React modules for every test file. Everything that imports React goes in the same
          // bundle, so the tests and the screens share one React.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@chakra-ui/react',
                  '@chakra-ui/charts',
                  '@emotion/react',
                  'react',
                  'react/jsx-runtime',
                  'react/jsx-dev-runtime',
                  'react-dom',
                  'react-dom/client',
                  'react-i18next',
                  'i18next',
                  '@tanstack/react-query',
                  '@tanstack/react-table',
                  'react-router-dom',
                  'react-hook-form',
                  '@hookform/resolvers/zod',
                  '@testing-library/react',
                  'zod',
                ],
              },
            },
          },
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
