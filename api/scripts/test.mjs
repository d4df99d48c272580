// Runs every src/**/*.test.ts with Node's test runner through tsx (Node 20's --test takes no glob).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(apiDir, full)] : [];
  });
}

const files = testFiles(path.join(apiDir, 'src')).sort();
const only = process.argv.slice(2);
const selected = only.length ? files.filter((file) => only.some((part) => file.includes(part))) : files;
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...selected], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
});
child.on('exit', (code) => process.exit(code ?? 1));
