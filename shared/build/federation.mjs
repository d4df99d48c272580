// The one shared-dependency map used by the host and every remote.
// Keeping it in one place means the singletons and their versions cannot drift apart.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
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
  'ky',
  'luxon',
  // One QueryClient and one cache for the host and the remotes (shared/src/query).
  '@tanstack/react-query',
];
// Not shared, on purpose: valibot and react-hook-form hold no page-wide state (schemas are plain
// objects, each form its own hook), and a shared package cannot be tree-shaken, so sharing them
// shipped all of valibot and react-hook-form to the login page. Each app bundles what it uses.

// Subpath imports (react-dom/client, react/jsx-runtime, ...) are not shared by the bare key: the
// trailing-slash key shares them too. Not zustand's: no app imports a zustand subpath, and resolving
// `zustand/` against its `./*` exports made Node print a DEP0155 deprecation warning in every build
// (add `zustand/middleware` itself here if an app ever needs it).
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'react-router', '@emotion/react']);

// shared/package.json pins the exact versions every app builds with.
function installedVersion(name) {
  const version = sharedPackage.dependencies[name];
  if (!version) throw new Error(`${name} must be a pinned dependency of ${sharedPackage.name}`);
  return version;
}

// Packages shared through a module of this folder that re-exports only the names the apps use
// (see react-router/react-router.mjs): still one instance, without shipping the rest of the package.
const TRIMMED = {
  'react-router': {
    version: 'react-router',
    import: path.join(sharedDir, 'build/react-router/react-router.mjs'),
  },
  'react-router-dom': {
    version: 'react-router-dom',
    import: path.join(sharedDir, 'build/react-router/react-router-dom.mjs'),
  },
};

/**
 * Where the real packages behind TRIMMED are, for the trimmed modules (webpack `resolve.alias`).
 * react-router's package exports only its development build (checks and warnings for every
 * navigation); a production build takes the production one it ships beside it.
 */
export function trimmedPackageAliases(production = false) {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [sharedDir] }));
  const build = production ? 'production' : 'development';
  return {
    'react-router-impl$': path.join(routerDir, `dist/${build}/index.mjs`),
    'react-router-impl/dom$': path.join(routerDir, `dist/${build}/dom-export.mjs`),
  };
}

/**
 * Module Federation `shared` configuration. The same for all five apps but for one thing: the range
 * of the shared library's contract the app needs (`contractRange`, from a remote's remote.json; the
 * host needs the version it is built with).
 * @param {string} [contractRange]
 */
export function sharedDependencies(contractRange = `^${sharedPackage.version}`) {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = installedVersion(name);
    const config = { singleton: true, requiredVersion: `^${version}`, version };
    const trimmed = TRIMMED[name];
    shared[name] = trimmed
      ? { ...config, import: trimmed.import, shareKey: name, version: installedVersion(trimmed.version) }
      : config;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = config;
  }
  // The workspace library, one entry per public subpath, so an app fetches only the parts it uses.
  // Its version is the contract's (`workspace:*` is not semver); a copy outside the app's range is
  // refused by Module Federation itself (strictVersion), never silently used.
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (subpath.includes('*') || subpath === './dev-harness') continue;
    const key = `${sharedPackage.name}${subpath.slice(1)}`;
    shared[key] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: contractRange,
      strictVersion: true,
    };
  }
  return shared;
}

/** The version of the shared library (the contract) every app here is built with. */
export const CONTRACT_VERSION = sharedPackage.version;
