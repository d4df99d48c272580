import { lazy, Suspense, useEffect } from 'react';
import { usePaletteStore } from './palette-store';

const CommandPalette = lazy(() => import(/* webpackChunkName: "command-palette" */ './CommandPalette'));

/**
 * The palette's code loads only after sign-in: on first use, or once the shell is idle. The login
 * page never loads it (it is outside the signed-in frame).
 */
export function LazyCommandPalette() {
  const wanted = usePaletteStore((state) => state.wanted);
  useEffect(() => {
    const prefetch = () => usePaletteStore.getState().prefetch();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 2000);
    return () => clearTimeout(timer);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  );
}
