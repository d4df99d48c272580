// Emits ./color-mode-init.js content-hashed beside the app's pages, for the template to load first
// in <head> (a file, not inline: the pages' Content-Security-Policy allows scripts from 'self' only).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'color-mode-init.js'));

export class ColorModeScriptPlugin {
  /** @param {{ publicPath: string, holder: { colorModeScript?: string } }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { publicPath, holder } = this.options;
    compiler.hooks.thisCompilation.tap('ColorModeScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ColorModeScriptPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const hash = createHash('sha256').update(SOURCE).digest('hex').slice(0, 8);
          const file = `color-mode-init.${hash}.js`;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(SOURCE));
          holder.colorModeScript = `${publicPath}${file}`;
        },
      );
    });
  }
}
