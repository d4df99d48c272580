import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { HostConfig, RemoteName } from '@telehealth/shared/contracts';
import { remoteNames, remoteRelease, setRemoteDirectory } from './remote-directory';

function remoteFor(name: RemoteName) {
  const { federationName, entry } = remoteRelease(name);
  return { name: federationName, entry: new URL(entry, window.location.origin).toString() };
}

/**
 * Registers the remotes of the runtime config, each at the release config.json picks. Nothing is
 * fetched until a remote is used; the runtime plugins are registered by the code that loads remotes
 * (load-remote-routes.ts), which the sign-in page never fetches.
 */
export function registerAllRemotes(config: HostConfig): void {
  setRemoteDirectory(config.remotes);
  registerRemotes(remoteNames().map(remoteFor));
}

/** Forgets a remote that failed, so the next load fetches its manifest again (the Retry button). */
export function resetRemote(name: RemoteName): void {
  registerRemotes([remoteFor(name)], { force: true });
}
