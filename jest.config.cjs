// One Jest run for the front-end: the host, every remote and shared/ (tests sit beside the code),
// plus the repository's own scripts and build helpers (scripts/, shared/build/, in Node rather than jsdom). Each remote also runs its
// own tests alone (`pnpm --filter @telehealth/remote-people test`) with the same project settings.
const { listRemotes } = require('./shared/build/remotes.cjs');
const { frontEndProject, transform, TEST_TIMEOUT_MS } = require('./shared/test-support/jest-project.cjs');

/** @type {import('jest').Config} */
const frontEnd = frontEndProject({
  displayName: 'front-end',
  rootDir: __dirname,
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/host/src',
    ...listRemotes().map((remote) => `<rootDir>/${remote.dir}/src`),
  ],
});

/** @type {import('jest').Config} */
const scripts = {
  displayName: 'scripts',
  roots: ['<rootDir>/scripts', '<rootDir>/shared/build'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.mjs'],
  transform,
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: TEST_TIMEOUT_MS,
  projects: [frontEnd, scripts],
};
