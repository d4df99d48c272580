// Compiles src/ to dist/ (ESM, every package external so PGlite finds its wasm at run time).
// The SQL migrations stay in api/drizzle/, where dist/ reads them.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(path.join(apiDir, 'dist'), { recursive: true, force: true });

/** The commit built (telehealth_build_info's label): BUILD_COMMIT, else git's, else none. */
function commit() {
  if (process.env.BUILD_COMMIT?.trim()) return process.env.BUILD_COMMIT.trim();
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: apiDir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

await build({
  absWorkingDir: apiDir,
  entryPoints: [
    'src/server.ts',
    'src/seed/cli.ts',
    'src/ops/rotate-key-cli.ts',
    'src/ops/outbox-cli.ts',
    'src/ops/migrate-cli.ts',
    'src/ops/backup-cli.ts',
    'src/ops/restore-cli.ts',
    'src/ops/healthcheck.ts',
  ].filter((file) => existsSync(path.join(apiDir, file))),
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // server.js decides whether traces load before main.js (a chunk of its own) loads the app.
  splitting: true,
  define: { __BUILD_COMMIT__: JSON.stringify(commit()) },
  sourcemap: true,
  logLevel: 'info',
});
