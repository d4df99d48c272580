import type { ComponentType } from 'react';

/** A page a remote contributes to the admin. `path` is relative to `/admin/` (e.g. `doctors/:uid`). */
export interface RemoteRoute {
  path: string;
  /** The page name the top bar shows. */
  title: string;
  /** Loads the page on first visit, so a remote's `./routes` module stays small. */
  load: () => Promise<RemotePageModule>;
}

/** A page's module, as a route's `load` gives it. */
export interface RemotePageModule {
  default: ComponentType;
  /**
   * Reads what the page's first screen shows when opened from the menu (its list's first page)
   * into the shared query cache, in the background, so its first visit shows rows at once
   * (since 4.3.0; the host calls it ahead of a visit, on idle or when the menu item is pointed at).
   */
  prefetch?: () => Promise<void>;
}

/** What a remote's build says about itself (written into its bundle by the build). */
export interface RemoteBuildInfo {
  /** The remote's short name (`people`). */
  name: string;
  /** Its release version (its package.json version). */
  version: string;
  /** When it was built (ISO 8601). */
  builtAt: string;
  /** The contract range it was built against (`^2.0.0`): see CONTRACT_VERSION. */
  contract: string;
}

/** What each remote exposes as `./routes`: its pages and the build they come from. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
  build: RemoteBuildInfo;
}

/** A menu entry a remote owns, declared in its `remote.json` and copied into the host's config. */
export interface RemoteSection {
  /** First path segment under `/admin/` (`doctors`). */
  path: string;
  label: string;
  /**
   * The permission an admin needs to open it (`doctors.view`, as the API names it): the menu, the
   * palette and deep links offer it only to roles that hold it. A release built before sections
   * declared one has none: the host then leaves the refusal to the API.
   */
  permission?: string;
  /** An icon name the host knows; an unknown one gets a plain dot. */
  icon: string;
  /** Position in the menu: the host's Dashboard is 0. */
  order: number;
  /** The dashboard flag that lights the unread dot. */
  dot?: UnreadKey;
}

/**
 * One remote in the host's runtime configuration: which release runs (its manifest URL) and what
 * that release declared, copied by its release command, so the host can draw the menu and check the
 * contract before loading anything.
 */
export interface RemoteRelease {
  /** URL of the release's `mf-manifest.json` (`/remotes/people/0.2.0/mf-manifest.json`). */
  entry: string;
  /** Module Federation container name (`remote_people`). */
  federationName: string;
  /** What the panels and the status page call it. */
  label: string;
  version: string;
  /** The contract range the release was built against. */
  contract: string;
  /** When the release was built (ISO 8601); absent for a working build. */
  builtAt?: string;
  sections: RemoteSection[];
}

/** Runtime configuration the host reads from `config.json` beside its `index.html`. */
export interface HostConfig {
  apiBase: string;
  remotes: Record<RemoteName, RemoteRelease>;
}

/** A remote's short name (`people`): the list of remotes lives in the configuration, not in code. */
export type RemoteName = string;

/** Keys of the dashboard response that light a dot in the menu. */
export type UnreadKey = 'unreadSpeciality' | 'unreadService' | 'unread_notification';

function isRemoteBuildInfo(value: unknown): value is RemoteBuildInfo {
  if (!value || typeof value !== 'object') return false;
  const build = value as Record<string, unknown>;
  return ['name', 'version', 'builtAt', 'contract'].every((key) => typeof build[key] === 'string');
}

/** Checks that something a remote answered really is a routes module (a remote may answer garbage). */
export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (!value || typeof value !== 'object') return false;
  const routes = (value as { routes?: unknown }).routes;
  return (
    isRemoteBuildInfo((value as { build?: unknown }).build) &&
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
