import { useSessionStore } from '@telehealth/shared/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** /admin needs a session; without one the admin signs in and comes back to the page asked for. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.session !== null);
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
