import type { RemoteName, RemoteRoute } from '@telehealth/shared/contracts';
import { type PreloadableComponent, preloadable } from '../loading/preloadable';
import { REMOTE_LOAD_POLICY } from './load-policy';
import { remoteRelease } from './remote-directory';
import { retrying } from './runtime-plugins/retrying';

export type Page = PreloadableComponent<object>;

// One page component per remote route, kept across visits: a page already loaded renders at once,
// without suspending (React holds a suspended page back ~300 ms). Dropped on Retry, since React
// remembers a failed lazy load.
let pages = new WeakMap<RemoteRoute, Page>();

/**
 * The page of a remote route. Its chunk is fetched by the remote's own webpack runtime, which the
 * federation runtime's hooks do not see, so a failed chunk is retried here with the same policy
 * (webpack forgets a chunk that failed, so the next import asks for it again).
 */
export function pageFor(remote: RemoteName, route: RemoteRoute): Page {
  let page = pages.get(route);
  if (!page) {
    const about = { federationName: remoteRelease(remote).federationName, stage: 'chunk' as const };
    page = preloadable(() => retrying(() => route.load(), REMOTE_LOAD_POLICY, about));
    pages.set(route, page);
  }
  return page;
}

/** After a failure (Retry), every page is loaded afresh. */
export function forgetRemotePages(): void {
  pages = new WeakMap();
}

/**
 * Asks the page for what its first screen shows when opened from the menu (its `prefetch`: the
 * list's first page, read in the background into the shared cache). A failure is the page's to meet.
 */
export function readFirstRows(route: RemoteRoute): Promise<void> {
  return route
    .load()
    .then((page) => page.prefetch?.())
    .catch(() => undefined);
}
