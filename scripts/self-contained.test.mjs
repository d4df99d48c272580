// The repository stands on its own: no file (source, test, migration, document, configuration) cites
// a document it does not hold, such as a numbered issue, a numbered section of a brief, the
// architecture brief or a folder beside the repository. Each rule is written out where it applies, or
// docs/product.md describes it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// docs/decisions.md records where the product departs from the brief it was built from, and says so
// at its top, so it may name that brief; everywhere else the rule itself is written out.
const SPEC_NAMED_ON_PURPOSE = new Set(['docs/decisions.md']);

const CITATIONS = [
  { pattern: /\bissues?\s*#?\d+/i, says: 'cites an issue by number' },
  { pattern: /\bsections?\s+#?\d|\bspec(?:ification)?(?:['’]s)?\s+\d/i, says: 'cites a numbered section' },
  { pattern: /\bDESIGN\b/, says: 'cites the architecture brief' },
  {
    pattern:
      /\b(?:the|per the|as the) spec(?:['’]s)?(?![\w.-]|\s+files?\b)|\bspec (?:messages?|texts?|values?|words?)\b/i,
    says: 'cites the product brief',
    skip: SPEC_NAMED_ON_PURPOSE,
  },
];

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs'];

/**
 * A relative path into a `shared` folder (up one level or more) that, read from the file's folder,
 * names nothing inside the repository: the brief's folder beside it, or a file shared/ lacks.
 */
function leavesRepository(file, line) {
  for (const [relative] of line.matchAll(/(?:\.\.\/)+shared(?:\/[\w.@-]+)*/g)) {
    const target = path.resolve(root, path.dirname(file), relative.replace(/\.$/, ''));
    const inside = target.startsWith(`${root}${path.sep}`);
    if (!inside || !SOURCE_EXTENSIONS.some((extension) => existsSync(target + extension))) return true;
  }
  return false;
}

/** Every `file:line: what` of `text` read as the repository file `file`. */
function citationsIn(file, text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, says, skip } of CITATIONS) {
      if (!skip?.has(file) && pattern.test(line)) found.push(`${file}:${index + 1}: ${says}: ${line.trim()}`);
    }
    if (leavesRepository(file, line)) {
      found.push(`${file}:${index + 1}: points outside the repository: ${line.trim()}`);
    }
  });
  return found;
}

// Tracked files and new ones not ignored, so a citation fails before it is committed.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && file !== 'pnpm-lock.yaml' && !file.split('/').includes('node_modules'))
  .filter((file) => existsSync(path.join(root, file)));

function textOf(file) {
  const bytes = readFileSync(path.join(root, file));
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

describe('the repository cites only what it holds', () => {
  it('reads the source, tests, migrations, documents and configuration', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/product.md',
        'api/src/app.ts',
        'api/drizzle/0000_domain.sql',
        'biome.json',
        'scripts/self-contained.test.mjs',
      ]),
    );
  });

  it('finds each kind of citation, with its file and line', () => {
    // Each planted citation is assembled, so that this file does not cite anything itself.
    const planted = [
      'const a = 1;',
      `// as spec ${'sec'}tion 4 says, and ${'sp'}ec 9 too`,
      `-- Live updates (${'iss'}ue 25)`,
      `/** The envelope (${'DESI'}GN.md 4). */`,
      `see ../../${'sha'}red/spec.md`,
      `it("gives the ${'sp'}ec's message")`,
    ];
    const at = (line, says) => `api/src/example.ts:${line}: ${says}: ${planted[line - 1]}`;
    expect(citationsIn('api/src/example.ts', planted.join('\n'))).toEqual([
      at(2, 'cites a numbered section'),
      at(3, 'cites an issue by number'),
      at(4, 'cites the architecture brief'),
      at(5, 'points outside the repository'),
      at(6, 'cites the product brief'),
    ]);
  });

  it('lets the repository’s own shared/ folder, spec files and list specs be named', () => {
    const text = [
      `import remotes from '../../${'sha'}red/build/remotes.cjs';`,
      `export { listRemotes } from '../../${'sha'}red/build/remotes';`,
      '// Every spec file of a run shares one database, whatever the spec file left behind.',
      'const q = parseListQuery(query, spec);',
    ].join('\n');
    expect(citationsIn('scripts/lib/apps.mjs', text)).toEqual([]);
  });

  it('has no citation of a document it does not hold', () => {
    const found = files.flatMap((file) => {
      const text = textOf(file);
      return text === null ? [] : citationsIn(file, text);
    });
    expect(found).toEqual([]);
  });
});
