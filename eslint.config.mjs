import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** SQL stays in repositories, projections, migrations, the stores and benchmarks (STYLE.md §4). */
const sqlHomes = [
  'services/src/platform/database/**',
  'services/src/platform/event-store/sql/**',
  'services/src/platform/jobs/**',
  'services/src/**/*.repository.ts',
  'services/src/**/*.spec.ts',
  'projections/**',
  'infra/**',
  'bench/**',
];
const kysely = { name: 'kysely', message: 'SQL belongs in repositories and projections (STYLE.md §4).' };

/** The bounded contexts: every folder of services/src but the platform and the test app. */
const contexts = readdirSync(new URL('./services/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['platform', 'testing'].includes(entry.name))
  .map((entry) => entry.name);

/**
 * Import boundaries (CONTRIBUTING.md). A context reaches another only through its public file,
 * and the read side of other contexts only through their queries; a read model reads its own
 * context's events and wire shapes, nothing else of the write side.
 */
function boundariesOf(context) {
  return {
    services: {
      regex: `^@services/(?!(?:${context}|testing)/)([^/]+)/(?!\\1\\.public$)`,
      message: 'Another context is reached through its public file (@services/<context>/<context>.public).',
    },
    readSide: {
      regex: '^@projections/(?!.*\\.queries$|runner/testing/)',
      message:
        'A context uses the read side through read models\u2019 queries; its manifest names its projections.',
    },
    writeSide: {
      regex: `^@services/(?!${context}/(?:.*/)?[^/]+\\.(?:events|wire)$)`,
      message: 'A read model reads only its own context\u2019s events and wire shapes.',
    },
  };
}

const restrict = (patterns, withKysely) => ['error', { paths: withKysely ? [kysely] : [], patterns }];

const contextBoundaries = contexts.flatMap((context) => {
  const { services, readSide, writeSide } = boundariesOf(context);
  const code = [`services/src/${context}/**/*.ts`];
  return [
    { files: code, rules: { 'no-restricted-imports': restrict([services, readSide], true) } },
    {
      files: [`services/src/${context}/**/*.repository.ts`, `services/src/${context}/**/*.spec.ts`],
      rules: { 'no-restricted-imports': restrict([services, readSide], false) },
    },
    // The manifest names the context's read models.
    {
      files: [`services/src/${context}/${context}.context.ts`],
      rules: { 'no-restricted-imports': restrict([services], true) },
    },
    {
      files: [`projections/src/${context}/**/*.ts`],
      ignores: ['**/*.spec.ts'],
      rules: { 'no-restricted-imports': restrict([writeSide], false) },
    },
  ];
});

/**
 * The console's boundaries (CONTRIBUTING.md, STYLE.md §1). Features do not import each other:
 * a feature imports itself and the shared folders, and app/ composes the features. The shared
 * folders (components, lib, hooks, config) import no feature and not the app. The server's code
 * reaches the console only as type-only `*.wire` files (and wire-shapes' Serialized). Test helpers (testing/) start the app's
 * messages and services, so only specs import them.
 */
const consoleFeatures = readdirSync(new URL('./console/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const consoleSpecs = ['console/src/**/*.spec.ts', 'console/src/**/*.spec.tsx'];
const serverWire = [
  {
    regex: '^@services/(?!.*\\.wire$)',
    message: 'The console imports of the server only its type-only *.wire files.',
  },
  {
    regex: '^@services/.*\\.wire$',
    allowTypeImports: true,
    message: 'A *.wire file is imported as `import type`: the console ships none of the server.',
  },
  {
    regex: '^@platform/http/wire-shapes$',
    allowTypeImports: true,
    message: 'wire-shapes is imported as `import type` (Serialized): the console ships none of the server.',
  },
  {
    regex: '^@(?:platform/(?!http/wire-shapes$)|projections/|infra/|bench/)',
    message: 'The console imports of the server only its type-only *.wire files.',
  },
];
/** Relative paths would cross a boundary unseen; the console imports by its @console alias. */
const relative = { regex: '^\\.', message: 'Import by the @console/ alias (STYLE.md §8).' };

function consoleRestrict(allowed, message, withRelative = true) {
  const patterns = [...serverWire, { regex: `^@console/(?!${allowed.join('|')})`, message }];
  return ['error', { patterns: withRelative ? [...patterns, relative] : patterns }];
}
const shared = ['components/', 'lib/', 'hooks/', 'config/'];
const sharedMessage =
  'Shared code (components, lib, hooks, config) imports no feature and not app/; test helpers only in specs.';
const featureMessage =
  'A feature imports only itself and components/, lib/, hooks/, config/ (test helpers in specs); app/ composes the features.';

const consoleBoundaries = [
  {
    files: ['console/src/**/*.ts', 'console/src/**/*.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverWire }] },
  },
  {
    files: ['console/src/{components,lib,hooks,config}/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': consoleRestrict(shared, sharedMessage) },
  },
  {
    files: consoleSpecs.map((specs) =>
      specs.replace('console/src/', 'console/src/{components,lib,hooks,config}/'),
    ),
    rules: {
      '@typescript-eslint/no-restricted-imports': consoleRestrict(
        [...shared, 'testing/'],
        sharedMessage,
        false,
      ),
    },
  },
  ...consoleFeatures.flatMap((feature) => [
    {
      files: [`console/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        '@typescript-eslint/no-restricted-imports': consoleRestrict(
          [`features/${feature}/`, ...shared],
          featureMessage,
        ),
      },
    },
    {
      files: consoleSpecs.map((specs) => specs.replace('console/src/', `console/src/features/${feature}/`)),
      rules: {
        '@typescript-eslint/no-restricted-imports': consoleRestrict(
          [`features/${feature}/`, ...shared, 'testing/'],
          featureMessage,
          false,
        ),
      },
    },
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-imports': ['error', { paths: [kysely] }],
    },
  },
  { files: sqlHomes, rules: { 'no-restricted-imports': 'off' } },
  ...contextBoundaries,
  ...consoleBoundaries,
  // This file runs in Node, whose globals the recommended rules do not know.
  { files: ['eslint.config.mjs'], languageOptions: { globals: { URL: 'readonly' } } },
);
