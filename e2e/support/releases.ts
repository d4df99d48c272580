// Releases of a real remote, made by its real release command, for the browser suite: the remote's
// folder is copied (source, package.json, remote.json, webpack config; its installed packages are
// linked, not copied), the copy is changed the way a team would change it, and the copy's release
// command builds it into the real remote's releases/ folder, which the server serves.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOST_CONFIG = path.join(ROOT, 'host', 'dist', 'config.json');
const WORK = path.join(ROOT, '.e2e-work');
const COPIED = ['src', 'package.json', 'remote.json', 'webpack.config.mjs'];

export interface Variant {
  /** The remote's folder (`remote-catalog`). */
  dir: string;
  version: string;
  /** Changes the copy: its folder is passed. */
  change?: (copy: string) => void;
  /** Builds against a copy of @telehealth/shared at this version (a newer contract). */
  sharedVersion?: string;
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(json);
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

export function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  fs.writeFileSync(file, text.split(from).join(to));
}

/** node_modules for the copy: links to the remote's own, with `@telehealth/shared` swapped for `shared`. */
function linkPackages(original: string, copy: string, shared?: string): void {
  const from = path.join(original, 'node_modules');
  const to = path.join(copy, 'node_modules');
  if (!shared) {
    fs.symlinkSync(from, to, 'dir');
    return;
  }
  fs.mkdirSync(path.join(to, '@telehealth'), { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    if (entry !== '@telehealth') fs.symlinkSync(path.join(from, entry), path.join(to, entry));
  }
  for (const entry of fs.readdirSync(path.join(from, '@telehealth'))) {
    const target = entry === 'shared' ? shared : fs.realpathSync(path.join(from, '@telehealth', entry));
    fs.symlinkSync(target, path.join(to, '@telehealth', entry), 'dir');
  }
}

/** A copy of shared/ at another version (its own installed packages linked). */
function sharedAt(version: string, into: string): string {
  const copy = path.join(into, 'shared');
  for (const part of ['src', 'build', 'test-support', 'package.json']) {
    fs.cpSync(path.join(ROOT, 'shared', part), path.join(copy, part), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'shared', 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  editJson(path.join(copy, 'package.json'), (pkg) => {
    pkg.version = version;
  });
  replaceIn(
    path.join(copy, 'src/contracts/contract-version.ts'),
    "export const CONTRACT_VERSION = '",
    `export const CONTRACT_VERSION = '${version}'; // was '`,
  );
  return copy;
}

/** Runs the release command in a remote's folder, as `pnpm --filter <remote> release <args>` does. */
export function releaseCommand(remoteDir: string, args: string[]): string {
  return execFileSync(process.execPath, ['node_modules/@telehealth/shared/build/release.mjs', ...args], {
    cwd: remoteDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Makes (or, when kept from an earlier run, reuses) a release of a changed copy of a remote. */
export function releaseVariant(variant: Variant): void {
  const original = path.join(ROOT, variant.dir);
  const releases = path.join(original, 'releases');
  if (fs.existsSync(path.join(releases, variant.version, 'release.json'))) return;
  const work = path.join(WORK, `${variant.dir}-${variant.version}`);
  fs.rmSync(work, { recursive: true, force: true });
  const copy = path.join(work, variant.dir);
  for (const part of COPIED) fs.cpSync(path.join(original, part), path.join(copy, part), { recursive: true });
  linkPackages(original, copy, variant.sharedVersion ? sharedAt(variant.sharedVersion, work) : undefined);
  editJson(path.join(copy, 'package.json'), (pkg) => {
    pkg.version = variant.version;
  });
  if (variant.sharedVersion) {
    editJson(path.join(copy, 'remote.json'), (remote) => {
      remote.contract = `^${variant.sharedVersion}`;
    });
  }
  variant.change?.(copy);
  releaseCommand(copy, ['--into', releases]);
  fs.rmSync(work, { recursive: true, force: true });
}

/** Points the host's served config.json at a kept release of a remote: the team's roll forward or back. */
export function useRelease(dir: string, version: string): string {
  return releaseCommand(path.join(ROOT, dir), ['--use', version, '--apply', HOST_CONFIG]);
}

/** A fingerprint of every file of the host's build but its runtime configuration. */
export function hostBuildFingerprint(): string {
  const hash = crypto.createHash('sha256');
  const dist = path.join(ROOT, 'host', 'dist');
  for (const file of fs.readdirSync(dist, { recursive: true }).map(String).sort()) {
    const full = path.join(dist, file);
    if (file === 'config.json' || !fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}
