import { refreshDashboard } from '@telehealth/shared/api';
import { useEffect, useRef } from 'react';

/**
 * Once the Suggested tab has shown its rows, tells the server the admin has seen them (the menu dot
 * clears) and refreshes the dot. Runs again only when the shown suggestions change.
 */
export function useMarkSeen(
  visible: boolean,
  shownKey: string | undefined,
  markSeen: () => Promise<unknown>,
) {
  const marked = useRef<string | undefined>(undefined);
  const markRef = useRef(markSeen);
  markRef.current = markSeen;
  useEffect(() => {
    if (!visible || shownKey === undefined || marked.current === shownKey) return;
    marked.current = shownKey;
    markRef.current().then(
      () => refreshDashboard(),
      () => {
        marked.current = undefined;
      },
    );
  }, [visible, shownKey]);
}
