import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const listsDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(listsDir, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === listsDir ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The engine's own modules: statements, page kinds, definitions' internals. Only index.ts is its surface. */
const INTERNAL = /from '[./]*lists\/(?!index\.js')[^']+'/;

describe('the list engine keeps its statement machinery to itself', () => {
  const files = sourceFiles(srcDir).map((file) => ({
    name: path.relative(srcDir, file),
    text: readFileSync(file, 'utf8'),
  }));

  test('no file outside api/src/lists imports anything of it but its index', () => {
    const offenders = files.filter((file) => INTERNAL.test(file.text)).map((file) => file.name);
    assert.deepEqual(offenders, []);
  });

  test('no file outside api/src/lists prepares or names a statement itself', () => {
    const offenders = files
      .filter((file) => /\.prepare\(|prepareAs|preparedPerDb|runCompiled|name: prepare/.test(file.text))
      .map((file) => file.name);
    assert.deepEqual(offenders, []);
  });
});
