import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { UserActionDialog } from './UserActionDialog';

describe('UserActionDialog', () => {
  it('asks for the password and passes it with the action', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <UserActionDialog action="block" name="Dr. Ann" onConfirm={onConfirm} onClose={onClose} />,
    );
    expect(await screen.findByText('Enter your password to block Dr. Ann.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Admin@12345{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('block', 'Admin@12345'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when the server refuses the password', async () => {
    const onConfirm = jest.fn().mockRejectedValue(new Error('Incorrect password'));
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <UserActionDialog action="delete" name="Ann" onConfirm={onConfirm} onClose={onClose} />,
    );
    await user.type(await screen.findByLabelText('Password'), 'wrong{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('delete', 'wrong'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('renders nothing while no action waits', () => {
    renderWithProviders(
      <UserActionDialog action={null} name="Ann" onConfirm={jest.fn()} onClose={jest.fn()} />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
