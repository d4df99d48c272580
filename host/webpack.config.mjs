import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@telehealth/shared/build/webpack-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';
const remoteDevServers = { people: 8091, commerce: 8092, catalog: 8093, inbox: 8094 };

export default createAppConfig({
  dir,
  name: 'host',
  title: 'Admin',
  devPort: Number(process.env.PORT ?? 8080),
  servedAt: '/',
  // Requested with the scripts, not after them: host-config.ts fetches it as the preload did.
  preloadFetch: ['config.json'],
  // login.html: the sign-in page painted from the HTML itself; and the system's global CSS as a file.
  prerender: { entry: './src/prerender/index.tsx', pages: ['login'] },
  // In `pnpm dev` the host's dev server is the one URL: it forwards the API and each remote's
  // dev server, so the browser sees the same paths as in production.
  devServer: {
    proxy: [
      { context: ['/api'], target: apiTarget },
      ...Object.entries(remoteDevServers).map(([name, port]) => ({
        context: [`/remotes/${name}`],
        target: `http://127.0.0.1:${port}`,
        ws: true,
      })),
    ],
  },
});
