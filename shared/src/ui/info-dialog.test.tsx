import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { InfoDialog } from './info-dialog';

describe('InfoDialog', () => {
  it('shows its title and body, and both Close and the corner × close it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(
      <InfoDialog open title="Refund details" onClose={onClose}>
        <p>Refunded in full</p>
      </InfoDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund details' });
    expect(dialog).toHaveTextContent('Refunded in full');
    const closes = screen.getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    for (const close of closes) await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('without closeButton has only the corner ×', async () => {
    renderWithProviders(
      <InfoDialog open title="Keyboard shortcuts" onClose={jest.fn()} closeButton={false}>
        <p>?</p>
      </InfoDialog>,
    );
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });
});
