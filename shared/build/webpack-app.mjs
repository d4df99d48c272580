// The webpack configuration every app is built from: swc for TSX (type-checking is `pnpm typecheck`),
// Module Federation with the one shared map, swc minification, and a dev server.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies, trimmedPackageAliases } from './federation.mjs';
import { ColorModeScriptPlugin } from './color-mode-script.mjs';
import { PrerenderPlugin } from './prerender.mjs';
import { StartUpScriptsPlugin } from './start-up-scripts.mjs';
import remotes from './remotes.cjs';

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
 * @param {string[]} [options.preloadFetch] files beside index.html its page fetches at start-up
 *                                          (the host's config.json): fetched with the scripts
 * @param {{ entry: string, pages: string[], scripts?: Record<string, string> }} [options.prerender]
 *        production builds: a module run at build time (./prerender.mjs) for the pages' stylesheets
 *        and `<page>.html` for each page, with, per page, a plain script of its own run first
 * @param {Record<string, (json: object) => object>} [options.publicJson] files of `public/` written
 *        through a function (the host's config.json, completed with every remote's entry)
 * @param {object} [options.devServer]    extra dev-server options
 *
 * A remote (an app with `exposes`) also reads its `remote.json` (contract range, sections) and writes
 * `__REMOTE_BUILD__` (name, version, build time, contract) into its bundle. `BUILD_OUT_DIR` builds
 * into another folder than `dist/` (a release: shared/build/release.mjs).
 */
export function createAppConfig(options) {
  const {
    dir,
    name,
    title,
    devPort,
    servedAt,
    exposes,
    runtimePlugins = [],
    devServer = {},
    preloadFetch = [],
    prerender,
    publicJson = {},
  } = options;
  const isRemote = Boolean(exposes);
  const remote = isRemote ? remotes.readRemote(dir) : null;
  const outDir = process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(dir, 'dist');
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
        path: outDir,
        publicPath,
        // Every file the build names is content-hashed, so it may be cached for good, except the
        // names others look it up by: index.html, remoteEntry.js (named in mf-manifest.json) and the
        // manifest itself. Those keep their names and are served no-cache (docs/decisions.md).
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
        // Every file is written on every build, even when unchanged: `pnpm start` judges a build
        // stale by its output's modification time (scripts/lib/apps.mjs), and webpack otherwise
        // leaves an unchanged mf-manifest.json as it was, so a change to shared/build that did not
        // alter a remote's output had every later start rebuild that remote.
        compareBeforeEmit: false,
        uniqueName: name,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: trimmedPackageAliases(production) },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            // Packages are built already, except the shared library: in a remote's workspace slice
            // (`pnpm deploy`, its docker image) it is a copy under node_modules, still TypeScript.
            exclude: (file) =>
              /[\\/]node_modules[\\/]/.test(file) && !/[\\/]@telehealth[\\/]shared[\\/]/.test(file),
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
          {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
            use: path.join(BUILD_DIR, 'chakra-system-lazy-global-loader.cjs'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedDependencies(remote?.contract),
          // A dead remote must never break start-up, as it does under the default 'version-first'
          // share strategy: use what is loaded first.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // Browser-only apps: the federation runtime drops its Node.js loading paths.
          experiments: { optimization: { target: 'web' } },
        }),
        // The HTML page: the host's, or a remote's standalone dev page (see src/dev/).
        ...htmlPages({ title, servedAt, preloadFetch, prerender: production ? prerender : undefined, dir }),
        ...(remote ? [new RemoteBuildInfo(remote)] : []),
        new CopyPublicFiles(path.join(dir, 'public'), publicJson),
        ...(production ? precompression(path.join(dir, 'public')) : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        splitChunks: {
          cacheGroups: {
            // lucide's drawing code (not the icons) in one chunk: each lazy screen drawing icons would
            // otherwise carry its own copy, being below webpack's 20 KB threshold for splitting.
            iconCore: {
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|shared[\\/])/,
              name: 'icon-core',
              chunks: 'all',
              enforce: true,
            },
          },
        },
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

/**
 * The app's index.html (the host's page for every route, or a remote's standalone dev page) and,
 * when the app prerenders pages, `<page>.html` for each, all linking the prerendered stylesheets.
 */
function htmlPages({ title, servedAt, preloadFetch, prerender, dir }) {
  const prerendered = { stylesheets: [], pages: {}, pageScripts: {} };
  const headScripts = { colorModeScript: '' };
  const startUpScripts = { files: [] };
  const html = (filename, page) =>
    new HtmlWebpackPlugin({
      template: path.join(BUILD_DIR, 'index.html'),
      filename,
      title,
      publicPath: servedAt,
      preloadFetch,
      prerendered,
      headScripts,
      startUpScripts,
      page,
      // A prerendered page loads the app's scripts itself, after its first paint (the template).
      inject: !page,
    });
  const colorMode = new ColorModeScriptPlugin({ publicPath: servedAt, holder: headScripts });
  if (!prerender) return [colorMode, html('index.html')];
  return [
    colorMode,
    new StartUpScriptsPlugin({ entryName: 'main', publicPath: servedAt, holder: startUpScripts }),
    new PrerenderPlugin({
      dir,
      entry: prerender.entry,
      scripts: prerender.scripts,
      publicPath: servedAt,
      holder: prerendered,
    }),
    html('index.html'),
    ...prerender.pages.map((page) => html(`${page}.html`, page)),
  ];
}

/**
 * `[name].[contenthash:8].js` for the entry chunks. The federation runtime also asks for this
 * name before any hash exists (to learn how deep the chunk sits in the output folder, nothing
 * more) and webpack refuses `[contenthash]` there, so that early call gets the same name unhashed.
 */
function hashedEntryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Brotli and gzip copies of every text file beside it (`main.1a2b3c4d.js.br`, `.gz`), made once
 * here so the servers only pick one by Accept-Encoding. Left out: source maps and mf-stats.json
 * (not served by default), and the files of `public/` (config.json is edited at deploy time, and a
 * copy made at build time would go stale).
 */
function precompression(publicDir) {
  const publicFiles = fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : [];
  const common = {
    test: /\.(js|mjs|css|html|json|svg|txt)$/,
    exclude: [
      /\.map$/,
      /(^|\/)mf-stats\.json$/,
      ...publicFiles.map((f) => new RegExp(`^${f.replace(/\./g, '\\.')}$`)),
    ],
    threshold: 0,
    // Kept only when smaller than the file (a 300-byte chunk may not be).
    minRatio: 1,
  };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      // Quality 10: 2% larger than 11 (the maximum) for less than half its CPU (docs/performance.md).
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/** `__REMOTE_BUILD__` in a remote's code: which remote and release it is, and its contract range. */
class RemoteBuildInfo {
  constructor(remote) {
    this.build = {
      name: remote.name,
      version: remote.version,
      builtAt: process.env.RELEASE_BUILT_AT ?? new Date().toISOString(),
      contract: remote.contract,
    };
  }
  apply(compiler) {
    new compiler.webpack.DefinePlugin({ __REMOTE_BUILD__: JSON.stringify(this.build) }).apply(compiler);
  }
}

/**
 * Copies every file of the app's `public/` folder into the build (config.json, images); a JSON file
 * named in `transforms` is written through its function.
 */
class CopyPublicFiles {
  constructor(from, transforms = {}) {
    this.from = from;
    this.transforms = transforms;
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
            const transform = this.transforms[file];
            const content = transform
              ? `${JSON.stringify(transform(JSON.parse(fs.readFileSync(full, 'utf8'))), null, 2)}\n`
              : fs.readFileSync(full);
            compilation.emitAsset(file, new RawSource(content));
          }
        },
      );
    });
  }
}
