import { useSessionStore } from '@telehealth/shared/session';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { fakeWebAuthn } from '@telehealth/shared/test-support/fake-webauthn';
import { renderRoutes } from '../../test-support/render-routes';
import { OWNER } from '@telehealth/shared/test-support/session-admin';
import { LoginPage } from './LoginPage';

const SIGNED_IN = { data: { token: 'access-1', session_id: 'session-1', user: OWNER } };

function renderLogin(state?: unknown) {
  return renderRoutes(
    { '/login': <LoginPage />, '/admin/*': <p>Admin</p>, '/forgot-password': <p>Forgot page</p> },
    { pathname: '/login', state },
  );
}

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => act(() => useSessionStore.getState().clear()));
  afterEach(() => jest.restoreAllMocks());

  it("asks for both fields and toasts 'Login Error' on an invalid form, without calling the API", async () => {
    const requests = fakeApi({});
    renderLogin();
    await fillIn('', '');
    expect(await screen.findByText('Please enter username')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('rejects an e-mail of the wrong shape', async () => {
    fakeApi({});
    renderLogin();
    await fillIn('admin@example', 'Admin@12345');
    expect(await screen.findByText('Please enter a valid username')).toBeInTheDocument();
  });

  it("signs in, says 'Login Success' and opens the dashboard, whose figures are read once", async () => {
    const requests = fakeApi({
      'POST /auth/local/admin': SIGNED_IN,
      'GET /user/dashboard': { data: {} },
      'GET /payments/revenue': { data: { lifetime_total: 0 } },
    });
    renderLogin();
    await fillIn('admin@example.com', 'Admin@12345');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(requests[0]?.body).toEqual({ username: 'admin@example.com', password: 'Admin@12345' });
    expect(
      requests
        .slice(1)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/payments/revenue', '/user/dashboard']);
    expect(useSessionStore.getState().session).toEqual({
      token: 'access-1',
      sessionId: 'session-1',
    });
    expect(await screen.findByText('Login Success')).toBeInTheDocument();
  });

  it('an admin who must first set up a second factor gets the enrolment alone: no Login Success, no figure read, no refusal toasted', async () => {
    const requests = fakeApi({
      'POST /auth/local/admin': {
        data: { ...SIGNED_IN.data, user: { ...OWNER, second_factor_enrolment_required: true } },
      },
      'GET /user/dashboard': { status: 403, message: 'Set up your second factor first' },
      'GET /payments/revenue': { status: 403, message: 'Set up your second factor first' },
    });
    renderLogin();
    await fillIn('admin@example.com', 'Admin@12345');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(requests.map((r) => r.path)).toEqual(['/auth/local/admin']);
    expect(screen.queryByText('Login Success')).not.toBeInTheDocument();
    expect(screen.queryByText(/Set up your second factor first/)).not.toBeInTheDocument();
  });

  it('asks for the second factor when the password step answers a challenge, then signs in with the code', async () => {
    let attempts = 0;
    const requests = fakeApi({
      'POST /auth/local/admin': { data: { second_factor_required: true, challenge: 'challenge-1' } },
      'POST /auth/second-factor': () => {
        attempts += 1;
        return attempts === 1 ? { status: 400, message: 'Invalid code. Please try again.' } : SIGNED_IN;
      },
      'GET /user/dashboard': { data: {} },
      'GET /payments/revenue': { data: { lifetime_total: 0 } },
    });
    renderLogin();
    await fillIn('admin@example.com', 'Admin@12345');
    const code = await screen.findByLabelText('Authentication code');
    // No session for the password alone.
    expect(useSessionStore.getState().session).toBeNull();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code. Please try again.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    const codes = requests.filter((r) => r.path === '/auth/second-factor');
    expect(codes.at(-1)?.body).toEqual({ challenge: 'challenge-1', code: 'abcde-fghij' });
    expect(useSessionStore.getState().session).toEqual({ token: 'access-1', sessionId: 'session-1' });
    // The figures wait for the session (the second step's), and are read once it is stored.
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.method === 'GET')
          .map((r) => r.path)
          .sort(),
      ).toEqual(['/payments/revenue', '/user/dashboard']),
    );
  });

  it('signs in with a passkey on the second step when the password step offers one; a cancelled prompt says so', async () => {
    const webauthn = fakeWebAuthn();
    try {
      const requests = fakeApi({
        'POST /auth/local/admin': {
          data: {
            second_factor_required: true,
            challenge: 'challenge-1',
            methods: ['passkey', 'recovery_code'],
          },
        },
        'POST /auth/second-factor/passkey/options': {
          data: {
            challenge: 'd2ViYXV0aG4tY2hhbGxlbmdl',
            rpId: 'localhost',
            allowCredentials: [{ id: 'Y3JlZC0x', type: 'public-key', transports: ['internal'] }],
            userVerification: 'preferred',
            timeout: 90000,
          },
        },
        'POST /auth/second-factor/passkey': SIGNED_IN,
      });
      renderLogin();
      await fillIn('admin@example.com', 'Admin@12345');
      const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
      // The code field stays, for a recovery code.
      expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
      expect(
        screen.getByText('Lost your passkey? Enter one of your recovery codes instead.'),
      ).toBeInTheDocument();
      webauthn.cancelNext();
      await userEvent.click(passkey);
      expect(
        await screen.findByText('The passkey was not used (cancelled or timed out). Please try again.'),
      ).toBeInTheDocument();
      expect(requests.filter((r) => r.path === '/auth/second-factor/passkey')).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
      expect(requests.find((r) => r.path === '/auth/second-factor/passkey/options')?.body).toEqual({
        challenge: 'challenge-1',
      });
      expect(requests.find((r) => r.path === '/auth/second-factor/passkey')?.body).toEqual({
        challenge: 'challenge-1',
        credential: expect.objectContaining({
          id: 'Y3JlZC0x',
          rawId: 'Y3JlZC0x',
          type: 'public-key',
          response: expect.objectContaining({ signature: 'c2lnbmF0dXJl', authenticatorData: 'YXV0aC1kYXRh' }),
        }),
      });
      expect(webauthn.requested).toHaveLength(2);
      expect(useSessionStore.getState().session).toEqual({ token: 'access-1', sessionId: 'session-1' });
    } finally {
      webauthn.restore();
    }
  });

  it('says "passkey" first to an admin with a passkey and an app, above the passkey button', async () => {
    const webauthn = fakeWebAuthn();
    try {
      fakeApi({
        'POST /auth/local/admin': {
          data: {
            second_factor_required: true,
            challenge: 'challenge-1',
            methods: ['totp', 'passkey', 'recovery_code'],
          },
        },
      });
      renderLogin();
      await fillIn('admin@example.com', 'Admin@12345');
      expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
      expect(
        screen.getByText('Use your passkey, or enter the 6-digit code from your authenticator app.'),
      ).toBeInTheDocument();
      expect(
        screen.queryByText('Enter the 6-digit code from your authenticator app.'),
      ).not.toBeInTheDocument();
    } finally {
      webauthn.restore();
    }
  });

  it('offers no passkey button to an admin without one', async () => {
    const webauthn = fakeWebAuthn();
    try {
      fakeApi({
        'POST /auth/local/admin': {
          data: {
            second_factor_required: true,
            challenge: 'challenge-1',
            methods: ['totp', 'recovery_code'],
          },
        },
      });
      renderLogin();
      await fillIn('admin@example.com', 'Admin@12345');
      expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
      expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Please enter the code')).toBeInTheDocument();
    } finally {
      webauthn.restore();
    }
  });

  it('goes back to the page the admin asked for before signing in', async () => {
    fakeApi({ 'POST /auth/local/admin': SIGNED_IN });
    renderLogin({ from: '/admin/appointments?page=2' });
    await fillIn('admin@example.com', 'Admin@12345');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/appointments?page=2'),
    );
  });

  it("toasts 'Login Error' for wrong credentials, and the server's message for another refusal", async () => {
    fakeApi({ 'POST /auth/local/admin': { status: 400, message: 'Invalid email or password' } });
    renderLogin();
    await fillIn('admin@example.com', 'wrong-password');
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(useSessionStore.getState().session).toBeNull();

    jest.restoreAllMocks();
    fakeApi({
      'POST /auth/local/admin': { status: 429, message: 'Too many attempts. Try again in 15 minutes.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  describe('a submit the prerendered page made before the app ran', () => {
    afterEach(() => {
      delete window.__earlySignIn;
    });

    it('finishes its sign-in without sending another, and opens the dashboard', async () => {
      const requests = fakeApi({});
      window.__earlySignIn = {
        settled: true,
        answer: Promise.resolve({ status: 200, body: { message: 'Login Success', data: SIGNED_IN.data } }),
      };
      renderLogin();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
      expect(useSessionStore.getState().session).toEqual({ token: 'access-1', sessionId: 'session-1' });
      expect(await screen.findByText('Login Success')).toBeInTheDocument();
      // No second sign-in; the dashboard's figures are read at once, for the screen it opens.
      expect(requests.filter((r) => r.path.startsWith('/auth/'))).toHaveLength(0);
      expect(requests.map((r) => r.path).sort()).toEqual(['/payments/revenue', '/user/dashboard']);
      expect(window.__earlySignIn).toBeUndefined();
    });

    it("reports its failure with 'Login Error' and stays on /login", async () => {
      fakeApi({});
      window.__earlySignIn = {
        settled: true,
        answer: Promise.resolve({ status: 400, body: { message: 'Invalid email or password', data: null } }),
      };
      renderLogin();
      expect(await screen.findByText('Login Error')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
      expect(useSessionStore.getState().session).toBeNull();
    });

    it('replays an incomplete submit with the messages, sending nothing', async () => {
      const requests = fakeApi({});
      window.__earlySignIn = { settled: true, answer: null };
      renderLogin();
      expect(await screen.findByText('Please enter username')).toBeInTheDocument();
      expect(screen.getByText('Please enter password')).toBeInTheDocument();
      expect(await screen.findByText('Login Error')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });
  });

  it('shows and hides the password', async () => {
    fakeApi({});
    renderLogin();
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the password reset', async () => {
    fakeApi({});
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(screen.getByText('Forgot page')).toBeInTheDocument();
  });
});
