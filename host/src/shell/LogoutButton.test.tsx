import { useDashboardStore } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { signOut } from '../auth/auth-api';
import { LogoutButton } from './LogoutButton';

jest.mock('../auth/auth-api', () => ({ signOut: jest.fn() }));
const signOutMock = jest.mocked(signOut);

function renderSignedIn() {
  useSessionStore.getState().update({ token: 't', session_id: 'session-9' });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/dashboard" element={<LogoutButton />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/admin/dashboard' },
  );
}

describe('LogoutButton', () => {
  beforeEach(() => signOutMock.mockReset());

  it("asks first: 'Are you sure you want to logout?', 'This session will be automatically dismissed'", async () => {
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    expect(dialog).toHaveTextContent('This session will be automatically dismissed');
  });

  it('keeps the session when the admin answers No', async () => {
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(signOutMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it("ends the server session, clears the local one and says 'Logout Success'", async () => {
    signOutMock.mockResolvedValue({});
    renderSignedIn();
    useDashboardStore.setState({ dashboard: { unreadService: true } as never });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(signOutMock).toHaveBeenCalledWith('session-9');
    expect(useSessionStore.getState().session).toBeNull();
    expect(useDashboardStore.getState().dashboard).toBeNull();
    expect(await screen.findByText('Logout Success')).toBeInTheDocument();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    signOutMock.mockRejectedValue(new Error('offline'));
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
  });
});
