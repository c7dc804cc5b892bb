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
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'SQL belongs in repositories and projections (STYLE.md §4).' }],
        },
      ],
    },
  },
  { files: sqlHomes, rules: { 'no-restricted-imports': 'off' } },
);
