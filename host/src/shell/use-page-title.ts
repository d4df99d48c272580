import { useEffect } from 'react';
import { useShellStore } from './shell-store';

/** Names the current page in the top bar and the browser tab. */
export function usePageTitle(title: string): void {
  const setTitle = useShellStore((state) => state.setTitle);
  useEffect(() => {
    setTitle(title);
    document.title = title ? `${title} · Admin` : 'Admin';
  }, [title, setTitle]);
}
