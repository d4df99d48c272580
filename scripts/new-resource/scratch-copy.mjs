// A throw-away copy of the repository as it is now (tracked files with their working changes, and
// new files git does not ignore), sharing the installed packages: the root node_modules is a link
// to this one, and each package's own node_modules (pnpm's relative links into it, and the
// workspace's links to each other) is copied as links, so `@telehealth/shared` is the copy's.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Copies `root` into a new temp folder and answers its path (remove it with rmSync when done). */
export function scratchCopy(root, prefix = 'telehealth-scratch-') {
  const target = mkdtempSync(path.join(os.tmpdir(), prefix));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(from, path.join(target, file), { verbatimSymlinks: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const modules = path.join(root, entry.name, 'node_modules');
    if (entry.isDirectory() && entry.name !== 'node_modules' && existsSync(modules)) {
      cpSync(modules, path.join(target, entry.name, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
      });
    }
  }
  return target;
}
