// One Jest run for the front-end: the host, every remote and shared/ (tests sit beside the code),
// plus the repository's own scripts (scripts/, in Node rather than jsdom).
const transform = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** @type {import('jest').Config} */
const frontEnd = {
  displayName: 'front-end',
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/host/src',
    '<rootDir>/remote-people/src',
    '<rootDir>/remote-commerce/src',
    '<rootDir>/remote-catalog/src',
    '<rootDir>/remote-inbox/src',
  ],
  testEnvironment: '<rootDir>/shared/test-support/jsdom-with-fetch.cjs',
  setupFilesAfterEnv: ['<rootDir>/shared/test-support/setup-tests.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform,
  // ky (and a few Chakra dependencies) ship ESM only: let them through the transform (pnpm layout).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm|ky|@chakra-ui|@ark-ui|@zag-js|proxy-compare|uqr)/)',
    '/node_modules/\\.pnpm/(?!(ky|@chakra-ui|@ark-ui|@zag-js|proxy-compare|uqr)@)',
  ],
  moduleNameMapper: {
    '^@telehealth/shared/(.*)$': '<rootDir>/shared/src/$1',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/shared/test-support/file-stub.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

/** @type {import('jest').Config} */
const scripts = {
  displayName: 'scripts',
  roots: ['<rootDir>/scripts'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.mjs'],
  transform,
};

/** @type {import('jest').Config} */
module.exports = {
  // A generous limit per test: on a loaded 2-core CI machine a user-event test can take several
  // seconds; the tests assert behaviour, never speed (that is what `pnpm bench` is for).
  testTimeout: 30_000,
  projects: [frontEnd, scripts],
};
