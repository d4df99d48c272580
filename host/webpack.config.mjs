import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotes from '@telehealth/shared/build/remotes.cjs';
import { workingBuildConfig } from '@telehealth/shared/build/runtime-config.mjs';
import { createAppConfig } from '@telehealth/shared/build/webpack-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';

export default createAppConfig({
  dir,
  name: 'host',
  title: 'Admin',
  devPort: Number(process.env.PORT ?? 8080),
  servedAt: '/',
  // Requested with the scripts, not after them: host-config.ts fetches it as the preload did.
  preloadFetch: ['config.json'],
  // The runtime configuration: public/config.json completed with each remote's working build (or,
  // with HOST_CONFIG_RELEASES=1, its current release: the docker images) and what its remote.json
  // declares (sections, contract). Releases are then picked by editing the built file.
  publicJson: {
    'config.json': (config) =>
      workingBuildConfig(config, { released: process.env.HOST_CONFIG_RELEASES === '1' }),
  },
  // login.html: the sign-in page painted from the HTML itself, signing in from its first frame
  // through its own small script; and the system's global CSS as a file.
  prerender: {
    entry: './src/prerender/index.tsx',
    pages: ['login'],
    scripts: { login: './src/prerender/early-sign-in.js' },
  },
  // In `pnpm dev` the host's dev server is the one URL: it forwards the API and each remote's
  // dev server, so the browser sees the same paths as in production.
  devServer: {
    proxy: [
      { context: ['/api'], target: apiTarget },
      ...remotes.listRemotes().map((remote) => ({
        context: [`/remotes/${remote.name}`],
        target: `http://127.0.0.1:${remote.devPort}`,
        ws: true,
      })),
    ],
  },
});
