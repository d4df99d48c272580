import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { ServiceDialog } from './ServiceDialog';

function setup(props: Partial<Parameters<typeof ServiceDialog>[0]> = {}) {
  const onSubmit = jest.fn(async () => {});
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<ServiceDialog open onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { user, onSubmit, onClose };
}

// Whole-page flows with many typed keystrokes: allow for a busy machine.
jest.setTimeout(20_000);

describe('ServiceDialog', () => {
  it('keeps Add disabled until name and cost are filled', async () => {
    const { user } = setup();
    expect(await screen.findByRole('dialog', { name: 'Add Service' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Service Name'), 'Nutrition Consult');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Default Amount'), '45');
    expect(add).toBeEnabled();
  });

  it('drops leading spaces while typing, so spaces alone leave the name empty', async () => {
    const { user } = setup();
    const name = await screen.findByLabelText('Service Name');
    await user.type(name, '   ');
    expect(name).toHaveValue('');
    await user.type(name, ' Flu Shot');
    expect(name).toHaveValue('Flu Shot');
    expect(name).toHaveAttribute('maxLength', '50');
  });

  it.each([
    ['abc', ''],
    ['0', ''],
    ['1a2b', '12'],
    ['10000', '1000'],
    ['12.345', '12.34'],
    ['-5', '5'],
  ])('takes only numeric input from 1 to 9999: typing %s leaves %s', async (typed, kept) => {
    const { user } = setup();
    const cost = await screen.findByLabelText('Default Amount');
    await user.type(cost, typed);
    expect(cost).toHaveValue(kept);
  });

  it('does not take a pasted non-number, and keeps what was there', async () => {
    const { user } = setup();
    const cost = await screen.findByLabelText('Default Amount');
    await user.type(cost, '25');
    await user.click(cost);
    await user.paste('abc');
    expect(cost).toHaveValue('25');
  });

  it("refuses an unfinished amount with 'Please enter valid cost'", async () => {
    const { user, onSubmit } = setup();
    await user.type(await screen.findByLabelText('Service Name'), 'Flu Shot');
    await user.type(screen.getByLabelText('Default Amount'), '12.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter valid cost')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and the cost in dollars, then closes', async () => {
    const { user, onSubmit, onClose } = setup();
    await user.type(await screen.findByLabelText('Service Name'), 'Flu Shot  ');
    await user.type(screen.getByLabelText('Default Amount'), '9999');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Flu Shot', cost: 9999 });
  });

  it('edits with Save, starting from the current values', async () => {
    const { user, onSubmit } = setup({ initial: { name: 'Flu Shot', cost: '25.50' } });
    expect(await screen.findByRole('dialog', { name: 'Edit Service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Service Name')).toHaveValue('Flu Shot');
    expect(screen.getByLabelText('Default Amount')).toHaveValue('25.50');
    await user.clear(screen.getByLabelText('Default Amount'));
    await user.type(screen.getByLabelText('Default Amount'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Flu Shot', cost: 1 }));
  });

  it("shows 'Please enter service' and 'Please enter cost' when a field is emptied", async () => {
    const { user, onSubmit } = setup({ initial: { name: 'Flu Shot', cost: '25' } });
    await user.clear(await screen.findByLabelText('Service Name'));
    await user.clear(screen.getByLabelText('Default Amount'));
    await user.tab();
    expect(await screen.findByText('Please enter service')).toBeInTheDocument();
    expect(screen.getByText('Please enter cost')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays open while the server refuses, and sends once', async () => {
    let fail!: (error: Error) => void;
    const onSubmit = jest.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const { user, onClose } = setup({ onSubmit });
    await user.type(await screen.findByLabelText('Service Name'), 'Flu Shot');
    await user.type(screen.getByLabelText('Default Amount'), '20');
    const add = screen.getByRole('button', { name: 'Add' });
    await user.click(add);
    expect(add).toHaveAttribute('data-loading');
    await user.click(add);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('Service already exists')));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Service Name')).toHaveValue('Flu Shot');
  });
});
