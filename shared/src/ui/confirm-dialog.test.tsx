import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { ConfirmDialog } from './confirm-dialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('shows the title, description and Yes / No by default', async () => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Are you sure you want to logout?"
        description="This session will be automatically dismissed"
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    expect(dialog).toHaveTextContent('This session will be automatically dismissed');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('uses the given button labels and closes on cancel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Delete specialty?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once however often it is clicked while pending, then closes', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onConfirm = jest.fn(() => pending.promise);
    const onClose = jest.fn();
    renderWithProviders(<ConfirmDialog open title="Accept?" onConfirm={onConfirm} onClose={onClose} />);
    const yes = await screen.findByRole('button', { name: 'Yes' });
    await user.click(yes);
    await user.dblClick(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(yes).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => pending.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when the action fails, and can be tried again', async () => {
    const user = userEvent.setup();
    const onConfirm = jest
      .fn()
      .mockRejectedValueOnce(new Error('Server says no'))
      .mockResolvedValueOnce(undefined);
    const onClose = jest.fn();
    renderWithProviders(<ConfirmDialog open title="Reject?" onConfirm={onConfirm} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes' })).not.toHaveAttribute('data-loading'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('closes after a synchronous confirm', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<ConfirmDialog open title="Sure?" onConfirm={() => {}} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<ConfirmDialog open={false} title="Sure?" onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
