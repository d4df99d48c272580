import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnPath } from './return-path';
import { useRestoredSession } from './use-restored-session';

/**
 * /login for a signed-in admin: straight on to the page asked for, or the dashboard. On a page load
 * the form shows at once while the session (if the refresh cookie holds one) is asked for behind it.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { signedIn } = useRestoredSession();
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
