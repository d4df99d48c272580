import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderRoutes } from '../../test-support/render-routes';
import { ChangePasswordForm } from './ChangePasswordForm';

function renderForm() {
  return renderRoutes({ '/admin/settings': <ChangePasswordForm /> }, '/admin/settings');
}

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
}

describe('ChangePasswordForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for all three passwords', async () => {
    const requests = fakeApi({});
    renderForm();
    await fill('', '', '');
    expect(await screen.findByText('Please enter current password')).toBeInTheDocument();
    expect(screen.getByText('Please enter new password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the confirm password')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says "minimum 6" below 5 characters', async () => {
    const requests = fakeApi({});
    renderForm();
    await fill('1234', '1234', '1234');
    expect(await screen.findByText('Current Password must be minimum 6 characters')).toBeInTheDocument();
    expect(screen.getByText('New Password must be minimum 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password must be minimum 6 characters')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('accepts a 5-character password, as the product always has', async () => {
    const requests = fakeApi({
      'GET /user/me': { data: { user: { uid: 'admin-uid' } } },
      'POST /auth/password/change': { data: {} },
    });
    renderForm();
    await fill('Adm12', 'New12', 'New12');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.queryByText(/must be minimum 6 characters/)).not.toBeInTheDocument();
    expect(requests[1]?.body).toEqual({ uid: 'admin-uid', current_password: 'Adm12', new_password: 'New12' });
  });

  it('wants the confirmation to equal the new password', async () => {
    fakeApi({});
    renderForm();
    await fill('Admin@12345', 'NewPass1', 'NewPass2');
    expect(await screen.findByText('Confirm Password must be same as new password')).toBeInTheDocument();
  });

  it("changes the admin's own password and clears the form", async () => {
    const requests = fakeApi({
      'GET /user/me': { data: { user: { uid: 'admin-uid' } } },
      'POST /auth/password/change': { data: {} },
    });
    renderForm();
    await fill('Admin@12345', 'NewPass1', 'NewPass1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user/me',
      'POST /auth/password/change',
    ]);
    expect(requests[1]?.body).toEqual({
      uid: 'admin-uid',
      current_password: 'Admin@12345',
      new_password: 'NewPass1',
    });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
  });

  it("shows the server's message for a wrong current password under the field and keeps the form", async () => {
    fakeApi({
      'GET /user/me': { data: { user: { uid: 'admin-uid' } } },
      'POST /auth/password/change': { status: 400, message: 'Current password is incorrect' },
    });
    renderForm();
    await fill('Wrong@123', 'NewPass1', 'NewPass1');
    const field = screen.getByLabelText('Current Password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const fieldRoot = field.closest('[data-part="root"]') as HTMLElement;
    expect(within(fieldRoot).getByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue('NewPass1');
  });
});
