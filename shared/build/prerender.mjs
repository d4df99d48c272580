// Pages built into the host's HTML at build time: a module of the app (`prerender` in
// createAppConfig) is bundled for Node with esbuild and run once per build. It returns stylesheets
// (inlined into every page of the app: a linked one would hold the first paint back for a request,
// and the pages are revalidated anyway, so an unchanged page costs nothing more) and pages (markup
// that `<page>.html` shows before the app's scripts run; the servers answer /<page> with it).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const START_AFTER_PAINT = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-after-paint.js'),
);

/** Bundles `entry` (relative to `dir`) for Node and returns what its `prerender()` gives. */
async function runPrerender(dir, entry) {
  const result = await build({
    absWorkingDir: dir,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'dataurl', '.png': 'dataurl' },
  });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const file = path.join(tmp, 'prerender.cjs');
  try {
    fs.writeFileSync(file, result.outputFiles[0].contents);
    const { prerender } = createRequire(import.meta.url)(file);
    return await prerender();
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Runs the prerender module while webpack builds the app, and fills `holder` for the HTML template:
 * `holder.stylesheets` ({ css, attributes }), `holder.pages` (name → { title, body }),
 * `holder.startAfterPaint`, the URL of the script that starts a prerendered page's app after its
 * first paint (./start-after-paint.js, emitted content-hashed), and `holder.pageScripts` (page →
 * URL): a page's own plain script (`scripts` in the options, relative to `dir`), emitted
 * content-hashed and run first in that page's head, before the app (the login page's early sign-in).
 */
export class PrerenderPlugin {
  /** @param {{ dir: string, entry: string, publicPath: string, holder: object, scripts?: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { dir, entry, publicPath, holder, scripts = {} } = this.options;
    // `make` runs beside the compilation's module building, and ends before the HTML is made.
    compiler.hooks.make.tapPromise('PrerenderPlugin', async (compilation) => {
      try {
        const prerendered = await runPrerender(dir, entry);
        holder.stylesheets = Object.values(prerendered.stylesheets);
        holder.pages = prerendered.pages;
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`Prerendering failed: ${error.stack}`));
      }
    });
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrerenderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const hash = createHash('sha256').update(START_AFTER_PAINT).digest('hex').slice(0, 8);
          const file = `start-after-paint.${hash}.js`;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(START_AFTER_PAINT));
          holder.startAfterPaint = `${publicPath}${file}`;
          holder.pageScripts = {};
          for (const [page, source] of Object.entries(scripts)) {
            const code = fs.readFileSync(path.join(dir, source));
            const name = `${path.basename(source, '.js')}.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
            compilation.emitAsset(name, new compiler.webpack.sources.RawSource(code));
            holder.pageScripts[page] = `${publicPath}${name}`;
          }
        },
      );
    });
  }
}
