import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { YesNoDialog } from './yes-no-dialog';

describe('YesNoDialog', () => {
  it('answers Yes by running onYes and closing', async () => {
    const user = userEvent.setup();
    const onYes = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    renderWithProviders(<YesNoDialog open title="Sponsor this doctor?" onYes={onYes} onClose={onClose} />);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Sponsor this doctor?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onYes).toHaveBeenCalledTimes(1);
  });

  it('answers No by closing only', async () => {
    const user = userEvent.setup();
    const onYes = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<YesNoDialog open title="Sponsor this doctor?" onYes={onYes} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onYes).not.toHaveBeenCalled();
  });
});
