import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@telehealth/shared/build/webpack-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'remote_people',
  title: 'People (standalone)',
  devPort: 8091,
  servedAt: '/remotes/people/',
  exposes: { './routes': './src/exposes/routes.ts' },
});
