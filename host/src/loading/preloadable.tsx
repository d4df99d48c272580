import { type ComponentType, lazy, useState } from 'react';
import { loadOnce } from './load-once';

export interface PreloadableComponent<P extends object> {
  (props: P): React.ReactElement;
  /** Starts loading the module (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
  /** Whether the module is loaded (it then renders without suspending). */
  isLoaded: () => boolean;
}

/**
 * Like React.lazy, but a module that is already loaded (preloaded, or seen before) renders at once
 * instead of suspending: a suspended boundary makes React hold the page back for its fallback
 * throttle (about 300 ms), which a navigation to a loaded page must not pay. A failed load is not
 * remembered, so the next mount tries again.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = module.default;
    }),
  );
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at start-up, as React.lazy is
  function Preloadable(props: P) {
    // Decided once per mount, so the page is never swapped for another component type (a remount).
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Preloadable.preload = preload;
  Preloadable.isLoaded = () => loaded !== undefined;
  return Preloadable;
}
