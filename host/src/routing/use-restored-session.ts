import { useSessionStore } from '@telehealth/shared/session';
import { useEffect } from 'react';
import { restoreSession } from '../auth/session-renewal';

/**
 * Whether the admin is signed in, and whether that has been checked yet: on a page load the session
 * is asked for once (the refresh cookie may hold one).
 */
export function useRestoredSession(): { signedIn: boolean; checked: boolean } {
  const signedIn = useSessionStore((state) => state.session !== null);
  const checked = useSessionStore((state) => state.checked);
  useEffect(() => {
    if (!checked) void restoreSession();
  }, [checked]);
  return { signedIn, checked };
}
