import { lazy, Suspense, useEffect } from 'react';
import { afterFirstScreen } from '../shell/after-first-screen';
import { usePaletteStore } from './palette-store';

const CommandPalette = lazy(() => import(/* webpackChunkName: "command-palette" */ './CommandPalette'));

/**
 * The palette's code loads only after sign-in: on first use, or once the first screen is shown. The login
 * page never loads it (it is outside the signed-in frame).
 */
export function LazyCommandPalette() {
  const wanted = usePaletteStore((state) => state.wanted);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && usePaletteStore.getState().prefetch());
    return () => {
      live = false;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  );
}
