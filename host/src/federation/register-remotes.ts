import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { HostConfig, RemoteName } from '@telehealth/shared/contracts';
import { FEDERATION_NAMES } from './remote-registry';

let entries: Record<RemoteName, string> | null = null;

function remoteFor(name: RemoteName) {
  if (!entries) throw new Error('registerAllRemotes() must run first');
  return { name: FEDERATION_NAMES[name], entry: new URL(entries[name], window.location.origin).toString() };
}

/** Registers the four remotes from the runtime config. Nothing is fetched until a remote is used. */
export function registerAllRemotes(config: HostConfig): void {
  entries = config.remotes;
  registerRemotes((Object.keys(entries) as RemoteName[]).map(remoteFor));
}

/** Forgets a remote that failed, so the next load fetches its manifest again (the Retry button). */
export function resetRemote(name: RemoteName): void {
  registerRemotes([remoteFor(name)], { force: true });
}
