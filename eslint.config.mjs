import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Server-side packages the web must never import. */
const serverOnly = ['fastify', '@fastify/*', 'fastify-*', 'socket.io', 'drizzle-orm', 'drizzle-kit', 'pg', '@electric-sql/pglite'];
/** Browser-side packages the api must never import. */
const browserOnly = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  'styled-components',
  '@reduxjs/toolkit',
  'socket.io-client',
  '@nivo/*',
  '@fontsource/*',
  '@mdi/js',
];

const serverOnlyBan = { group: serverOnly, message: 'Web code must not import server packages.' };
const nivoBan = { group: ['@nivo/*'], message: 'Charts live in libs/web/stats, loaded lazily.' };
const socketClientBan = { group: ['socket.io-client'], message: 'Only libs/web/api-client opens sockets: use createLiveSocket.' };

/**
 * Nx lib boundaries; `bannedForApi` is what api code may not import (its socket tests may use the client); an app's
 * tests and their helpers may use the test kits too.
 */
const moduleBoundaries = (bannedForApi, { appTests = false } = {}) => [
  'error',
  {
    enforceBuildableLibDependency: true,
    allow: [],
    depConstraints: [
      {
        sourceTag: 'type:app',
        onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util', ...(appTests ? ['type:testing'] : [])],
      },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:e2e'] },
      { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:testing'] },
      // The web's test kit: the data-access and ui pieces a test renders with; nothing depends on it but tests.
      { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
      { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
      { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
      { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
      // Domains: a learner lib never imports an admin lib (the host plugs admin pieces into learner slots).
      { sourceTag: 'domain:learner', onlyDependOnLibsWithTags: ['domain:learner', 'domain:shared'] },
      { sourceTag: 'domain:admin', onlyDependOnLibsWithTags: ['domain:admin', 'domain:shared'] },
      { sourceTag: 'domain:shared', onlyDependOnLibsWithTags: ['domain:shared'] },
      { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'], bannedExternalImports: serverOnly },
      { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'], bannedExternalImports: bannedForApi },
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'], bannedExternalImports: [...serverOnly, ...browserOnly] },
    ],
  },
];

/** A floor of the api: its files may not import what `above` matches (nor browser packages); tests may. */
const apiFloor = (files, above, message) => ({
  files: [files],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: browserOnly, message: 'Api and shared code must not import browser packages.' },
          { regex: above, message },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'libs/api/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['**/*.tsx', 'libs/web/**/*.ts', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Project code; the projects' tool configs (vite, vitest, playwright) may share root helpers.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(browserOnly),
    },
  },
  // What web code may import beyond the boundaries: never server packages; nivo only in the stats lib (loaded
  // lazily); socket.io-client only in api-client (the one socket factory, loaded on first use).
  {
    files: ['libs/web/**', 'apps/web/**'],
    ignores: ['libs/web/stats/**', 'libs/web/api-client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnlyBan, nivoBan, socketClientBan] }] },
  },
  // Styles are written with logical properties (inline-start/end), so a right-to-left page mirrors by itself.
  {
    files: ['libs/web/**/*.tsx', 'libs/web/**/*.ts', 'apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TemplateElement[value.raw=/(^|[\\s;{])((margin|padding|border)-(left|right)|left|right)\\s*:|text-align:\\s*(left|right)|float:\\s*(left|right)/]',
          message:
            'Use logical properties (margin-inline-start, inset-inline-end, text-align: start…): pages in a right-to-left language mirror by themselves.',
        },
      ],
    },
  },
  {
    files: ['libs/web/stats/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnlyBan, socketClientBan] }] },
  },
  {
    files: ['libs/web/api-client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnlyBan, nivoBan] }] },
  },
  {
    files: ['apps/api/**', 'libs/api/**', 'libs/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: browserOnly, message: 'Api and shared code must not import browser packages.' }] },
      ],
    },
  },
  // The Digital Credentials Consortium's libraries ship JavaScript only; the shared credentials lib types the parts
  // used in an ambient declaration file that its modules reference by path, so every program that reads them has them.
  {
    files: ['libs/shared/credentials/src/**/*.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }] },
  },
  // The api's floor plan: the platform lib (libs/api/platform) at the bottom (its tags keep it there), the domain libs
  // on it, the server kit and the host on top. A domain never imports the server kit (the host composes them) nor,
  // outside its tests, the test kit; one domain's imports of another make the Nx graph, which may not cycle.
  {
    ...apiFloor(
      'libs/api/*/src/**/*.ts',
      '^@tiles/api-(server|testing)(/|$)',
      'Domains stand on the platform (@tiles/api-platform): the host composes them with the server kit.',
    ),
    ignores: ['**/*.test.ts', 'libs/api/server/**', 'libs/api/testing/**'],
  },
  {
    // The api's socket tests play the browser's part with the real socket.io client; api code itself may not.
    files: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**/*.ts', 'libs/api/*/src/**/*.test.ts'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(
        browserOnly.filter((name) => name !== 'socket.io-client'),
        { appTests: true },
      ),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: browserOnly.filter((name) => name !== 'socket.io-client'), message: 'Api code must not import browser packages.' },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files run where only require() exists (CATAPULT's Jest loads its LMS adapter with require).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', Buffer: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
