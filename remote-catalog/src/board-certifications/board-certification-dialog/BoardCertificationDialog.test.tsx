import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { BoardCertificationDialog } from './BoardCertificationDialog';

function setup(props: Partial<Parameters<typeof BoardCertificationDialog>[0]> = {}) {
  const onSubmit = jest.fn(async () => {});
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<BoardCertificationDialog open onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { user, onSubmit, onClose };
}

describe('BoardCertificationDialog', () => {
  it("has one field, Board Certification Name, and asks for it: 'Please enter Certification Name'", async () => {
    const { user, onSubmit } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Add Board Certification' });
    expect(dialog.querySelectorAll('input')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter Certification Name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('trims leading whitespace and takes at most 50 characters', async () => {
    const { user, onSubmit } = setup();
    const input = await screen.findByLabelText('Board Certification Name');
    expect(input).toHaveAttribute('maxLength', '50');
    await user.type(input, '  American Board of Surgery');
    expect(input).toHaveValue('American Board of Surgery');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('American Board of Surgery'));
  });

  it("treats spaces alone as empty: 'Please enter Certification Name'", async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Board Certification Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter Certification Name')).toBeInTheDocument();
  });

  it('edits with Save', async () => {
    const { user, onSubmit, onClose } = setup({ initialName: 'American Board of Surgery' });
    expect(await screen.findByRole('dialog', { name: 'Edit Board Certification' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Board Certification Name'), ' (ABS)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith('American Board of Surgery (ABS)');
  });
});
