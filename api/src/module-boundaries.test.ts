import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// The import rule (docs/decisions.md, "Clear rooms in the API"): a module uses the shared rooms (people/, money/,
// time/, wire/), the list engine (lists/) and lib/, and of another module only its public entry,
// modules/<m>/index.ts. The shared code below the modules never reaches up into them, and lib/
// never into plugins/.

const src = path.dirname(fileURLToPath(import.meta.url));
const SPECIFIER = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;
const SHARED_ROOMS = ['lib', 'lists', 'people', 'money', 'time', 'wire'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Each relative import of a file, as a path under src/ ('modules/doctors/service.ts'). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].map((match) =>
    path.relative(src, path.resolve(path.dirname(file), match[1])).replace(/\.js$/, '.ts'),
  );
}

function offending(room: string, allowed: (target: string, from: string) => boolean): string[] {
  return sourceFiles(path.join(src, room)).flatMap((file) => {
    const from = path.relative(src, file);
    return importsOf(file)
      .filter((target) => !allowed(target, from))
      .map((target) => `${from} → ${target}`);
  });
}

describe('module boundaries', () => {
  it('a module imports another module only through its index.ts', () => {
    const crossings = offending('modules', (target, from) => {
      const [, own] = from.split('/');
      const [top, other, ...rest] = target.split('/');
      return top !== 'modules' || other === own || (rest.length === 1 && rest[0] === 'index.ts');
    });
    assert.deepEqual(crossings, []);
  });

  it('the shared rooms and lib/ never import a module, and lib/ never a plugin', () => {
    const upward = SHARED_ROOMS.flatMap((room) =>
      offending(room, (target) => {
        const top = target.split('/')[0];
        if (top === 'modules') return false;
        return room !== 'lib' || top !== 'plugins';
      }),
    );
    assert.deepEqual(upward, []);
  });

  it('the rule sees a crossing when one is written', () => {
    const file = path.join(src, 'modules', 'clinics', 'routes.ts');
    assert.ok(importsOf(file).includes('modules/doctors/index.ts'));
  });
});
