import { useLayoutEffect } from 'react';
import { useShellStore } from './shell-store';

/**
 * Names the current page in the top bar and the browser tab. Set while the page commits (a layout
 * effect, whose store update React renders before the browser paints), so the new page never shows
 * under the previous page's title for a frame or a task.
 */
export function usePageTitle(title: string): void {
  const setTitle = useShellStore((state) => state.setTitle);
  useLayoutEffect(() => {
    setTitle(title);
    document.title = title ? `${title} · Admin` : 'Admin';
  }, [title, setTitle]);
}
