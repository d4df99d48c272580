// The host's runtime configuration (`config.json` beside its index.html): the API base and, per
// remote, which release runs and what that release declared (version, contract range, menu
// sections). The host draws its menu and checks contracts from it before loading any remote.
import remotes from './remotes.cjs';

/**
 * The configuration entry of one remote's release.
 * @param {import('./remotes.cjs').RemoteDeclaration} remote its declaration (remote.json + version)
 * @param {{ entry: string, builtAt?: string }} where  the manifest URL, and the build time of a release
 */
export function remoteEntry(remote, { entry, builtAt }) {
  return {
    entry,
    federationName: remote.federationName,
    label: remote.label,
    version: remote.version,
    contract: remote.contract,
    ...(builtAt ? { builtAt } : {}),
    sections: remote.sections,
  };
}

/** The URL folder a remote's working build is served from; its releases are in `<folder><version>/`. */
export const remoteFolder = (name) => `/remotes/${name}/`;

/**
 * The configuration the host's build writes: `public/config.json` (the API base, and any remote
 * entry an operator pinned there) completed with every remote of the repository at its working
 * build (`/remotes/<name>/mf-manifest.json`, what `pnpm start` builds), or, with `released`, at the
 * release of its package.json version (`/remotes/<name>/<version>/mf-manifest.json`, what each
 * remote's image serves). A deployment then edits the built file (each release command prints its
 * entry) to pick other versions.
 */
export function workingBuildConfig(publicConfig, { root, released = false } = {}) {
  const pinned = publicConfig.remotes ?? {};
  const entries = {};
  for (const remote of remotes.listRemotes(root)) {
    const folder = `${remoteFolder(remote.name)}${released ? `${remote.version}/` : ''}`;
    entries[remote.name] = pinned[remote.name] ?? remoteEntry(remote, { entry: `${folder}mf-manifest.json` });
  }
  return { ...publicConfig, remotes: entries };
}
