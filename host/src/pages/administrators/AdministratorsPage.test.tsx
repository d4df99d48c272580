import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { OWNER, signInAs } from '@telehealth/shared/test-support/session-admin';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdministratorsPage } from './AdministratorsPage';

const team = {
  admins: [
    {
      uid: OWNER.uid,
      email: OWNER.email,
      full_name: 'Administrator',
      role: 'owner',
      status: 'active',
      last_sign_in_at: '2026-11-25T10:00:00Z',
      created_at: '2026-01-01T00:00:00Z',
      has_second_factor: true,
    },
    {
      uid: 'fin-uid',
      email: 'fin@example.com',
      full_name: 'Fay Finance',
      role: 'finance',
      status: 'active',
      last_sign_in_at: null,
      created_at: '2026-02-01T00:00:00Z',
      has_second_factor: true,
    },
    {
      uid: 'sup-uid',
      email: 'sue@example.com',
      full_name: 'Sue Support',
      role: 'support',
      status: 'active',
      last_sign_in_at: null,
      created_at: '2026-03-01T00:00:00Z',
      has_second_factor: false,
    },
  ],
  invitations: [
    {
      uid: 'inv-uid',
      email: 'sam@example.com',
      role: 'support',
      status: 'pending',
      invited_by: 'Administrator',
      sent_at: '2026-11-25T09:00:00Z',
      expires_at: '2026-11-27T09:00:00Z',
    },
  ],
};

afterEach(() => jest.restoreAllMocks());

describe('AdministratorsPage', () => {
  beforeEach(() => signInAs(OWNER));

  it('lists the team with role, status and last sign-in; the signed-in Owner gets no actions on themselves', async () => {
    fakeApi({ 'GET /admins': { data: team } });
    renderWithProviders(<AdministratorsPage />);
    const table = await screen.findByRole('region', { name: 'Administrators' });
    const fay = (await within(table).findByText('Fay Finance')).closest('tr')!;
    expect(within(fay).getByText('Finance')).toBeInTheDocument();
    expect(within(fay).getByText('Never')).toBeInTheDocument();
    expect(within(fay).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    const me = within(table).getByText('admin@example.com').closest('tr')!;
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites by e-mail with a role', async () => {
    const requests = fakeApi({
      'GET /admins': { data: team },
      'POST /admin-invitations': { status: 201, data: { invitation: team.invitations[0] } },
    });
    renderWithProviders(<AdministratorsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite administrator' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'fred@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'finance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to fred@example.com');
    // The dialog said what the chosen role may do.
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'fred@example.com',
      role: 'finance',
    });
  });

  it('says under the field that an e-mail is already on the team, and what the chosen role may do', async () => {
    fakeApi({
      'GET /admins': { data: team },
      'POST /admin-invitations': { status: 409, message: 'An administrator with this e-mail already exists' },
    });
    renderWithProviders(<AdministratorsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite administrator' });
    expect(within(dialog).getByTestId('role-hint')).toHaveTextContent(
      'Reads everything and replies to enquiries; changes nothing else.',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'finance');
    expect(within(dialog).getByTestId('role-hint')).toHaveTextContent(
      'Payments and refunds, revenue and payment settings; reads the rest.',
    );
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'fin@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('An administrator with this e-mail already exists'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite administrator' })).toBeInTheDocument();
  });

  it('changes a role and deactivates after a confirmation', async () => {
    const requests = fakeApi({
      'GET /admins': { data: team },
      'PUT /admins/fin-uid/role': { data: { admin: { ...team.admins[1], role: 'auditor' } } },
      'PUT /admins/fin-uid/status': { data: { admin: { ...team.admins[1], status: 'deactivated' } } },
    });
    renderWithProviders(<AdministratorsPage />);
    const fay = (await screen.findByText('Fay Finance')).closest('tr')!;
    await userEvent.click(within(fay).getByRole('button', { name: 'Change role' }));
    const roleDialog = await screen.findByRole('dialog', { name: 'Change the role of Fay Finance' });
    await userEvent.selectOptions(within(roleDialog).getByLabelText('Role'), 'auditor');
    await userEvent.click(within(roleDialog).getByRole('button', { name: 'Change role' }));
    await screen.findByText('Role changed');
    await userEvent.click(within(fay).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Fay Finance?' });
    expect(
      within(confirm).getByText('Their sessions end at once and they can no longer sign in.'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Administrator deactivated');
    const writes = requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body]);
    expect(writes).toEqual([
      ['/admins/fin-uid/role', { role: 'auditor' }],
      ['/admins/fin-uid/status', { status: 'deactivated' }],
    ]);
  });

  it('says who has a second factor, and offers Reset 2-step only for those who have one', async () => {
    fakeApi({ 'GET /admins': { data: team } });
    renderWithProviders(<AdministratorsPage />);
    const table = await screen.findByRole('region', { name: 'Administrators' });
    expect(within(table).getByRole('columnheader', { name: 'Two-step' })).toBeInTheDocument();
    const fay = (await within(table).findByText('Fay Finance')).closest('tr')!;
    expect(within(fay).getByText('Set up')).toBeInTheDocument();
    expect(within(fay).getByRole('button', { name: 'Reset 2-step' })).toBeInTheDocument();
    const sue = within(table).getByText('Sue Support').closest('tr')!;
    expect(within(sue).getByText('Not set up')).toBeInTheDocument();
    expect(within(sue).queryByRole('button', { name: 'Reset 2-step' })).not.toBeInTheDocument();
    expect(within(sue).getByRole('button', { name: 'Change role' })).toBeInTheDocument();
  });

  it("resets another admin's second factor after a confirmation", async () => {
    const requests = fakeApi({
      'GET /admins': { data: team },
      'DELETE /admins/fin-uid/second-factor': { data: {} },
    });
    renderWithProviders(<AdministratorsPage />);
    const fay = (await screen.findByText('Fay Finance')).closest('tr')!;
    await userEvent.click(within(fay).getByRole('button', { name: 'Reset 2-step' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Reset the two-step sign-in of Fay Finance?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset 2-step' }));
    await screen.findByText('Two-step sign-in reset for Fay Finance: their sessions have ended');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/admins/fin-uid/second-factor',
    ]);
  });

  it('revokes an invitation after a confirmation, and shows the API refusal without closing', async () => {
    fakeApi({
      'GET /admins': { data: team },
      'DELETE /admin-invitations/inv-uid': { status: 404, message: 'This invitation is no longer open' },
    });
    renderWithProviders(<AdministratorsPage />);
    const row = (await screen.findByText('sam@example.com')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Revoke the invitation of sam@example.com?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('This invitation is no longer open');
    await waitFor(() => expect(confirm).toBeInTheDocument());
  });
});
