import type { ComponentType } from 'react';

/** A page a remote contributes to the admin. `path` is relative to `/admin/` (e.g. `doctors/:uid`). */
export interface RemoteRoute {
  path: string;
  /** The page name the top bar shows. */
  title: string;
  /** Loads the page on first visit, so a remote's `./routes` module stays small. */
  load: () => Promise<{ default: ComponentType }>;
}

/** What each remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/** Runtime configuration the host reads from `config.json` beside its `index.html`. */
export interface HostConfig {
  apiBase: string;
  remotes: Record<RemoteName, string>;
}

export type RemoteName = 'people' | 'commerce' | 'catalog' | 'inbox';

/** Keys of the dashboard response that light a dot in the menu. */
export type UnreadKey = 'unreadSpeciality' | 'unreadService' | 'unread_notification';

/** Checks that something a remote answered really is a routes module (a remote may answer garbage). */
export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (!value || typeof value !== 'object') return false;
  const routes = (value as { routes?: unknown }).routes;
  return (
    Array.isArray(routes) &&
    routes.length > 0 &&
    routes.every(
      (route) =>
        route &&
        typeof route.path === 'string' &&
        typeof route.title === 'string' &&
        typeof route.load === 'function',
    )
  );
}
