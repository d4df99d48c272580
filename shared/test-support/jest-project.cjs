// The Jest set-up of a front-end app (the host, a remote, shared/), in one place: the root config
// runs every app's tests with it, and each remote's own `pnpm test` runs just its folder with it.
const path = require('node:path');

const SHARED = path.resolve(__dirname, '..');

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

/**
 * A Jest project for front-end code under `roots` (jsdom with fetch, Testing Library).
 * @param {{ displayName: string, rootDir: string, roots: string[] }} options
 */
function frontEndProject({ displayName, rootDir, roots }) {
  return {
    displayName,
    rootDir,
    roots,
    testEnvironment: path.join(SHARED, 'test-support/jsdom-with-fetch.cjs'),
    setupFilesAfterEnv: [path.join(SHARED, 'test-support/setup-tests.ts')],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform,
    // ky (and a few Chakra dependencies) ship ESM only: let them through the transform (pnpm layout).
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm|ky|@chakra-ui|@ark-ui|@zag-js|proxy-compare|uqr)/)',
      '/node_modules/\\.pnpm/(?!(ky|@chakra-ui|@ark-ui|@zag-js|proxy-compare|uqr)@)',
    ],
    moduleNameMapper: {
      '^@telehealth/shared/test-support/(.*)$': path.join(SHARED, 'test-support/$1'),
      '^@telehealth/shared/build/(.*)$': path.join(SHARED, 'build/$1'),
      '^@telehealth/shared/(.*)$': path.join(SHARED, 'src/$1'),
      '\\.(svg|png|jpe?g|webp)$': path.join(SHARED, 'test-support/file-stub.cjs'),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}

// A generous limit per test: on a loaded 2-core CI machine a user-event test can take several
// seconds; the tests assert behaviour, never speed (that is what `pnpm bench` is for).
const TEST_TIMEOUT_MS = 30_000;

module.exports = { frontEndProject, transform, TEST_TIMEOUT_MS };
