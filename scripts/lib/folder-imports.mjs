// The imports between the top-level folders of shared/src, whether written as a relative path or
// through the package's own name (`@telehealth/shared/ui`, mapped back to its folder by the
// `exports` of shared/package.json), and the circles among them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Static imports and re-exports (`import … from`, `export … from`, `import type … from`), bare
// imports (`import './x'`) and dynamic ones (`import('./x')`, `jest.requireActual` is not code).
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

const isSource = (name) => /\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.[^.]+$/.test(name);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

export function specifiersOf(text) {
  return SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

/**
 * The top-level folder of src/ a specifier reaches from `file`, or null when it reaches outside
 * src/ (a package, test-support/, build/). A package-name specifier that `exports` does not name
 * throws: the test must not pass over an import it cannot place.
 */
function folderOf(specifier, file, { srcDir, packageDir, packageName, exports }) {
  let target;
  if (specifier.startsWith('.')) {
    target = path.resolve(path.dirname(file), specifier);
  } else if (specifier === packageName || specifier.startsWith(`${packageName}/`)) {
    const subpath = `.${specifier.slice(packageName.length)}`;
    const mapped = exports[subpath];
    if (typeof mapped !== 'string') {
      if (Object.keys(exports).some((key) => key.includes('*') && subpath.startsWith(key.split('*')[0])))
        return null;
      throw new Error(
        `${path.relative(packageDir, file)} imports ${specifier}, which package.json does not export`,
      );
    }
    target = path.resolve(packageDir, mapped);
  } else {
    return null;
  }
  const relative = path.relative(srcDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  // A folder's index ('../contracts') or a file inside it: its first segment.
  return relative.split(path.sep)[0];
}

/**
 * Every import from one top-level folder of `srcDir` to another: a map `from → to → [file, specifier]`
 * (the first file seen making that crossing, to name in a failure).
 */
export function folderImports(packageDir) {
  const srcDir = path.join(packageDir, 'src');
  const { name: packageName, exports } = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  );
  const context = { srcDir, packageDir, packageName, exports };
  const edges = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = path.relative(srcDir, file).split(path.sep)[0];
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      const to = folderOf(specifier, file, context);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to))
        edges.get(from).set(to, `${path.relative(packageDir, file)} imports ${specifier}`);
    }
  }
  return edges;
}

/**
 * The circles of a folder graph (`from → Map(to → …)`), each written 'a → b → a' from its
 * alphabetically first folder; one circle per group of folders that reach each other, the shortest
 * through that first folder.
 */
export function circles(edges) {
  const next = (folder) => [...(edges.get(folder)?.keys() ?? [])].sort();
  const reaches = (from, to) => {
    const seen = new Set([from]);
    const queue = [from];
    while (queue.length) {
      for (const folder of next(queue.shift())) {
        if (folder === to) return true;
        if (!seen.has(folder)) {
          seen.add(folder);
          queue.push(folder);
        }
      }
    }
    return false;
  };
  const folders = [
    ...new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to.keys()])]),
  ].sort();
  const found = [];
  const placed = new Set();
  for (const start of folders) {
    if (placed.has(start) || !reaches(start, start)) continue;
    // The shortest way back to `start`, breadth first.
    const back = new Map([[start, null]]);
    const queue = [start];
    let last = null;
    while (queue.length && !last) {
      const folder = queue.shift();
      for (const to of next(folder)) {
        if (to === start) {
          last = folder;
          break;
        }
        if (!back.has(to)) {
          back.set(to, folder);
          queue.push(to);
        }
      }
    }
    const way = [];
    for (let folder = last; folder !== null; folder = back.get(folder)) way.unshift(folder);
    found.push([...way, start].join(' → '));
    for (const folder of folders) if (reaches(start, folder) && reaches(folder, start)) placed.add(folder);
  }
  return found;
}
