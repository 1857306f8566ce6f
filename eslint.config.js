import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
