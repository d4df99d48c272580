import { api } from '@telehealth/shared/api';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { fakeWebAuthn } from '@telehealth/shared/test-support/fake-webauthn';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_CODE_LABEL, STEP_UP_TITLE, StepUpDialogHost } from './step-up-dialog';

const refused = (message: string, methods: string[]) => ({
  status: 403,
  message,
  errors: { reason: 'second_factor_required', methods },
});

const REQUEST_OPTIONS = {
  data: {
    challenge: 'c3RlcC11cC1jaGFsbGVuZ2U',
    rpId: 'localhost',
    allowCredentials: [{ id: 'Y3JlZC0x', type: 'public-key' }],
    userVerification: 'preferred',
    timeout: 90000,
  },
};

/** A role change the API refuses once for want of a proof, then allows. */
function guardedRoleChange(message: string, methods: string[], extra: Parameters<typeof fakeApi>[0] = {}) {
  let calls = 0;
  return fakeApi({
    'PUT /admins/a1/role': () => {
      calls += 1;
      return calls === 1 ? refused(message, methods) : { data: { role: 'support' } };
    },
    ...extra,
  });
}

describe('StepUpDialogHost', () => {
  let webauthn: ReturnType<typeof fakeWebAuthn>;
  beforeEach(() => {
    webauthn = fakeWebAuthn();
  });
  afterEach(() => {
    webauthn.restore();
    jest.restoreAllMocks();
  });

  it('names the action being confirmed, with its role or amount, and why, above how to confirm', async () => {
    guardedRoleChange('Confirm with your authenticator code to continue', ['totp', 'recovery_code'], {
      'POST /auth/step-up': { data: {} },
    });
    renderWithProviders(<StepUpDialogHost />);
    const change = api.put(
      '/admins/a1/role',
      { role: 'owner' },
      {
        stepUp: {
          action: 'Make Fay Finance Owner',
          why: 'handing out or taking away access needs a fresh code',
        },
      },
    );
    const dialog = await screen.findByRole('alertdialog', { name: STEP_UP_TITLE });
    expect(within(dialog).getByTestId('step-up-action')).toHaveTextContent(
      'Make Fay Finance Owner: handing out or taking away access needs a fresh code.',
    );
    expect(dialog).toHaveTextContent('Confirm with your authenticator code to continue');
    await userEvent.type(within(dialog).getByLabelText(STEP_UP_CODE_LABEL), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(change).resolves.toEqual({ role: 'support' });
  });

  it('offers the passkey to an admin who has one; its proof lets the action go on', async () => {
    const requests = guardedRoleChange(
      'Confirm with your passkey to continue',
      ['passkey', 'recovery_code'],
      {
        'POST /auth/step-up/passkey/options': REQUEST_OPTIONS,
        'POST /auth/step-up/passkey': { data: {} },
      },
    );
    renderWithProviders(<StepUpDialogHost />);
    const change = api.put('/admins/a1/role', { role: 'support' });
    const dialog = await screen.findByRole('alertdialog', { name: STEP_UP_TITLE });
    expect(dialog).toHaveTextContent('Confirm with your passkey to continue');
    // The code field stays for a recovery code.
    expect(within(dialog).getByLabelText(STEP_UP_CODE_LABEL)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await expect(change).resolves.toEqual({ role: 'support' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const proof = requests.find((r) => r.path === '/auth/step-up/passkey');
    expect(proof?.body).toEqual({
      credential: expect.objectContaining({ id: 'Y3JlZC0x', type: 'public-key' }),
    });
    expect(webauthn.requested).toHaveLength(1);
    expect(requests.filter((r) => r.path === '/admins/a1/role')).toHaveLength(2);
  });

  it("shows the API's refusal of the passkey under the field, and a code still proves it", async () => {
    const requests = guardedRoleChange(
      'Confirm with your passkey to continue',
      ['passkey', 'recovery_code'],
      {
        'POST /auth/step-up/passkey/options': REQUEST_OPTIONS,
        'POST /auth/step-up/passkey': {
          status: 400,
          message: 'The passkey could not be verified. Please try again.',
        },
        'POST /auth/step-up': { data: {} },
      },
    );
    renderWithProviders(<StepUpDialogHost />);
    const change = api.put('/admins/a1/role', { role: 'support' });
    const dialog = await screen.findByRole('alertdialog', { name: STEP_UP_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    expect(
      await within(dialog).findByText('The passkey could not be verified. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(STEP_UP_CODE_LABEL), ' abcde-fghij ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(change).resolves.toEqual({ role: 'support' });
    expect(requests.find((r) => r.path === '/auth/step-up')?.body).toEqual({ code: 'abcde-fghij' });
  });

  it('asks only for a code when the admin has no passkey; an empty code is refused before sending', async () => {
    const requests = guardedRoleChange('Confirm with your authenticator code to continue', [
      'totp',
      'recovery_code',
    ]);
    renderWithProviders(<StepUpDialogHost />);
    const change = api.put('/admins/a1/role', { role: 'support' }).catch((error: unknown) => error);
    const dialog = await screen.findByRole('alertdialog', { name: STEP_UP_TITLE });
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter the code')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await change).toMatchObject({ status: 403 });
    expect(requests.filter((r) => r.path === '/auth/step-up')).toHaveLength(0);
  });
});
