import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useRestoredSession } from './use-restored-session';

/**
 * /admin needs a session; without one the admin signs in and comes back to the page asked for. On
 * a page load the session is first asked for (the refresh cookie may hold one): nothing is shown
 * meanwhile, which takes one short request.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn, checked } = useRestoredSession();
  const location = useLocation();
  if (signedIn) return children;
  if (!checked) return null;
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}
