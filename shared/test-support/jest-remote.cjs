// The Jest config of a remote's own `pnpm test`, run in the remote's folder: its src/ alone.
const path = require('node:path');
const { frontEndProject, TEST_TIMEOUT_MS } = require('./jest-project.cjs');

const rootDir = process.cwd();

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: TEST_TIMEOUT_MS,
  ...frontEndProject({
    displayName: require(path.join(rootDir, 'package.json')).name,
    rootDir,
    roots: ['<rootDir>/src'],
  }),
};
