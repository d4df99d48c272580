import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readResetFlow, saveResetFlow } from '../../auth/reset-flow-storage';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderRoutes } from '../../test-support/render-routes';
import { VerificationPage } from './VerificationPage';

function renderPage() {
  return renderRoutes(
    {
      '/verification': <VerificationPage />,
      '/set-new-password': <p>New password</p>,
      '/forgot-password': <p>Forgot</p>,
    },
    '/verification',
  );
}

describe('VerificationPage', () => {
  beforeEach(() => {
    localStorage.clear();
    saveResetFlow({ sessionId: 'reset-1', email: 'admin@example.com' });
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts the flow again when no reset is under way', () => {
    localStorage.clear();
    fakeApi({});
    renderPage();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('sends the code as typed with the stored session id, then asks for the new password', async () => {
    const requests = fakeApi({ 'POST /auth/otp/verify': { data: { session_id: 'reset-2' } } });
    renderPage();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification Code'), ' 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/set-new-password'));
    expect(requests[0]?.body).toEqual({ session_id: 'reset-1', otp: ' 1234' });
    expect(readResetFlow()).toEqual({ sessionId: 'reset-2', email: 'admin@example.com' });
  });

  it('has no client rule: an empty or non-numeric code goes to the server, whose message shows', async () => {
    const requests = fakeApi({
      'POST /auth/otp/verify': { status: 400, message: 'Please enter the verification code' },
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification Code'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => r.body)).toEqual([
      { session_id: 'reset-1', otp: '' },
      { session_id: 'reset-1', otp: 'ab' },
    ]);
    expect(screen.getByLabelText('Verification Code')).not.toHaveAttribute('maxLength');
    expect(screen.getByLabelText('Verification Code')).not.toHaveAttribute('pattern');
  });

  it("says 'Something went wrong' when the answer carries no session id", async () => {
    fakeApi({ 'POST /auth/otp/verify': { data: {} } });
    renderPage();
    await userEvent.type(screen.getByLabelText('Verification Code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verification');
  });

  it("shows the server's message for a wrong code", async () => {
    fakeApi({ 'POST /auth/otp/verify': { status: 400, message: 'Invalid code' } });
    renderPage();
    await userEvent.type(screen.getByLabelText('Verification Code'), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });

  it('sends a new code to the same e-mail', async () => {
    const requests = fakeApi({ 'POST /auth/password/forgot': { data: { session_id: 'reset-3' } } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ email: 'admin@example.com' });
    expect(readResetFlow()?.sessionId).toBe('reset-3');
  });
});
