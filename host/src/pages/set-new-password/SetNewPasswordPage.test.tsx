import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readResetFlow, saveResetFlow } from '../../auth/reset-flow-storage';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderRoutes } from '../../test-support/render-routes';
import { SetNewPasswordPage } from './SetNewPasswordPage';

function renderPage() {
  return renderRoutes(
    {
      '/set-new-password': <SetNewPasswordPage />,
      '/success-login': <p>Success</p>,
      '/forgot-password': <p>Forgot</p>,
    },
    '/set-new-password',
  );
}

async function submit(password: string, confirm: string) {
  if (password) await userEvent.type(screen.getByLabelText('New Password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('SetNewPasswordPage', () => {
  beforeEach(() => {
    localStorage.clear();
    saveResetFlow({ sessionId: 'reset-2', email: 'admin@example.com' });
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for both passwords', async () => {
    fakeApi({});
    renderPage();
    await submit('', '');
    expect(await screen.findByText('Please enter valid password')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password must be minimum 6 characters')).toBeInTheDocument();
  });

  it('wants at least 6 characters', async () => {
    fakeApi({});
    renderPage();
    await submit('12345', '12345');
    expect(await screen.findByText('Password must be minimum 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password must be minimum 6 characters')).toBeInTheDocument();
  });

  it('wants the confirmation to match', async () => {
    const requests = fakeApi({});
    renderPage();
    await submit('123456', '1234567');
    expect(await screen.findByText('Confirm Password must be same as password')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('resets the password, forgets the stored session id and e-mail, and shows the success page', async () => {
    const requests = fakeApi({ 'POST /auth/password/reset': { data: {} } });
    renderPage();
    await submit('NewPass1', 'NewPass1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success-login'));
    expect(requests[0]?.body).toEqual({ session_id: 'reset-2', password: 'NewPass1' });
    expect(readResetFlow()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("keeps the flow when the server refuses, with the server's message", async () => {
    fakeApi({ 'POST /auth/password/reset': { status: 400, message: 'The code has expired' } });
    renderPage();
    await submit('NewPass1', 'NewPass1');
    expect(await screen.findByText('The code has expired')).toBeInTheDocument();
    expect(readResetFlow()).not.toBeNull();
  });

  it('starts the flow again when no reset is under way', () => {
    localStorage.clear();
    fakeApi({});
    renderPage();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });
});
