import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the No Data picture, drawn in theme colours (no white box in dark mode), and the message', () => {
    const { container } = renderWithProviders(<EmptyState />);
    expect(screen.getByText('No Data')).toBeInTheDocument();
    const picture = container.querySelector('svg[data-no-data-picture]');
    expect(picture).toBeInTheDocument();
    const colours = [...picture!.querySelectorAll('[fill],[stroke]')].flatMap((el) =>
      [el.getAttribute('fill'), el.getAttribute('stroke')].filter((c) => c && c !== 'none'),
    );
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour).toMatch(/^var\(--chakra-colors-/);
  });

  it('shows an action under the message when given one', () => {
    renderWithProviders(<EmptyState message="Nothing here" action={<button type="button">Back</button>} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the given message', () => {
    renderWithProviders(<EmptyState message="No Board Certifications" />);
    expect(screen.getByText('No Board Certifications')).toBeInTheDocument();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });
});
