import type { RemoteName, RemoteRoute } from '@telehealth/shared/contracts';
import { useSessionStore } from '@telehealth/shared/session';
import { mayOpen } from '../access/screen-access';
import { loadRemoteRoutes } from './load-remote-routes';
import { pageFor, readFirstRows } from './remote-pages';
import { remoteNames, remoteRelease, sectionOwner } from './remote-directory';

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });

const permitted = (section: string) =>
  mayOpen(`/admin/${section}`, useSessionStore.getState().admin?.permissions);

/**
 * A menu section's page ready to show rows at once: its chunks, then its first page of data in the
 * shared cache (the page's `prefetch`, read in the background). Nothing for a screen the admin may
 * not open (the API would refuse its read).
 */
async function prefetchPage(remote: RemoteName, route: RemoteRoute): Promise<void> {
  await pageFor(remote, route).preload();
  if (permitted(route.path)) await readFirstRows(route);
}

/** The menu section `/admin/<section>` of a remote, made ready for its visit (pointer or focus on its menu item). */
export async function prefetchSection(section: string): Promise<void> {
  const remote = sectionOwner(section);
  if (!remote) return;
  const { routes } = await loadRemoteRoutes(remote);
  const route = routes.find((candidate) => candidate.path === section);
  if (route) await prefetchPage(remote, route);
}

/**
 * In idle time, one step at a time: first each remote's first menu section, chunks and data (the
 * screen a first visit to the remote most likely opens), then every other page the menu leads to,
 * chunks only. A remote that is down or does not fit this shell is skipped.
 */
export async function prefetchRemotes(): Promise<void> {
  const later: (() => Promise<void>)[] = [];
  for (const remote of remoteNames()) {
    await idle();
    try {
      const { routes } = await loadRemoteRoutes(remote);
      const first = [...remoteRelease(remote).sections].sort((a, b) => a.order - b.order)[0]?.path;
      const pages = routes.filter((route) => !route.path.includes(':'));
      for (const route of pages) {
        if (route.path === first) await prefetchPage(remote, route);
        else later.push(() => pageFor(remote, route).preload());
      }
    } catch {
      // Not preloaded: a visit shows the remote's panel, and the menu marks its sections unavailable.
    }
  }
  for (const step of later) {
    await idle();
    await step().catch(() => undefined);
  }
}
