// The webpack configuration every app is built from: swc for TSX (type-checking is `pnpm typecheck`),
// Module Federation with the one shared map, swc minification, and a dev server.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies, trimmedPackageAliases } from './federation.mjs';

const require = createRequire(import.meta.url);
const BUILD_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (its package root)
 * @param {string} options.name           the federation name (a JS identifier)
 * @param {string} options.title          the HTML page title
 * @param {number} options.devPort        dev-server port
 * @param {string} options.servedAt       URL folder the build is served from ('/' or '/remotes/x/')
 * @param {Record<string,string>} [options.exposes]   remotes: what they expose
 * @param {string[]} [options.runtimePlugins]          MF runtime plugins (host)
 * @param {string} [options.entry]        the app's entry module
 * @param {object} [options.devServer]    extra dev-server options
 */
export function createAppConfig(options) {
  const { dir, name, title, devPort, servedAt, exposes, runtimePlugins = [], devServer = {} } = options;
  const isRemote = Boolean(exposes);
  // A remote finds its chunks relative to wherever its manifest was loaded from ('auto'), so moving
  // it to another origin is a change of the host's config.json, not a rebuild.
  const publicPath = isRemote ? 'auto' : servedAt;
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: options.entry ?? './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        // Entry files keep plain names (the federation runtime cannot hash them); they are served no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
        uniqueName: name,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: trimmedPackageAliases() },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(svg|png|jpe?g|webp)$/i, type: 'asset/resource' },
          {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
            use: path.join(BUILD_DIR, 'chakra-theme-pure-loader.cjs'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedDependencies(),
          // A dead remote must never break start-up (DESIGN.md pitfall): use what is loaded first.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // Browser-only apps: the federation runtime drops its Node.js loading paths.
          experiments: { optimization: { target: 'web' } },
        }),
        // The HTML page: the host's, or a remote's standalone dev page (see src/dev/).
        new HtmlWebpackPlugin({ template: path.join(BUILD_DIR, 'index.html'), title, publicPath: servedAt }),
        new CopyPublicFiles(path.join(dir, 'public')),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: { index: `${servedAt}index.html` },
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public'), publicPath: servedAt },
        devMiddleware: { publicPath: servedAt },
        proxy: [{ context: ['/api'], target: apiTarget }],
        ...devServer,
      },
    };
  };
}

/** Copies every file of the app's `public/` folder into the build (config.json, images). */
class CopyPublicFiles {
  constructor(from) {
    this.from = from;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.from)) return;
          for (const file of fs.readdirSync(this.from)) {
            const full = path.join(this.from, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}
