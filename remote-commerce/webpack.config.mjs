import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@telehealth/shared/build/webpack-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'remote_commerce',
  title: 'Commerce (standalone)',
  devPort: 8092,
  servedAt: '/remotes/commerce/',
  exposes: { './routes': './src/exposes/routes.ts' },
});
