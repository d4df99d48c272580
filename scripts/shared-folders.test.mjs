// The top-level folders of shared/src import each other in one direction only: no folder reaches
// itself again through the others, whether an import is written as a relative path or through the
// package's name (`@telehealth/shared/...`, which Biome's own import checks do not follow).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circles, folderImports, specifiersOf } from './lib/folder-imports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe("shared/src's folders", () => {
  const edges = folderImports(path.join(root, 'shared'));

  it('import each other without a circle', () => {
    const named = circles(edges).map((circle) => {
      const folders = circle.split(' → ');
      const steps = folders.slice(1).map((to, i) => `  ${edges.get(folders[i]).get(to)}`);
      return [`circle ${circle}:`, ...steps].join('\n');
    });
    expect(named).toEqual([]);
  });

  it('are read through the package name too (the UI kit reads the API client)', () => {
    expect(edges.get('ui')?.has('api')).toBe(true);
  });
});

describe('the circle finder', () => {
  const graph = (pairs) => {
    const edges = new Map();
    for (const [from, to] of pairs) {
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from).set(to, `${from} → ${to}`);
    }
    return edges;
  };

  it('names each circle from its first folder, once', () => {
    expect(
      circles(
        graph([
          ['api', 'ui'],
          ['ui', 'api'],
        ]),
      ),
    ).toEqual(['api → ui → api']);
    expect(
      circles(
        graph([
          ['api', 'ui'],
          ['ui', 'query'],
          ['query', 'api'],
          ['list', 'ui'],
          ['format', 'contracts'],
        ]),
      ),
    ).toEqual(['api → ui → query → api']);
    expect(
      circles(
        graph([
          ['list', 'ui'],
          ['ui', 'api'],
          ['query', 'api'],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads static, type-only, re-exported, bare and dynamic imports', () => {
    const text = [
      "import { a } from '@telehealth/shared/api';",
      "import type {\n  B,\n} from '../query';",
      "export * from './c';",
      "import './d';",
      "const e = () => import('@telehealth/shared/ui');",
    ].join('\n');
    expect(specifiersOf(text).sort()).toEqual([
      '../query',
      './c',
      './d',
      '@telehealth/shared/api',
      '@telehealth/shared/ui',
    ]);
  });
});
