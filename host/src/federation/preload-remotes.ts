import type { RemoteName } from '@telehealth/shared/contracts';
import { remoteNames } from './remote-directory';

let started = false;

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });

async function preloadRemote(name: RemoteName): Promise<void> {
  // Loaded lazily itself: the MF runtime calls are not needed before sign-in.
  const [{ loadRemoteRoutes }, { pageFor }] = await Promise.all([
    import('./load-remote-routes'),
    import('./remote-pages'),
  ]);
  const { routes } = await loadRemoteRoutes(name);
  for (const route of routes.filter((candidate) => !candidate.path.includes(':'))) {
    await idle();
    await pageFor(name, route).preload();
  }
}

/**
 * Once the signed-in shell is up, loads each remote's manifest, entry and routes module, then the
 * pages the menu leads to (routes without parameters), one at a time and only when the browser is
 * idle, so the first visit to a module only asks the API for its data. A remote that is down or
 * does not fit this shell is simply not preloaded: visiting it still shows its panel, and the menu
 * marks its sections unavailable.
 * Must run after the shell has loaded the shared UI kit, so the host's copy is the one every remote
 * is given (the first one loaded wins).
 */
export function preloadRemotesWhenIdle(): void {
  if (started) return;
  started = true;
  void (async () => {
    for (const name of remoteNames()) {
      await idle();
      await preloadRemote(name).catch(() => undefined);
    }
  })();
}
