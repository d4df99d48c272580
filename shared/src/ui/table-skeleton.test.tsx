import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { ListSkeleton, TableSkeleton } from './table-skeleton';

describe('skeletons', () => {
  it('TableSkeleton draws rows × columns placeholders', () => {
    renderWithProviders(<TableSkeleton rows={3} columns={4} />);
    const rows = screen.getAllByTestId('skeleton-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].querySelectorAll('td')).toHaveLength(4);
    expect(screen.getByRole('table', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });

  it('ListSkeleton draws the given number of items (100 for the notification feed)', () => {
    renderWithProviders(<ListSkeleton count={100} />);
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(100);
  });
});
