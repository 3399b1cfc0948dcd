import js from '@eslint/js';
import fs from 'node:fs';
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// tsconfig.json's path aliases (`~/*` -> `./web/src/*`), so that the import resolver finds what they name.
const ALIASES = Object.entries(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'tsconfig.json'), 'utf8')).compilerOptions.paths).map(
  ([alias, [target]]) => [alias.replace(/\*$/, ''), path.join(import.meta.dirname, target.replace(/\*$/, ''))],
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.tools',
      'test-results',
      'playwright-report',
      '.sanity',
      // React Router's generated route types (react-router dev / typegen).
      '.react-router',
      'studio/dist',
      '**/sanity.types.ts',
      // Files that break the import rules on purpose; tests/lint/boundaries.test.ts lints them.
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Across the repository: contracts/ is what the browser and the server share, so it imports
  // neither; the server never imports the web app, nor the web app the server. (The fixtures
  // folders stand in for each area in tests/lint/boundaries.test.ts.)
  {
    files: ['contracts/**/*.ts', 'tests/lint/fixtures/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(web|api)/|^~/', message: 'contracts/ is shared by browser and server: it imports neither web/ nor api/.' }] },
      ],
    },
  },
  {
    files: ['api/**/*.ts', 'tests/lint/fixtures/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)web/|^~/', message: 'api/ never imports web/: what both need belongs in contracts/.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/lint/fixtures/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)api/(src|$)', message: 'web/ never imports api/: what both need belongs in contracts/.' }] },
      ],
    },
  },
  {
    // Imports flow one way: shared -> features -> app; no feature imports another feature.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/shared' },
      ],
      'import/resolver': {
        node: {
          extensions: ['.ts', '.tsx', '.js'],
          // The node resolver looks a bare name up in node_modules folders; an alias is looked up where it points.
          packageIterator: (request, _start, nodeModulesCandidates) => {
            const alias = ALIASES.find(([prefix]) => request.startsWith(prefix));
            return alias ? [path.join(alias[1], request.slice(alias[0].length))] : nodeModulesCandidates();
          },
        },
      },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'shared'] },
            { from: 'feature', allow: ['shared', ['feature', { feature: '${from.feature}' }]] },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
    },
  },
);
