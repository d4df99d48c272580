import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@telehealth/shared/build/webpack-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'remote_inbox',
  title: 'Inbox (standalone)',
  devPort: 8094,
  servedAt: '/remotes/inbox/',
  exposes: { './routes': './src/exposes/routes.ts' },
});
