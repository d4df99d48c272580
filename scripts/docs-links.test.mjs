// Every document in the repository links only inside it: relative links resolve to files that exist
// within the repository, and none points at a sibling folder or a web address (localhost aside).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documents = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

describe('links in the repository’s documents', () => {
  it('finds the documents', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'api/README.md', 'docs/product.md']));
  });

  it.each(documents)('%s links only to files inside the repository', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const problems = [];
    if (text.includes('../shared/')) problems.push('mentions ../shared/');
    for (const [, target] of text.matchAll(LINK)) {
      if (target.startsWith('#')) continue;
      if (/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(target)) continue;
      if (/^[a-z]+:/i.test(target)) {
        problems.push(`${target} leaves the repository`);
        continue;
      }
      const file = path.resolve(root, path.dirname(document), target.split('#')[0]);
      if (!file.startsWith(`${root}${path.sep}`)) problems.push(`${target} is outside the repository`);
      else if (!existsSync(file)) problems.push(`${target} does not exist`);
    }
    expect(problems).toEqual([]);
  });
});
