import { useSessionStore } from '@telehealth/shared/session';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '../../../shared/test-support/render';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';
import { returnPath } from './return-path';

/** Stands in for the login page: signs in and goes where the real page goes. */
function FakeLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = () => {
    useSessionStore.getState().update({ token: 't', refresh_token: 'r', session_id: 's' });
    navigate(returnPath(location.state), { replace: true });
  };
  return (
    <button type="button" onClick={signIn}>
      Sign in
    </button>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderApp(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <FakeLogin />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="/admin/*"
          element={
            <RequireSession>
              <p>Admin page</p>
            </RequireSession>
          }
        />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe('RequireSession and RedirectIfSignedIn', () => {
  beforeEach(() => act(() => useSessionStore.getState().clear()));

  it('sends /admin without a session to /login', () => {
    renderApp('/admin/doctors');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
  });

  it('brings the admin back to the page asked for, query included, after signing in', async () => {
    renderApp('/admin/doctors?doctor_status=pending&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/doctors?doctor_status=pending&page=2');
    expect(screen.getByText('Admin page')).toBeInTheDocument();
  });

  it('sends an unknown path of a signed-out visitor to the dashboard, hence to /login', async () => {
    renderApp('/no/such/page');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('sends a signed-in admin opening /login to the dashboard', () => {
    useSessionStore.getState().update({ token: 't', refresh_token: 'r', session_id: 's' });
    renderApp('/login');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('ends on /login when the session is cleared (a 401, another tab logging out)', () => {
    useSessionStore.getState().update({ token: 't', refresh_token: 'r', session_id: 's' });
    renderApp('/admin/payments');
    expect(screen.getByText('Admin page')).toBeInTheDocument();
    act(() => useSessionStore.getState().clear());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });
});

describe('returnPath', () => {
  it('trusts only admin paths', () => {
    expect(returnPath({ from: '/admin/patients?page=3' })).toBe('/admin/patients?page=3');
    expect(returnPath({ from: 'https://evil.example/admin' })).toBe('/admin/dashboard');
    expect(returnPath({ from: '/administrator' })).toBe('/admin/dashboard');
    expect(returnPath(null)).toBe('/admin/dashboard');
  });
});
