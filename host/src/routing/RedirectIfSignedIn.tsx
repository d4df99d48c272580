import { useSessionStore } from '@telehealth/shared/session';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { restoreSession } from '../auth/session-renewal';
import { returnPath } from './return-path';

/**
 * /login for a signed-in admin: straight on to the page asked for, or the dashboard. On a page load
 * the form shows at once while the session (if the refresh cookie holds one) is asked for behind it.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.session !== null);
  const checked = useSessionStore((state) => state.checked);
  const location = useLocation();
  useEffect(() => {
    if (!checked) void restoreSession();
  }, [checked]);
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
