import { useSessionStore } from '@telehealth/shared/session';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { restoreSession } from '../auth/session-renewal';

/**
 * /admin needs a session; without one the admin signs in and comes back to the page asked for. On
 * a page load the session is first asked for (the refresh cookie may hold one): nothing is shown
 * meanwhile, which takes one short request.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.session !== null);
  const checked = useSessionStore((state) => state.checked);
  const location = useLocation();
  useEffect(() => {
    if (!checked) void restoreSession();
  }, [checked]);
  if (signedIn) return children;
  if (!checked) return null;
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}
