import { useSessionStore } from '@telehealth/shared/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { fakeWebAuthn } from '@telehealth/shared/test-support/fake-webauthn';
import { renderRoutes } from '../../test-support/render-routes';
import { SecurityTab } from './SecurityTab';

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);

function renderTab() {
  return renderRoutes({ '/admin/settings': <SecurityTab /> }, '/admin/settings');
}

function signInAs(permissions: string[]) {
  act(() =>
    useSessionStore.getState().update({
      token: 't',
      session_id: 's',
      user: { uid: 'u', email: 'a@example.com', full_name: 'A', role: 'owner', permissions },
    }),
  );
}

describe('SecurityTab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('enrols: shows the key as text, refuses a code of the wrong shape, then shows the recovery codes once', async () => {
    signInAs(['account.self']);
    let enrolled = false;
    const requests = fakeApi({
      'GET /account/second-factor': () => ({
        data: { totp: enrolled, recovery_codes_left: enrolled ? 10 : 0, required: true },
      }),
      'POST /account/second-factor/totp': {
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        },
      },
      'POST /account/second-factor/totp/confirm': () => {
        enrolled = true;
        return { data: { recovery_codes: CODES } };
      },
    });
    renderTab();
    expect(await screen.findByText(/your role requires it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const field = screen.getByLabelText('2. Enter the 6-digit code the app shows');
    await userEvent.type(field, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code your app shows')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('abcde-00009')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/account/second-factor/totp/confirm')?.body).toEqual({
      code: '123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByText('abcde-00009')).not.toBeInTheDocument();
    // Not an Owner: no policy form.
    expect(screen.queryByText('Second-factor policy')).not.toBeInTheDocument();
  });

  it('lets an Owner change the policy: roles and the refund amount in dollars', async () => {
    signInAs(['account.self', 'admins.manage']);
    const requests = fakeApi({
      'GET /account/second-factor': { data: { totp: false, recovery_codes_left: 0, required: false } },
      'GET /admins/second-factor-policy': {
        data: { required_roles: ['owner', 'finance'], refund_step_up_above_cents: 50000 },
      },
      'PUT /admins/second-factor-policy': {
        data: { required_roles: ['owner'], refund_step_up_above_cents: 25050 },
      },
    });
    renderTab();
    const amount = await screen.findByLabelText('Ask for a fresh code for refunds above ($)');
    expect(amount).toHaveValue('500.00');
    expect(screen.getByRole('checkbox', { name: 'Finance' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Enter an amount in dollars, like 500 or 500.00')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        required_roles: ['owner'],
        refund_step_up_above_cents: 25050,
      }),
    );
  });

  it('adds a named passkey (the first factor shows the recovery codes), lists it, and removes it after a confirmation', async () => {
    signInAs(['account.self']);
    const webauthn = fakeWebAuthn();
    try {
      const workLaptop = {
        id: '0b6f3c1e-6a55-4f57-9d1b-2f7d8f0c9a11',
        name: 'Work laptop',
        created_at: '2026-11-20T14:05:00.000Z',
        last_used_at: null,
      };
      let passkeys: (typeof workLaptop)[] = [];
      const requests = fakeApi({
        'GET /account/second-factor': () => ({
          data: { totp: false, passkeys, recovery_codes_left: passkeys.length ? 10 : 0, required: false },
        }),
        'POST /account/passkeys/options': {
          data: {
            challenge: 'cmVnaXN0cmF0aW9uLWNoYWxsZW5nZQ',
            rp: { id: 'localhost', name: 'Telehealth Admin' },
            user: { id: 'dXNlci0x', name: 'a@example.com', displayName: 'A' },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            excludeCredentials: [],
            attestation: 'none',
            timeout: 90000,
          },
        },
        'POST /account/passkeys': () => {
          passkeys = [workLaptop];
          return { data: { passkey: workLaptop, recovery_codes: CODES } };
        },
        [`DELETE /account/passkeys/${workLaptop.id}`]: () => {
          passkeys = [];
          return { data: { second_factor: false } };
        },
      });
      renderTab();
      expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
      await userEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
      expect(
        await screen.findByText('Name the passkey (at most 60 characters), e.g. "Work laptop"'),
      ).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Name of the passkey'), ' Work laptop ');
      await userEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
      expect(await screen.findByText('abcde-00009')).toBeInTheDocument();
      expect(requests.find((r) => r.path === '/account/passkeys')?.body).toEqual({
        name: 'Work laptop',
        credential: expect.objectContaining({
          id: 'Y3JlZC0x',
          response: expect.objectContaining({
            attestationObject: 'YXR0ZXN0YXRpb24',
            transports: ['internal'],
          }),
        }),
      });
      expect(webauthn.created).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'I saved my codes' }));

      const list = await screen.findByRole('list', { name: 'Passkeys' });
      expect(within(list).getByText('Work laptop')).toBeInTheDocument();
      expect(
        within(list).getByText(/^Added 11-20-2026 \d\d:05 (AM|PM) · Last used never$/),
      ).toBeInTheDocument();
      expect(
        screen.getByText('10 of 10 recovery codes left. Sign-in asks for your passkey.'),
      ).toBeInTheDocument();

      await userEvent.click(within(list).getByRole('button', { name: 'Remove Work laptop' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Remove passkey' });
      expect(confirm).toHaveTextContent('Remove the passkey "Work laptop"? It will no longer sign you in.');
      expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/account/passkeys/${workLaptop.id}`,
      ]);
    } finally {
      webauthn.restore();
    }
  });
});
