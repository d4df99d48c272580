import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotes from '@telehealth/shared/build/remotes.cjs';
import { createAppConfig } from '@telehealth/shared/build/webpack-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
// Name, dev port and URL folder come from remote.json, the remote's one declaration of itself.
const remote = remotes.readRemote(dir);

export default createAppConfig({
  dir,
  name: remote.federationName,
  title: 'People (standalone)',
  devPort: remote.devPort,
  servedAt: `/remotes/${remote.name}/`,
  exposes: { './routes': './src/exposes/routes.ts' },
});
