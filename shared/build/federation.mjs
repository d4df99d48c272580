// The one shared-dependency map used by the host and every remote (DESIGN.md section 2).
// Keeping it in one place means the singletons and their versions cannot drift apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedPackage = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));

// Packages that must exist once per page: React and everything holding a React context or a store.
// Chakra is deliberately absent: apps reach it only through `@telehealth/shared/ui` (itself a
// singleton), so one instance is shared without shipping the components no screen uses.
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  '@emotion/react',
  'next-themes',
  'react-hook-form',
  'ky',
  'luxon',
  'valibot',
];

// Subpath imports (react-dom/client, react/jsx-runtime, zustand/middleware, ...) are not shared by
// the bare key: the trailing-slash key shares them too.
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'react-router', 'zustand', '@emotion/react']);

// shared/package.json pins the exact versions every app builds with.
function installedVersion(name) {
  const version = sharedPackage.dependencies[name];
  if (!version) throw new Error(`${name} must be a pinned dependency of ${sharedPackage.name}`);
  return version;
}

/** Module Federation `shared` configuration, identical for all five apps. */
export function sharedDependencies() {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = installedVersion(name);
    const config = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = config;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = config;
  }
  // The workspace library, one entry per public subpath, so an app fetches only the parts it uses.
  // `workspace:*` is not semver: give the real version and accept any.
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (subpath.includes('*') || subpath === './dev-harness') continue;
    const key = `${sharedPackage.name}${subpath.slice(1)}`;
    shared[key] = { singleton: true, requiredVersion: false, version: sharedPackage.version };
  }
  return shared;
}

/** The names of the remotes and the URL folder each is served from. */
export const REMOTES = {
  people: 'remote_people',
  commerce: 'remote_commerce',
  catalog: 'remote_catalog',
  inbox: 'remote_inbox',
};
