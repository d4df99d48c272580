// The READMEs say what the code declares: each remote's contract range, every subpath the shared
// library exports, every module folder of the API.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotes from '../shared/build/remotes.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

describe('remote READMEs', () => {
  it.each(remotes.listRemotes(root).map((remote) => remote.dir))(
    '%s/README.md states the contract range of its remote.json',
    (dir) => {
      const { contract } = JSON.parse(read(`${dir}/remote.json`));
      const readme = read(`${dir}/README.md`);
      const ranges = [...readme.matchAll(/`(\^\d+\.\d+\.\d+)`/g)].map(([, range]) => range);
      expect(ranges).toEqual([contract]);
    },
  );
});

describe('shared/README.md', () => {
  const { exports } = JSON.parse(read('shared/package.json'));
  // A subpath as its table names it: the import specifier, or the package.json key for a pattern.
  const named = Object.keys(exports).map((subpath) =>
    subpath.includes('*') || subpath.startsWith('./test-support/')
      ? subpath
      : `@telehealth/shared${subpath.slice(1)}`,
  );
  const table = [...read('shared/README.md').matchAll(/^\| `([^`]+)` \|/gm)].map(([, subpath]) => subpath);

  it('lists every subpath package.json exports, in the order of `exports`', () => {
    expect(table.filter((subpath) => named.includes(subpath))).toEqual(named);
  });
});

describe('api/README.md', () => {
  it('gives every folder of api/src/modules a line of the layout', () => {
    const layout = read('api/README.md');
    const modules = readdirSync(path.join(root, 'api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.filter((name) => !new RegExp(`^ {4}${name} `, 'm').test(layout))).toEqual([]);
  });
});
