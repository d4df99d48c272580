import { useWrite } from '@telehealth/shared/query';
import { useEffect, useRef } from 'react';

/**
 * Once the Suggested tab has shown its rows, tells the server the admin has seen them: a write
 * whose only change is the menu's dot (read again with the dashboard). Runs again only when the
 * shown suggestions change, or after a failed attempt.
 */
export function useMarkSeen(
  visible: boolean,
  shownKey: string | undefined,
  markSeen: () => Promise<unknown>,
) {
  const marked = useRef<string | undefined>(undefined);
  const markRef = useRef(markSeen);
  markRef.current = markSeen;
  const { mutate: markShownSeen } = useWrite(() => markRef.current(), { changes: [] });
  useEffect(() => {
    if (!visible || shownKey === undefined || marked.current === shownKey) return;
    marked.current = shownKey;
    markShownSeen(undefined, {
      onError: () => {
        marked.current = undefined;
      },
    });
  }, [visible, shownKey, markShownSeen]);
}
