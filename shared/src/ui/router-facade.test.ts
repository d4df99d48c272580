// The module shared as `react-router` / `react-router-dom` (shared/build/react-router/) re-exports
// only the names the apps use: an app importing any other name would get `undefined` at run time.
import fs from 'node:fs';
import path from 'node:path';
import { listRemotes } from '../../build/remotes.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['host', ...listRemotes().map((remote) => remote.dir), 'shared'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function facadeNames(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'shared/build/react-router/react-router.mjs'), 'utf8');
  const list = text.match(/export \{([^}]*)\}/)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('the trimmed react-router shared by the apps', () => {
  it('exports every name the apps import from react-router or react-router-dom', () => {
    const exported = facadeNames();
    const missing = new Set<string>();
    for (const app of APPS) {
      for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [, names] of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
          for (const raw of names!.split(',')) {
            const name = raw
              .trim()
              .split(/\s+as\s+/)[0]!
              .trim();
            if (!name || name.startsWith('type ')) continue;
            if (!exported.has(name)) missing.add(`${name} (${path.relative(ROOT, file)})`);
          }
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
