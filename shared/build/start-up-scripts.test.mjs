// The start-up scripts a page preloads beside its entry: built for real, on a small app that has the
// host's shape (an async boundary, a shared package, a lazy route).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { StartUpScriptsPlugin } from './start-up-scripts.mjs';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCES = {
  'index.js': "import(/* webpackChunkName: 'boot' */ './boot');",
  'boot.js': [
    "import { create } from 'zustand';",
    "export const store = create(() => ({ route: import(/* webpackChunkName: 'route' */ './route') }));",
  ].join('\n'),
  'route.js': 'export const screen = 1;',
};

function build(dir, holder) {
  const compiler = webpack({
    context: dir,
    mode: 'development',
    devtool: false,
    entry: { main: './index.js' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/app/',
      chunkFilename: '[name].js',
      uniqueName: 'fixture',
    },
    resolve: { modules: [path.join(sharedDir, 'node_modules'), 'node_modules'] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        shared: { zustand: { singleton: true, requiredVersion: false } },
        dts: false,
      }),
      new StartUpScriptsPlugin({ entryName: 'main', publicPath: '/app/', holder }),
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(stats);
    }),
  );
}

test('lists the async boundary and the shared packages it consumes, and not the screens loaded later', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-up-scripts-'));
  try {
    for (const [file, source] of Object.entries(SOURCES)) fs.writeFileSync(path.join(dir, file), source);
    const holder = { files: [] };
    await build(dir, holder);
    expect(holder.files).toContain('/app/boot.js');
    expect(holder.files.some((file) => /zustand/.test(file))).toBe(true);
    expect(holder.files).not.toContain('/app/route.js');
    expect(holder.files).not.toContain('/app/main.js'); // the entry is preloaded as the entry
    for (const file of holder.files)
      expect(fs.existsSync(path.join(dir, 'dist', path.basename(file)))).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
