import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
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

describe('the Block dialog of a doctor', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [3, 'Blocking cancels 3 upcoming appointments (pending or ongoing). This cannot be undone.'],
    [1, 'Blocking cancels 1 upcoming appointment (pending or ongoing). This cannot be undone.'],
    [0, 'No upcoming appointments will be cancelled.'],
  ])('says what the block cancels, from the API (%i)', async (count, sentence) => {
    const requests = fakeApi({
      'GET /user/action/doc-1/block-preview': { data: { appointments_to_cancel: count } },
    });
    renderWithProviders(
      <UserActionDialog
        action="block"
        name="Dr. Ann"
        doctorUid="doc-1"
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByText('Enter your password to block Dr. Ann.')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /user/action/doc-1/block-preview']);
  });

  it('still lets the admin block when the count cannot be read', async () => {
    fakeApi({ 'GET /user/action/doc-2/block-preview': { status: 500, message: 'Something went wrong!' } });
    renderWithProviders(
      <UserActionDialog
        action="block"
        name="Dr. Ann"
        doctorUid="doc-2"
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(
      await screen.findByText('The appointments this block cancels could not be counted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeEnabled();
  });

  it('reads nothing for Unblock or Delete', async () => {
    const requests = fakeApi({});
    renderWithProviders(
      <UserActionDialog
        action="unblock"
        name="Dr. Ann"
        doctorUid="doc-1"
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(await screen.findByText('Enter your password to unblock Dr. Ann.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
