import { api } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { goToLoginAfter401 } from './go-to-login';
import { RequireSession } from './RequireSession';

function LoginStandIn() {
  const { state } = useLocation();
  return <p>Login, then back to {(state as { from?: string } | null)?.from}</p>;
}

describe('a 401 from the API', () => {
  afterEach(() => jest.restoreAllMocks());

  it('clears the session and sends the admin to /login, remembering the page', async () => {
    useSessionStore.getState().update({ token: 'revoked', session_id: 's' });
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginStandIn /> },
        { path: '/admin/*', element: <RequireSession>{<p>Payments</p>}</RequireSession> },
      ],
      { initialEntries: ['/admin/payments?page=3'] },
    );
    fakeApi({ 'GET /user/payments': { status: 401, message: 'Session expired' } }, () =>
      goToLoginAfter401(router),
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Payments')).toBeInTheDocument();

    await act(() => api.get('/user/payments').catch(() => undefined));

    expect(useSessionStore.getState().session).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Login, then back to /admin/payments?page=3')).toBeInTheDocument();
  });

  it('leaves a public page where it is', async () => {
    const router = createMemoryRouter([{ path: '*', element: <p>Public</p> }], {
      initialEntries: ['/verification'],
    });
    fakeApi({ 'POST /auth/otp/verify': { status: 401 } }, () => goToLoginAfter401(router));
    render(<RouterProvider router={router} />);
    await act(() => api.post('/auth/otp/verify', {}, { silent: true }).catch(() => undefined));
    expect(router.state.location.pathname).toBe('/verification');
  });
});
