import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@telehealth/shared/api';
import { renderWithProviders } from '../../test-support/render';
import { PasswordConfirmDialog } from './password-confirm-dialog';

describe('PasswordConfirmDialog', () => {
  function setup(onConfirm: (password: string) => Promise<unknown>) {
    const onClose = jest.fn();
    const user = userEvent.setup();
    const view = renderWithProviders(
      <PasswordConfirmDialog
        open
        title="Block doctor"
        description="Enter your password to block this doctor."
        confirmLabel="Block"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    return { user, onClose, view };
  }

  it("requires the password: 'Please enter password', and nothing confirmed", async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    const { user } = setup(onConfirm);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Enter your password to block this doctor.',
    );
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = setup(jest.fn());
    const input = await screen.findByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('submits with Enter, once, and closes on success', async () => {
    let finish!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onClose } = setup(onConfirm);
    const block = await screen.findByRole('button', { name: 'Block' });
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('secret1'));
    expect(block).toHaveAttribute('data-loading');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    await user.click(block);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open with the password kept when the server rejects it', async () => {
    const onConfirm = jest.fn().mockRejectedValue(new Error('Incorrect password'));
    const { user, onClose } = setup(onConfirm);
    await user.type(await screen.findByLabelText('Password'), 'wrong{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Block' })).not.toHaveAttribute('data-loading'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it.each([
    [403, 'Incorrect password'],
    [429, 'Too many wrong passwords. Please try again in 30 seconds.'],
  ])('says a refused password under the field (%i %s)', async (status, message) => {
    const { user, onClose } = setup(jest.fn().mockRejectedValue(new ApiError(status, message)));
    await user.type(await screen.findByLabelText('Password'), 'wrong{Enter}');
    const field = screen.getByLabelText('Password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const fieldRoot = field.closest('[data-part="root"]') as HTMLElement;
    expect(fieldRoot).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps a refusal that is not the password's out of the field", async () => {
    const onConfirm = jest.fn().mockRejectedValue(new ApiError(400, 'Only an active doctor can be blocked'));
    const { user } = setup(onConfirm);
    await user.type(await screen.findByLabelText('Password'), 'right{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Block' })).not.toHaveAttribute('data-loading'),
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Only an active doctor can be blocked')).not.toBeInTheDocument();
  });

  it('starts empty when opened again', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    const { user, view } = setup(onConfirm);
    await user.type(await screen.findByLabelText('Password'), 'abc');
    const props = { title: 'Block doctor', onConfirm, onClose: () => {} };
    view.rerender(<PasswordConfirmDialog open={false} {...props} />);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    view.rerender(<PasswordConfirmDialog open {...props} />);
    expect(await screen.findByLabelText('Password')).toHaveValue('');
  });
});
