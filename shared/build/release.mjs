#!/usr/bin/env node
// A remote's release command, run from the remote's folder (`pnpm --filter @telehealth/remote-people
// release`). See the README's "Releasing a remote".
//
//   release                    builds the package.json version once into releases/<version>/ (never
//                              overwritten) and prints the entry to put in the host's config.json
//   release --apply <config>   ... and writes that entry into <config> (the host's served config.json)
//   release --use <version> --apply <config>
//                              points <config> at a kept release: moving forward, rolling back or
//                              trying a canary, without building anything
//   release --list             the kept releases
//   release --into <folder>    keeps the release in <folder> instead of ./releases
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from './federation.mjs';
import remotes from './remotes.cjs';
import { remoteEntry, remoteFolder } from './runtime-config.mjs';

const require = createRequire(import.meta.url);
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

class ReleaseError extends Error {}

/** The entry of a kept release, as its release command wrote it. */
export function readRelease(releasesDir, version) {
  const file = path.join(releasesDir, version, 'release.json');
  if (!fs.existsSync(file)) {
    const kept = listReleases(releasesDir);
    throw new ReleaseError(
      `There is no release ${version} in ${releasesDir}. Kept: ${kept.length ? kept.join(', ') : 'none'}.`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The versions kept in a releases folder, oldest first. */
export function listReleases(releasesDir) {
  if (!fs.existsSync(releasesDir)) return [];
  return fs
    .readdirSync(releasesDir)
    .filter((name) => fs.existsSync(path.join(releasesDir, name, 'release.json')))
    .sort(
      (a, b) =>
        fs.statSync(path.join(releasesDir, a)).mtimeMs - fs.statSync(path.join(releasesDir, b)).mtimeMs,
    );
}

/** Writes a remote's entry into the host's config.json, keeping every other key as it was. */
export function applyEntry(configFile, name, entry) {
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  config.remotes = { ...(config.remotes ?? {}), [name]: entry };
  // Written beside it, then renamed: the server never reads half a file.
  const temporary = `${configFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  fs.renameSync(temporary, configFile);
  // A precompressed copy made by an older build would be older than the file: never sent.
}

/** Builds the remote in `dir` into `<releasesDir>/<version>/` and answers its configuration entry. */
export function buildRelease(dir, releasesDir) {
  const remote = remotes.readRemote(dir);
  if (!SEMVER.test(remote.version)) {
    throw new ReleaseError(`package.json version "${remote.version}" is not a semver version (1.2.3).`);
  }
  if (!satisfy(CONTRACT_VERSION, remote.contract)) {
    throw new ReleaseError(
      `remote.json asks for contract ${remote.contract}, but @telehealth/shared here is ${CONTRACT_VERSION}.`,
    );
  }
  const target = path.join(releasesDir, remote.version);
  if (fs.existsSync(target)) {
    throw new ReleaseError(
      `Release ${remote.version} of ${remote.name} already exists (${target}); releases are never ` +
        'overwritten: raise the version in package.json.',
    );
  }
  const builtAt = new Date().toISOString();
  const building = `${target}.building-${process.pid}`;
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [dir] });
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: building, RELEASE_BUILT_AT: builtAt },
  });
  if (result.status !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new ReleaseError(`The build of ${remote.name} ${remote.version} failed (see above).`);
  }
  const entry = remoteEntry(remote, {
    entry: `${remoteFolder(remote.name)}${remote.version}/mf-manifest.json`,
    builtAt,
  });
  fs.writeFileSync(path.join(building, 'release.json'), `${JSON.stringify(entry, null, 2)}\n`);
  // Complete or absent: the folder appears under its version only once everything is in it.
  fs.renameSync(building, target);
  return { remote, entry };
}

function printEntry(name, entry, applied) {
  console.log(`\n${name} ${entry.version}: ${entry.entry}`);
  if (applied) {
    console.log(`Written into ${applied}: effective at the next page load.`);
    return;
  }
  console.log(
    'Put this in the host\'s config.json under "remotes" (or run again with --apply <config.json>):\n',
  );
  console.log(JSON.stringify({ [name]: entry }, null, 2));
}

function main() {
  const { values } = parseArgs({
    options: {
      use: { type: 'string' },
      apply: { type: 'string' },
      into: { type: 'string' },
      list: { type: 'boolean', default: false },
    },
  });
  const dir = process.cwd();
  // Paths given on the command line are read from where the command was typed (pnpm --filter runs
  // it in the remote's folder and says where it was typed in INIT_CWD).
  const typedIn = process.env.INIT_CWD ?? dir;
  const releasesDir = values.into ? path.resolve(typedIn, values.into) : path.join(dir, 'releases');
  const { name } = remotes.readRemote(dir);
  if (values.list) {
    const kept = listReleases(releasesDir);
    console.log(kept.length ? kept.join('\n') : `No release of ${name} is kept in ${releasesDir}.`);
    return;
  }
  const entry = values.use ? readRelease(releasesDir, values.use) : buildRelease(dir, releasesDir).entry;
  const configFile = values.apply ? path.resolve(typedIn, values.apply) : null;
  if (configFile) applyEntry(configFile, name, entry);
  printEntry(name, entry, configFile);
}

if (process.argv[1] && import.meta.url === `file://${fs.realpathSync(process.argv[1])}`) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
