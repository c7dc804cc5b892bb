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
);
