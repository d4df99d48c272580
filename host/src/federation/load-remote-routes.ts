import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import {
  isRemoteRoutesModule,
  type RemoteBuildInfo,
  type RemoteName,
  type RemoteRoutesModule,
} from '@telehealth/shared/contracts';
import { checkContract, IncompatibleRemoteError } from './contract-check';
import { REMOTE_LOAD_POLICY } from './load-policy';
import { resetRemote } from './register-remotes';
import { remoteRelease } from './remote-directory';
import { useRemoteStatus } from './remote-status';
import { retryPlugin } from './runtime-plugins/retry-plugin';
import { errorText } from './runtime-plugins/retrying';

let pluginsRegistered = false;

/** Before the first remote is loaded: every manifest, entry and exposed module goes through them. */
function registerRuntimePlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([retryPlugin(REMOTE_LOAD_POLICY)]);
}

/** A remote that does not answer within this time is reported unavailable (it may answer later: Retry). */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** Contract ranges were first declared with contract 2.0.0: a routes module without one is older. */
const UNDECLARED_CONTRACT = '^1.0.0';

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();
const settled = new Map<RemoteName, RemoteRoutesModule>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function assertFits(build: RemoteBuildInfo): void {
  const verdict = checkContract(build.contract);
  if (!verdict.fits) throw new IncompatibleRemoteError(build, verdict);
}

/** What a loaded module says of its build; a routes module from before contracts declares none. */
function buildOf(name: RemoteName, module: unknown): RemoteBuildInfo | null {
  if (isRemoteRoutesModule(module)) return module.build;
  const routes = (module as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return null;
  return { name, version: remoteRelease(name).version, builtAt: '', contract: UNDECLARED_CONTRACT };
}

async function fetchRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const release = remoteRelease(name);
  // What the release declared (copied into config.json): a misfit is known without fetching anything.
  assertFits({ name, version: release.version, builtAt: release.builtAt ?? '', contract: release.contract });
  // The host's copy of the full UI kit first: the first copy loaded is the one every app is given,
  // and the host's first screen loads only its light part.
  await import('@telehealth/shared/ui');
  const module = await withTimeout(
    loadRemote<unknown>(`${release.federationName}/routes`),
    REMOTE_LOAD_TIMEOUT_MS,
  );
  // What the code itself says is what counts (a hand-edited config.json may be wrong).
  const build = buildOf(name, module);
  if (build) assertFits(build);
  if (!isRemoteRoutesModule(module)) throw new Error(`${name} did not expose valid routes`);
  return module;
}

/** The routes a remote exposes, loaded once; a failure is not cached, so Retry tries again. */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let pending = loaded.get(name);
  if (!pending) {
    registerRuntimePlugins();
    const setStatus = useRemoteStatus.getState().set;
    setStatus(name, { state: 'loading' });
    pending = fetchRoutes(name).then(
      (module) => {
        settled.set(name, module);
        setStatus(name, { state: 'loaded', build: module.build });
        return module;
      },
      (error: unknown) => {
        loaded.delete(name);
        resetRemote(name);
        setStatus(
          name,
          error instanceof IncompatibleRemoteError
            ? { state: 'incompatible', build: error.build, verdict: error.verdict }
            : { state: 'failed', error: errorText(error) },
        );
        throw error;
      },
    );
    loaded.set(name, pending);
  }
  return pending;
}

/** The routes of a remote already loaded, so a second visit renders at once (no spinner). */
export function loadedRemoteRoutes(name: RemoteName): RemoteRoutesModule | undefined {
  return settled.get(name);
}
