import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteRoutesModule, type RemoteName, type RemoteRoutesModule } from '@telehealth/shared/contracts';
import { FEDERATION_NAMES } from './remote-registry';
import { resetRemote } from './register-remotes';

/** A remote that does not answer within this time is reported unavailable (it may answer later: Retry). */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

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

async function fetchRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const module = await withTimeout(
    loadRemote<unknown>(`${FEDERATION_NAMES[name]}/routes`),
    REMOTE_LOAD_TIMEOUT_MS,
  );
  if (!isRemoteRoutesModule(module)) throw new Error(`${name} did not expose valid routes`);
  return module;
}

/** The routes a remote exposes, loaded once; a failure is not cached, so Retry tries again. */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = fetchRoutes(name).then(
      (module) => {
        settled.set(name, module);
        return module;
      },
      (error: unknown) => {
        loaded.delete(name);
        resetRemote(name);
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
