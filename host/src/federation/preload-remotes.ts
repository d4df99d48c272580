import type { RemoteName } from '@telehealth/shared/contracts';
import { FEDERATION_NAMES } from './remote-registry';

let started = false;

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 200);

/**
 * Once the signed-in shell is up, loads each remote's manifest, entry and routes module one after
 * another while the browser is idle, so the first visit to a module fetches only its page. A remote
 * that is down is simply not preloaded: visiting it still shows the unavailable-module panel.
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
      import('./load-remote-routes')
        .then(({ loadRemoteRoutes }) => loadRemoteRoutes(name))
        .catch(() => undefined)
        .finally(next);
    });
  };
  next();
}
