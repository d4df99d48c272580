import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { adminWith, signInAs } from '@telehealth/shared/test-support/session-admin';
import { DoctorActionsMenu } from './DoctorActionsMenu';

describe('DoctorActionsMenu', () => {
  async function open(status: string) {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<DoctorActionsMenu status={status} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    await screen.findByRole('menu');
    return { user, onSelect };
  }

  it.each(['deleted', 'pending'])('is hidden for a %s doctor', (status) => {
    renderWithProviders(<DoctorActionsMenu status={status} onSelect={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
  });

  it('offers Block, Change Password and Delete to an active doctor', async () => {
    const { user, onSelect } = await open('active');
    expect(screen.getByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Unblock' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Change Password' }));
    expect(onSelect).toHaveBeenCalledWith('change-password');
  });

  it('offers Unblock and disables Change Password for a blocked doctor', async () => {
    const { user, onSelect } = await open('blocked');
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Unblock' }));
    expect(onSelect).toHaveBeenCalledWith('unblock');
  });

  it('offers nothing to a role that may neither block, delete nor set passwords', () => {
    signInAs(adminWith('finance', ['doctors.view', 'payments.refund']));
    renderWithProviders(<DoctorActionsMenu status="active" onSelect={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
  });
});
