import type { createBrowserRouter } from 'react-router-dom';

type AdminRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>;

/**
 * What the API client calls after a 401 cleared the session: from an admin page, /login, and back
 * to that same page once the admin has signed in again. Public pages handle their own 401s.
 */
export function goToLoginAfter401(router: AdminRouter): void {
  const { pathname, search } = router.state.location;
  if (!pathname.startsWith('/admin')) return;
  void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
}
