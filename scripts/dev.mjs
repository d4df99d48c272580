// `pnpm dev`: every app on its own dev server with live reload, the API restarting on change, and
// the host's dev server in front as the one URL (it forwards /api and /remotes/<name>/).
import path from 'node:path';
import { REMOTES, ROOT } from './lib/apps.mjs';
import { runPnpm } from './lib/run.mjs';

const port = process.env.PORT ?? '8080';
const apiPort = '8081';
const env = {
  ...process.env,
  API_URL: `http://127.0.0.1:${apiPort}`,
  DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data'),
  // The demo data on a laptop, as `pnpm start` (the server's own default is none).
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
};

const commands = [
  { name: 'api', cmd: `PORT=${apiPort} SERVE_APPS=0 pnpm --filter @telehealth/api dev` },
  { name: 'host', cmd: `PORT=${port} pnpm --filter @telehealth/host dev` },
  ...REMOTES.map((remote) => ({
    name: remote.name,
    cmd: `pnpm --filter ${remote.packageName} dev`,
  })),
];

console.log(`Starting the dev servers; the admin will be at http://localhost:${port}`);
const code = await runPnpm(
  [
    'exec',
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    commands.map((c) => c.name).join(','),
    ...commands.map((c) => c.cmd),
  ],
  { env },
);
process.exit(code);
