import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the No Data illustration and message by default', () => {
    const { container } = renderWithProviders(<EmptyState />);
    expect(screen.getByText('No Data')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', 'test-file-stub');
  });

  it('shows the given message', () => {
    renderWithProviders(<EmptyState message="No Board Certifications" />);
    expect(screen.getByText('No Board Certifications')).toBeInTheDocument();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });
});
