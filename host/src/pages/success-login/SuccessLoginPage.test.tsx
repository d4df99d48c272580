import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test-support/render-routes';
import { SuccessLoginPage } from './SuccessLoginPage';

describe('SuccessLoginPage', () => {
  it('confirms the reset and leads to the login', async () => {
    renderRoutes({ '/success-login': <SuccessLoginPage />, '/login': <p>Login form</p> }, '/success-login');
    expect(screen.getByText(/password has been reset successfully/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Login form')).toBeInTheDocument();
  });
});
