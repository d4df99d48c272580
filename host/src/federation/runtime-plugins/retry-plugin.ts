import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RuntimeHooks = Required<ModuleFederationRuntimePlugin>;
type EntryErrorArgs = Parameters<RuntimeHooks['loadEntryError']>[0];
type EntryExports = Awaited<ReturnType<EntryErrorArgs['getRemoteEntry']>>;
type ModuleFactory = Awaited<ReturnType<RuntimeHooks['getModuleFactory']>>;
import { type RetryPolicy, retrying } from './retrying';

/**
 * Reads a manifest, failing on what the runtime would choke on (an error status, a body that is not
 * JSON), and hands the runtime a fresh Response with the same body.
 */
async function fetchManifest(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  const body = await response.text();
  try {
    JSON.parse(body);
  } catch {
    throw new Error(`${new URL(url).pathname} is not JSON`);
  }
  return new Response(body, { status: response.status, headers: response.headers });
}

const retriedEntries = new Set<string>();

/** The entry script again, after the runtime's own first try failed (reported as the first failure). */
async function retryEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: EntryErrorArgs,
  policy: RetryPolicy,
): Promise<EntryExports> {
  if (retriedEntries.has(uniqueKey)) return undefined;
  retriedEntries.add(uniqueKey);
  let first = true;
  try {
    return await retrying(
      async () => {
        if (first) {
          first = false;
          throw new Error(`${remoteInfo.entry} did not load`);
        }
        delete globalLoading[uniqueKey];
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!exports) throw new Error(`${remoteInfo.entry} did not load`);
        return exports;
      },
      policy,
      { federationName: remoteInfo.name, stage: 'entry' },
    );
  } finally {
    retriedEntries.delete(uniqueKey);
  }
}

/**
 * Module Federation runtime plugin: a remote's manifest, its entry script and its exposed module
 * are each tried again (`policy.retries` times, with backoff) before the load fails and the host
 * shows the unavailable panel; every failed try is reported (`policy.onFailure`). A page's own chunks
 * load through the remote's webpack runtime, which no runtime hook sees: the host retries those
 * with the same policy (remote-pages.ts).
 */
export function retryPlugin(policy: RetryPolicy): ModuleFederationRuntimePlugin {
  return {
    name: 'telehealth-retry',
    fetch(url, init, remoteInfo) {
      if (!remoteInfo) return undefined;
      return retrying(() => fetchManifest(url, init), policy, {
        federationName: remoteInfo.name,
        stage: 'manifest',
      });
    },
    loadEntryError(args) {
      // The hook's declared result is a promise of a promise (the runtime awaits both); one is the same.
      return retryEntry(args, policy) as unknown as ReturnType<RuntimeHooks['loadEntryError']>;
    },
    getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      return retrying(async () => (await remoteEntryExports.get(expose)) as ModuleFactory, policy, {
        federationName: moduleInfo.name,
        stage: 'module',
      });
    },
  };
}
