import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellStore } from './shell-store';

/**
 * Names the current page in the top bar and the browser tab. Set while the page commits (a layout
 * effect, whose store update React renders before the browser paints), so the new page never shows
 * under the previous page's title for a frame or a task. The name is kept with the page's path, so
 * a page still loading is never shown under the name of the one before (top-bar-title.ts).
 */
export function usePageTitle(title: string): void {
  const setTitle = useShellStore((state) => state.setTitle);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    setTitle(title, pathname);
    document.title = title ? `${title} · Admin` : 'Admin';
  }, [title, pathname, setTitle]);
}
