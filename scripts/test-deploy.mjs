// `pnpm test:deploy`: the deploy rehearsal (api/src/deploy/rehearsal). What an operator applies is
// run as processes of this machine, on PostgreSQL (DATABASE_URL's server, else 127.0.0.1:5432),
// behind nginx playing the route rules, then driven with Chromium; see docs/operations.md. The
// apps are built first where stale (the rehearsal serves what the images would hold).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './build-stale.mjs';
import { ROOT } from './lib/apps.mjs';

await buildStale();
const only = process.argv.slice(2);
const files = [
  'src/deploy/rehearsal/kubernetes.rehearsal.ts',
  'src/deploy/rehearsal/compose.rehearsal.ts',
].filter((file) => !only.length || only.some((part) => file.includes(part)));
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
child.on('exit', (code) => process.exit(code ?? 1));
