import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import mijote from './tools/eslint-plugin-mijote.js';

// Import direction (ARCHITECTURE.md): domain <- contracts <- (api, web); only api imports db;
// web never imports db or server code; features never import each other.
const restrict = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'packages/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { mijote },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**'],
    rules: restrict(['@mijote/*', 'node:*', 'fs', 'path', 'http'], 'domain is pure: no I/O and no other Mijote package.'),
  },
  {
    files: ['packages/contracts/**'],
    rules: restrict(
      ['@mijote/db', '@mijote/db/*', '@mijote/api', '@mijote/api/*', '@mijote/web', '@mijote/web/*'],
      'contracts may import only domain.',
    ),
  },
  {
    files: ['packages/db/**'],
    rules: restrict(
      ['@mijote/contracts', '@mijote/contracts/*', '@mijote/api', '@mijote/api/*', '@mijote/web', '@mijote/web/*'],
      'db may import only domain.',
    ),
  },
  {
    files: ['apps/api/**'],
    rules: restrict(['@mijote/web/src/*'], 'api loads the web build only through its server entry.'),
  },
  {
    // Services and repositories take what they need as arguments: no Fastify plugin reaches them
    // (routes use the guards; the caller's identity is modules/auth/context's AuthContext).
    files: ['apps/api/src/modules/**/service.ts', 'apps/api/src/modules/**/repository.ts', 'apps/api/src/modules/checkout/**'],
    rules: restrict(['@mijote/web/src/*', '**/plugins/*'], 'api services and repositories never import from plugins/.'),
  },
  {
    // Money after checkout has one owner (ADR 366): the checkout calls billing, never the other way.
    files: ['apps/api/src/modules/billing/**'],
    rules: restrict(
      ['@mijote/web/src/*', '**/plugins/*', '**/checkout/*'],
      'billing never imports checkout/ (checkout → billing runs one way) nor plugins/.',
    ),
  },
  {
    // The money path reads top to bottom in named steps: no function of checkout/ over 80 lines.
    files: ['apps/api/src/modules/checkout/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...restrict(
        ['@mijote/db', '@mijote/db/*', '@mijote/api', '@mijote/api/*', '**/apps/api/**', '**/packages/db/**'],
        'web never imports db or server code.',
      ),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'mijote/no-cross-feature-imports': 'error',
    },
  },
);
