import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShellStore } from '../../shell/shell-store';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderRoutes } from '../../test-support/render-routes';
import { SettingsPage } from './SettingsPage';

function renderAt(url: string) {
  const [pathname, search] = url.split('?');
  return renderRoutes(
    { '/admin/settings': <SettingsPage /> },
    { pathname: pathname!, search: search ? `?${search}` : '' },
  );
}

describe('SettingsPage', () => {
  beforeEach(() =>
    fakeApi({
      'GET /user/settings': { data: { admin_email: 'a@b.co', admin_commission: 1, cancellation_fee: 2 } },
    }),
  );
  afterEach(() => jest.restoreAllMocks());

  it('opens on the Account tab and names the page', () => {
    renderAt('/admin/settings');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(useShellStore.getState().title).toBe('Settings');
  });

  it('keeps the tab in the URL', async () => {
    renderAt('/admin/settings');
    await userEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings?tab=payment'),
    );
    expect(await screen.findByLabelText('Admin E-mail')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/settings$/));
  });

  it('opens the tab a link names', async () => {
    renderAt('/admin/settings?tab=payment');
    expect(screen.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Admin Commission %')).toBeInTheDocument();
  });

  it('falls back to Account for an unknown tab', () => {
    renderAt('/admin/settings?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });
});
