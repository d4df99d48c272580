import { useSessionStore } from '@telehealth/shared/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnPath } from './return-path';

/** /login for a signed-in admin: straight on to the page asked for, or the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.session !== null);
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
