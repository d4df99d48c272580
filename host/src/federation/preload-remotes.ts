import type { RemoteName } from '@telehealth/shared/contracts';
import { FEDERATION_NAMES } from './remote-registry';

let started = false;

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 200);

/**
 * Once the signed-in shell is up, loads each remote's manifest, entry and routes module, then the
 * pages the menu leads to (routes without parameters), one remote after another while the browser
 * is idle, so the first visit to a module only asks the API for its data. A remote that is down is
 * simply not preloaded: visiting it still shows the unavailable-module panel.
 * Must run after the shell has loaded the shared UI kit, so the host's copy is the one every remote
 * is given (the first one loaded wins).
 */
export function preloadRemotesWhenIdle(): void {
  if (started) return;
  started = true;
  const names = Object.keys(FEDERATION_NAMES) as RemoteName[];
  const next = () => {
    const name = names.shift();
    if (!name) return;
    whenIdle(() => {
      // Loaded lazily itself: the MF runtime calls are not needed before sign-in.
      Promise.all([import('./load-remote-routes'), import('./remote-pages')])
        .then(async ([{ loadRemoteRoutes }, { pageFor }]) => {
          const { routes } = await loadRemoteRoutes(name);
          const menuPages = routes.filter((route) => !route.path.includes(':'));
          for (const route of menuPages) await pageFor(route).preload();
        })
        .catch(() => undefined)
        .finally(next);
    });
  };
  next();
}
