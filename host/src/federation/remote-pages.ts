import type { RemoteRoute } from '@telehealth/shared/contracts';
import { type PreloadableComponent, preloadable } from '../routing/preloadable';

export type Page = PreloadableComponent<object>;

// One page component per remote route, kept across visits: a page already loaded renders at once,
// without suspending (React holds a suspended page back ~300 ms). Dropped on Retry, since React
// remembers a failed lazy load.
let pages = new WeakMap<RemoteRoute, Page>();

export function pageFor(route: RemoteRoute): Page {
  let page = pages.get(route);
  if (!page) {
    page = preloadable(route.load);
    pages.set(route, page);
  }
  return page;
}

/** After a failure (Retry), every page is loaded afresh. */
export function forgetRemotePages(): void {
  pages = new WeakMap();
}
