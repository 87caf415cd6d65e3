import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import catalogBoundaries from './tools/eslint/catalog-boundaries.js';
import dataOwnership from './tools/eslint/data-ownership.js';
import featureBoundaries from './tools/eslint/feature-boundaries.js';
import repositoryOwnership from './tools/eslint/repository-ownership.js';
import serverLayers from './tools/eslint/server-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: {
      local: {
        rules: {
          'catalog-boundaries': catalogBoundaries,
          'repository-ownership': repositoryOwnership,
          'server-layers': serverLayers,
        },
      },
    },
    rules: {
      'local/catalog-boundaries': 'error',
      'local/repository-ownership': 'error',
      'local/server-layers': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      local: {
        rules: { 'data-ownership': dataOwnership, 'feature-boundaries': featureBoundaries },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'local/data-ownership': 'error',
      'local/feature-boundaries': 'error',
      // Values from the core root pull all of zod into the bundle; types are free.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@unclewatch/core',
              message:
                "Import values from '@unclewatch/core/browser' (zod-free); types may use 'import type'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
