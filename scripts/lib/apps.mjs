// What the one-URL product is made of, and whether each part's build is up to date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotes from '../../shared/build/remotes.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every remote of the repository (the one list: shared/build/remotes.cjs). */
export const REMOTES = remotes.listRemotes(ROOT);

// A remote's declaration: the host's config.json copies its sections, version and contract range.
const DECLARATION = ['remote.json', 'package.json'];

/** Each buildable part: its folder, the file its build produces, and what it is built from. */
export const PARTS = [
  {
    name: 'host',
    dir: 'host',
    output: 'dist/index.html',
    sources: [
      'src',
      'public',
      'webpack.config.mjs',
      ...REMOTES.flatMap((remote) => DECLARATION.map((file) => `../${remote.dir}/${file}`)),
    ],
  },
  ...REMOTES.map((remote) => ({
    name: remote.dir,
    dir: remote.dir,
    output: 'dist/mf-manifest.json',
    sources: ['src', 'public', 'webpack.config.mjs', ...DECLARATION],
  })),
  { name: 'api', dir: 'api', output: 'dist/server.js', sources: ['src', 'scripts', 'drizzle'] },
];

// Every front-end app is also built from shared/.
const SHARED_SOURCES = ['shared/src', 'shared/build', 'shared/package.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The parts whose build is missing or older than their sources. */
export function staleParts() {
  return PARTS.filter((part) => {
    const output = path.join(ROOT, part.dir, part.output);
    if (!fs.existsSync(output)) return true;
    const builtAt = fs.statSync(output).mtimeMs;
    const sources = part.sources.map((s) => path.join(ROOT, part.dir, s));
    if (part.name !== 'api') sources.push(...SHARED_SOURCES.map((s) => path.join(ROOT, s)));
    return sources.some((source) => newestMtime(source) > builtAt);
  });
}
