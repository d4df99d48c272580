import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@telehealth/shared/build/webpack-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'remote_catalog',
  title: 'Catalog (standalone)',
  devPort: 8093,
  servedAt: '/remotes/catalog/',
  exposes: { './routes': './src/exposes/routes.ts' },
});
