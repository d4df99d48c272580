// Every remote's webpack configuration comes from its remote.json: federation name, URL folder,
// dev port, and the one module it exposes.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import remotes from './remotes.cjs';
import { remoteWebpackConfig } from './webpack-remote.mjs';

describe.each(remotes.listRemotes().map((remote) => [remote.dir, remote]))('%s', (dir, remote) => {
  const configUrl = pathToFileURL(path.join(remotes.ROOT, dir, 'webpack.config.mjs')).href;
  const build = (mode) => remoteWebpackConfig(configUrl, { title: 'Standalone' })({}, { mode });

  it('builds from its own folder and loads its chunks from wherever its manifest was', () => {
    const config = build('production');
    expect(config.context).toBe(path.join(remotes.ROOT, dir));
    expect(config.output.path).toBe(path.join(remotes.ROOT, dir, 'dist'));
    expect(config.output.publicPath).toBe('auto');
  });

  it('exposes its routes under its federation name', () => {
    const federation = build('production').plugins.find(
      (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
    );
    expect(federation._options.name).toBe(remote.federationName);
    expect(federation._options.exposes).toEqual({ './routes': './src/exposes/routes.ts' });
  });

  it('serves its dev build on the port remote.json declares', () => {
    expect(build('development').devServer.port).toBe(remote.devPort);
  });
});
