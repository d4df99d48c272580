import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readResetFlow } from '../../auth/reset-flow-storage';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderRoutes } from '../../test-support/render-routes';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function renderPage() {
  return renderRoutes(
    { '/forgot-password': <ForgotPasswordPage />, '/verification': <p>Verification</p> },
    '/forgot-password',
  );
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('asks for a well-formed e-mail', async () => {
    const requests = fakeApi({});
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('keeps the session id and e-mail for the next steps and goes on to the verification', async () => {
    const requests = fakeApi({ 'POST /auth/password/forgot': { data: { session_id: 'reset-1' } } });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verification'));
    expect(requests[0]?.body).toEqual({ email: 'admin@example.com' });
    expect(readResetFlow()).toEqual({ sessionId: 'reset-1', email: 'admin@example.com' });
  });

  it("shows the server's message when the e-mail is unknown", async () => {
    fakeApi({ 'POST /auth/password/forgot': { status: 404, message: 'No account with this e-mail' } });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No account with this e-mail')).toBeInTheDocument();
    expect(readResetFlow()).toBeNull();
  });

  it('links back to the login', () => {
    fakeApi({});
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
