import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DIR } from '../config.js';

/** Written by scripts/build.mjs (the commit `pnpm build` ran at); absent under tsx. */
declare const __BUILD_COMMIT__: string | undefined;

export interface BuildInfo {
  version: string;
  commit: string;
}

let cached: BuildInfo | null = null;

/**
 * The running build: the API's package version, and its commit: BUILD_COMMIT (the image's build
 * argument), else the commit `pnpm build` ran at, else `unknown` (a run from the sources).
 */
export function buildInfo(): BuildInfo {
  if (cached) return cached;
  let version = 'unknown';
  try {
    version = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')).version ?? version;
  } catch {
    // A package.json that cannot be read names no version.
  }
  const built = typeof __BUILD_COMMIT__ === 'string' ? __BUILD_COMMIT__ : '';
  const commit = process.env.BUILD_COMMIT?.trim() || built || 'unknown';
  cached = { version, commit };
  return cached;
}
