// `pnpm start`: builds what is not built, then serves the whole product at one URL: the host at /,
// the remotes at /remotes/<name>/ and the API at /api, on an embedded PostgreSQL (PGlite) unless
// DATABASE_URL points at a real server. It asks for the demo data (SEED_DEMO=1) unless told otherwise:
// the server's own default is none, and with NODE_ENV=production it refuses to start with it.
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { buildStale } from './build-stale.mjs';
import { run } from './lib/run.mjs';

// SKIP_BUILD=1 serves whatever is built (used when several people build parts of it at once).
if (process.env.SKIP_BUILD !== '1') {
  await buildStale().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '8080',
  DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data'),
  SERVE_APPS: '1',
  APPS_DIR: ROOT,
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
};
const code = await run('node', ['api/dist/server.js'], { env });
process.exit(code);
