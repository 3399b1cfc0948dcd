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

/**
 * Which api/src domains each domain may import besides its own files (eslint.config.js's rooms for
 * api/). A pair that runs both ways (community and safety, interactions and community) is a knot to
 * untie, not a pattern to copy.
 */
const API_DOORS = {
  accounts: ['auth'],
  auth: [],
  community: ['auth', 'content', 'interactions', 'karma', 'members', 'safety'],
  content: [],
  desk: ['auth', 'members', 'payments'],
  donations: ['content', 'payments'],
  enquiries: ['auth'],
  episodes: ['auth', 'interactions', 'safety'],
  guide: ['auth', 'content'],
  insights: ['auth', 'community', 'content', 'interactions', 'karma', 'members', 'safety'],
  interactions: ['auth', 'community', 'content', 'episodes', 'karma', 'members', 'safety'],
  karma: ['auth', 'community', 'content', 'safety'],
  learning: ['auth', 'community', 'content', 'interactions'],
  live: ['auth'],
  market: ['auth', 'content', 'episodes', 'karma', 'members', 'payments'],
  members: ['accounts', 'auth', 'content', 'karma', 'uploads'],
  memberships: ['auth', 'content', 'payments'],
  messaging: ['auth', 'community', 'content', 'live', 'members', 'safety', 'uploads'],
  payments: [],
  safety: ['accounts', 'auth', 'community', 'content', 'interactions', 'karma', 'live', 'members'],
  site: ['content', 'learning'],
  studio: ['auth', 'content', 'uploads'],
  uploads: ['content'],
};

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
    // api/src as rooms with doors: a domain folder (auth, community, safety, …) imports the
    // server's groundwork (db, http, email, clock, config), the member-data registry every feature
    // registers on, its own files, and only the other domains named for it below. Sessions (auth)
    // sit under every feature, so they import none; a migration must do the same thing on every
    // database it ever meets, so it imports no live domain code. v1.ts and app.ts assemble them all.
    files: ['api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'migration', pattern: 'api/src/db/migrations', mode: 'folder' },
        { type: 'groundwork', pattern: ['api/src/db', 'api/src/http', 'api/src/email', 'api/src/types'], mode: 'folder' },
        { type: 'groundwork', pattern: ['api/src/clock.ts', 'api/src/config.ts'], mode: 'full' },
        { type: 'assembly', pattern: 'api/src/*.ts', mode: 'full' },
        { type: 'registry', pattern: 'api/src/members/dataRegistry.ts', mode: 'full' },
        { type: 'domain', pattern: 'api/src/*', mode: 'folder', capture: ['domain'] },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} ${file.domain} may not import ${dependency.type} ${dependency.domain}: add the door in eslint.config.js only if the dependency belongs there',
          rules: [
            { from: 'assembly', allow: ['assembly', 'groundwork', 'registry', 'domain', 'migration'] },
            // config.ts names the settings each domain reads (their types); the migrations runner lists the migrations.
            { from: 'groundwork', allow: ['groundwork', 'migration', 'domain'] },
            { from: 'migration', allow: ['groundwork'] },
            { from: 'registry', allow: ['groundwork'] },
            { from: 'domain', allow: ['groundwork', 'registry', ['domain', { domain: '${from.domain}' }]] },
            ...Object.entries(API_DOORS).map(([from, to]) => ({ from: [['domain', { domain: from }]], allow: to.map((domain) => ['domain', { domain }]) })),
          ],
        },
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
