// The scripts the app's start-up loads before any of its code runs: the entry's async boundary
// (`import('./bootstrap')`) and the shared packages that code consumes (React, the router, the UI
// kit's core, ...), which the federation runtime asks for only once the entry has run. Listed at
// build time so the page can preload them beside the entry (`<link rel="preload">`) instead of
// after it: one round of requests fewer before the first screen.

/**
 * Files of the chunks the entry's async imports load, with the chunks of every shared package those
 * chunks consume as the app itself provides it (the host's copy is the one loaded at start-up),
 * followed transitively. In the order found (the boundary's own chunks first).
 */
export function startUpScriptFiles(compilation, entryName) {
  const { chunkGraph, moduleGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') provided.set(module._name, module);
  const seen = new Set();
  const files = new Set();
  const visit = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const providing of provided.get(module.options.shareKey)?.blocks ?? []) visit(providing);
      }
    }
  };
  for (const dependency of compilation.entries.get(entryName)?.dependencies ?? []) {
    for (const block of moduleGraph.getModule(dependency)?.blocks ?? []) visit(block);
  }
  return [...files];
}

/** Fills `holder.files` (URLs under `publicPath`) for the HTML template, before the HTML is made. */
export class StartUpScriptsPlugin {
  /** @param {{ entryName: string, publicPath: string, holder: { files: string[] } }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { entryName, publicPath, holder } = this.options;
    compiler.hooks.thisCompilation.tap('StartUpScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartUpScriptsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          holder.files = startUpScriptFiles(compilation, entryName).map((file) => `${publicPath}${file}`);
        },
      );
    });
  }
}
