import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { hasPrebuiltGlobalCss, withoutGlobalCss } from './global-css';
import { adminSystem } from './theme';
import { toaster } from './toaster';

// Read once, when the page's scripts run: the stylesheet is in the page's <head> or not at all.
const pageSystem = hasPrebuiltGlobalCss() ? withoutGlobalCss(adminSystem) : adminSystem;

const loadToasterView = () => import('./toaster-view');
const ToasterView = lazy(() => loadToasterView().then((module) => ({ default: module.Toaster })));

/** Fetches the toaster's view ahead of the first toast (e.g. once the admin starts typing). */
export function preloadToaster(): void {
  void loadToasterView().catch(() => undefined);
}

/**
 * The page's toaster, mounted with the first toast: its view (Chakra's toast machine) is not needed
 * before then, so the login page does not wait for it. Toasts created before it mounts are shown
 * as it mounts (the toaster's store keeps them).
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getVisibleToasts().length > 0) {
      setWanted(true);
      return;
    }
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}

/**
 * Chakra's provider with the admin system and the page's toaster. Mounted once, by the host (or by a
 * remote's standalone dev bootstrap, never inside a remote's pages).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={pageSystem}>
      {children}
      <DeferredToaster />
    </ChakraProvider>
  );
}
