/** One jest run for every workspace: TypeScript through SWC, aliases as in the tsconfig files. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  // Dynamic import() stays native, so ESM-only packages load (jest runs with vm modules).
  module: { type: 'commonjs', ignoreDynamic: true },
};

module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/services',
    '<rootDir>/projections',
    '<rootDir>/infra',
    '<rootDir>/bench',
    '<rootDir>/console/src',
  ],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '^@platform/(.*)$': '<rootDir>/services/src/platform/$1',
    '^@services/(.*)$': '<rootDir>/services/src/$1',
    '^@projections/(.*)$': '<rootDir>/projections/src/$1',
    '^@infra/(.*)$': '<rootDir>/infra/src/$1',
    '^@bench/(.*)$': '<rootDir>/bench/src/$1',
    '^@console/(.*)$': '<rootDir>/console/src/$1',
  },
  setupFiles: ['reflect-metadata'],
  // One product image per run for the integration suites to start from (services/src/testing/product-images.ts).
  globalSetup: '<rootDir>/services/src/testing/test-run-setup.ts',
  globalTeardown: '<rootDir>/services/src/testing/test-run-teardown.ts',
  // Two files at a time: most of a file's time is spent waiting on PostgreSQL, Redis and timers.
  maxWorkers: 2,
  // A worker keeps what every file it ran loaded (about 70 MB a file that starts the product):
  // after a hundred files its collector ran for seconds at a time, and timeouts of a few seconds
  // failed in whatever file came next. A worker past this after a file is replaced.
  workerIdleMemoryLimit: '1GB',
  testTimeout: 60000,
  // Every suite closes what it opens, but one left-over socket or timer among ~190 suites run in
  // one process must not hold CI until its time limit: the results are in once the run completes.
  forceExit: true,
};
