import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const dirsOf = (dir) => {
  try {
    return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/** Feature folders may use app-wide code (lib, components) but never each other (bulletproof-react). */
const featureIsolation = (base) =>
  dirsOf(base).map((name) => ({
    target: `${base}${name}`,
    from: base,
    except: [`./${name}`],
    message:
      'Features do not import each other: move shared code to lib/ or components/, or let app/ wire them.',
  }));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'cdk.out',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Public pages must never pull admin code, and features do not import each other.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/**', '@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*'],
              message: 'Web code must not import backend code.',
            },
          ],
          paths: [
            {
              name: '@chakra-ui/react/theme',
              message:
                "Import the module itself ('@chakra-recipes/<name>', '@chakra-theme/…'): the barrel puts every recipe in the app chunk.",
            },
            ...['react-router-dom', 'react-router'].map((name) => ({
              name,
              importNames: ['Link', 'NavLink'],
              message:
                "Use RouterLink / NavRouterLink (web/src/components/router-link.tsx): React Router's links bring its framework-mode prefetching to every page.",
            })),
          ],
        },
      ],
    },
  },
  {
    // Boundaries by import path (resolved, so relative and aliased imports count alike).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIsolation('./web/src/features/'),
            ...featureIsolation('./web/src/back-office/features/'),
            {
              // Public pages load no back-office code: only the router reaches it, lazily.
              target: ['./web/src/features', './web/src/components', './web/src/lib', './web/src/boot'],
              from: './web/src/back-office',
              message: 'Public code must not import the back office (the app router loads it lazily).',
            },
            {
              target: './functions/domain',
              from: ['./functions/adapters', './functions/api', './functions/workers'],
              message: 'Domain code is pure: adapters are passed in as ports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'react', 'react-dom', '**/functions/**', '**/web/**'],
              message: 'shared/ holds code used by web and functions alone: no AWS SDK, no React.',
            },
          ],
        },
      ],
    },
  },
  {
    // Files a newcomer can hold in the head: at most 400 lines of product code. Data tables (code
    // lists, built-in texts) are exempt; tests and benches are not product code.
    files: [
      'functions/**/*.ts',
      'shared/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'web/vite-plugins/**/*.ts',
      'infra/**/*.ts',
      'scripts/**/*.ts',
    ],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test-fixtures.ts',
      'scripts/bench*/**',
      'scripts/bench-*.ts',
      'functions/domain/emails/default-texts.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
