import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { SpecialtyDialog } from './SpecialtyDialog';

function setup(props: Partial<Parameters<typeof SpecialtyDialog>[0]> = {}) {
  const onSubmit = jest.fn(async () => {});
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<SpecialtyDialog open onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { user, onSubmit, onClose };
}

describe('SpecialtyDialog', () => {
  it("asks for a name: 'Please enter specialty'", async () => {
    const { user, onSubmit } = setup();
    expect(await screen.findByRole('dialog', { name: 'Add Specialty' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter specialty')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes at most 50 characters and drops leading spaces', async () => {
    const { user } = setup();
    const input = await screen.findByLabelText('Specialty Name');
    expect(input).toHaveAttribute('maxLength', '50');
    await user.type(input, '   Cardiology');
    expect(input).toHaveValue('Cardiology');
  });

  it('adds the trimmed name and closes', async () => {
    const { user, onSubmit, onClose } = setup();
    await user.type(await screen.findByLabelText('Specialty Name'), 'Sleep Medicine  {Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith('Sleep Medicine');
  });

  it('renames with Save, starting from the current name', async () => {
    const { user, onSubmit } = setup({ initialName: 'Cardiology' });
    expect(await screen.findByRole('dialog', { name: 'Edit Specialty' })).toBeInTheDocument();
    const input = screen.getByLabelText('Specialty Name');
    expect(input).toHaveValue('Cardiology');
    await user.clear(input);
    await user.type(input, 'Cardiac Surgery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Cardiac Surgery'));
  });

  it('stays open with the name kept when the server refuses it', async () => {
    let fail!: (error: Error) => void;
    const onSubmit = jest.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const { user, onClose } = setup({ onSubmit });
    await user.type(await screen.findByLabelText('Specialty Name'), 'Cardiology{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await act(async () => fail(new Error('Specialty already exists')));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Specialty Name')).toHaveValue('Cardiology');
  });
});
