import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { ChangePasswordDialog } from './ChangePasswordDialog';

describe('ChangePasswordDialog', () => {
  function setup(onSubmit = jest.fn().mockResolvedValue(undefined)) {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ChangePasswordDialog open name="Dr. Ann Lee" onSubmit={onSubmit} onClose={onClose} />,
    );
    return { user, onSubmit, onClose };
  }

  it('refuses an empty password and a confirmation that differs, each with its message', async () => {
    const { user, onSubmit } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter valid password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Confirm Password must be same as password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the new password and closes', async () => {
    const { user, onSubmit, onClose } = setup();
    expect(await screen.findByText('Dr. Ann Lee receives the new password by e-mail.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('secret1'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
