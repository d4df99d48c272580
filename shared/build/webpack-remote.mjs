// A remote's webpack configuration: name, dev port and URL folder come from its remote.json (the
// remote's one declaration of itself), and every remote exposes its routes module the same way.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotes from './remotes.cjs';
import { createAppConfig } from './webpack-app.mjs';

/**
 * @param {string} configUrl  the remote's webpack.config.mjs (`import.meta.url`): its folder is the remote's
 * @param {{ title: string }} options  title: the standalone page's HTML title
 */
export function remoteWebpackConfig(configUrl, { title }) {
  const dir = path.dirname(fileURLToPath(configUrl));
  const remote = remotes.readRemote(dir);
  return createAppConfig({
    dir,
    name: remote.federationName,
    title,
    devPort: remote.devPort,
    servedAt: `/remotes/${remote.name}/`,
    exposes: { './routes': './src/exposes/routes.ts' },
  });
}
