// `pnpm test:fuzz [seconds]`: the API's OpenAPI fuzz test, open-ended: new random input for that
// long (default 300 s) instead of the suite's fixed, seeded set. FUZZ_SEED=<n> replays a run whose
// seed it printed. Uses PGlite, or PostgreSQL when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const seconds = Number(process.argv[2] ?? process.env.FUZZ_SECONDS ?? 300);
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error('usage: pnpm test:fuzz [seconds > 0]');
  process.exit(2);
}
const child = spawn(process.execPath, ['scripts/test.mjs', 'src/openapi-fuzz.test.ts'], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SECONDS: String(seconds) },
});
child.on('exit', (code) => process.exit(code ?? 1));
