// This remote's tests alone (`pnpm test` in this folder); the root config runs them with the rest.
const { frontEndProject, TEST_TIMEOUT_MS } = require('@telehealth/shared/test-support/jest-project.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: TEST_TIMEOUT_MS,
  ...frontEndProject({
    displayName: require('./package.json').name,
    rootDir: __dirname,
    roots: ['<rootDir>/src'],
  }),
};
