import { useSessionStore } from '@telehealth/shared/session';
import { act, screen, waitFor } from '@testing-library/react';
import { renewSession } from '../auth/auth-api';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';
import { returnPath } from './return-path';

jest.mock('../auth/auth-api', () => ({ renewSession: jest.fn() }));
const renew = renewSession as jest.MockedFunction<typeof renewSession>;

/** Stands in for the login page: signs in and goes where the real page goes. */
function FakeLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = () => {
    useSessionStore.getState().update({ token: 't', session_id: 's' });
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
  beforeEach(() => {
    renew.mockReset();
    act(() => useSessionStore.getState().clear());
  });

  it('sends /admin without a session to /login', () => {
    renderApp('/admin/doctors');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
  });

  it('on a page load, asks for the session the refresh cookie holds before deciding', async () => {
    act(() => useSessionStore.setState({ session: null, checked: false }));
    let answer!: (value: Awaited<ReturnType<typeof renewSession>>) => void;
    renew.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderApp('/admin/doctors?page=2');
    // Neither the page nor a redirect while the answer is out.
    expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/doctors?page=2');
    await act(async () => {
      useSessionStore.getState().update({ token: 'restored', session_id: 's' });
      answer({ token: 'restored', session_id: 's' });
    });
    expect(screen.getByText('Admin page')).toBeInTheDocument();
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('on a page load of /login, shows the form at once and moves on if the cookie held a session', async () => {
    act(() => useSessionStore.setState({ session: null, checked: false }));
    let answer!: (value: Awaited<ReturnType<typeof renewSession>>) => void;
    renew.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderApp('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await act(async () => {
      useSessionStore.getState().update({ token: 'restored', session_id: 's' });
      answer({ token: 'restored', session_id: 's' });
    });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('on a page load without a session, goes to /login once the API said so', async () => {
    act(() => useSessionStore.setState({ session: null, checked: false }));
    renew.mockRejectedValue(new Error('401'));
    renderApp('/admin/doctors');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/admin\/doctors$/);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/));
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
    useSessionStore.getState().update({ token: 't', session_id: 's' });
    renderApp('/login');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('ends on /login when the session is cleared (a 401, another tab logging out)', () => {
    useSessionStore.getState().update({ token: 't', session_id: 's' });
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
