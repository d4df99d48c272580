import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderRoutes } from '../../test-support/render-routes';
import { PaymentSettingsForm } from './PaymentSettingsForm';
import { READ_ONLY_NOTE } from './SettingsForm';
import { adminWith, signInAs } from '@telehealth/shared/test-support/session-admin';

const CURRENT = { admin_email: 'billing@example.com', admin_commission: 15, cancellation_fee: '10' };

function renderForm() {
  return renderRoutes({ '/admin/settings': <PaymentSettingsForm /> }, '/admin/settings');
}

describe('PaymentSettingsForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the current settings', async () => {
    fakeApi({ 'GET /user/settings': { data: CURRENT } });
    renderForm();
    expect(await screen.findByLabelText('Admin E-mail')).toHaveValue('billing@example.com');
    expect(screen.getByLabelText('Admin Commission %')).toHaveValue(15);
    expect(screen.getByLabelText('Cancellation Fee %')).toHaveValue(10);
    expect(screen.getByLabelText('Admin E-mail')).toHaveAttribute('maxLength', '50');
  });

  it('gives each empty field its message and sends nothing', async () => {
    const requests = fakeApi({ 'GET /user/settings': { data: CURRENT } });
    renderForm();
    await userEvent.clear(await screen.findByLabelText('Admin E-mail'));
    await userEvent.clear(screen.getByLabelText('Admin Commission %'));
    await userEvent.clear(screen.getByLabelText('Cancellation Fee %'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Please enter admin email')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid commission')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid fee')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('caps commission and fee at 99', async () => {
    fakeApi({ 'GET /user/settings': { data: CURRENT } });
    renderForm();
    const commission = await screen.findByLabelText('Admin Commission %');
    await userEvent.clear(commission);
    await userEvent.type(commission, '100');
    const fee = screen.getByLabelText('Cancellation Fee %');
    await userEvent.clear(fee);
    await userEvent.type(fee, '99.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Please enter valid commission')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid fee')).toBeInTheDocument();
  });

  it('asks to confirm a changed commission or fee, old → new, and saves nothing on Cancel', async () => {
    const requests = fakeApi({ 'GET /user/settings': { data: CURRENT } });
    renderForm();
    const commission = await screen.findByLabelText('Admin Commission %');
    await userEvent.clear(commission);
    await userEvent.type(commission, '20');
    const fee = screen.getByLabelText('Cancellation Fee %');
    await userEvent.clear(fee);
    await userEvent.type(fee, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the payment settings?' });
    expect(dialog).toHaveTextContent('Admin Commission: 15% → 20%');
    expect(dialog).toHaveTextContent('Cancellation Fee: 10% → 12.5%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.map((r) => r.method)).toEqual(['GET']);
    expect(commission).toHaveValue(20);
  });

  it('saves an e-mail change alone without asking', async () => {
    const requests = fakeApi({
      'GET /user/settings': { data: CURRENT },
      'PUT /user/settings/bulk': { data: {} },
    });
    renderForm();
    const email = await screen.findByLabelText('Admin E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'ops@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it("saves the three settings in one bulk call once confirmed, and says 'Updated'", async () => {
    const requests = fakeApi({
      'GET /user/settings': { data: CURRENT },
      'PUT /user/settings/bulk': { data: {} },
    });
    renderForm();
    const commission = await screen.findByLabelText('Admin Commission %');
    await userEvent.clear(commission);
    await userEvent.type(commission, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the payment settings?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({
      items: [
        { name: 'admin_commission', value: '20' },
        { name: 'cancellation_fee', value: '10' },
        { name: 'admin_email', value: 'billing@example.com' },
      ],
    });
  });

  it('says the settings are read only, with their values and no Save, to a role that may not change them', async () => {
    signInAs(adminWith('support', ['settings.view']));
    const requests = fakeApi({ 'GET /user/settings': { data: CURRENT } });
    renderForm();
    expect(await screen.findByLabelText('Admin E-mail')).toHaveValue('billing@example.com');
    expect(screen.getByText(READ_ONLY_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Commission %')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('has no read-only note for a role that may change them', async () => {
    fakeApi({ 'GET /user/settings': { data: CURRENT } });
    renderForm();
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY_NOTE)).not.toBeInTheDocument();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    fakeApi({ 'GET /user/settings': { status: 500, message: 'Database unavailable' } });
    renderForm();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });
});
