import type { RemoteRelease, RemoteSection } from '@telehealth/shared/contracts';
import { listRemotes } from '@telehealth/shared/build/remotes.cjs';

/**
 * The runtime configuration's remotes as the host's build writes them for the remotes of this
 * repository (each at its working build), read from their remote.json files: what the shell shows
 * is tested against what the remotes really declare.
 */
export function repositoryRemotes(): Record<string, RemoteRelease> {
  return Object.fromEntries(
    listRemotes().map((remote) => [
      remote.name,
      {
        entry: `/remotes/${remote.name}/mf-manifest.json`,
        federationName: remote.federationName,
        label: remote.label,
        version: remote.version,
        contract: remote.contract,
        sections: remote.sections as RemoteSection[],
      },
    ]),
  );
}
