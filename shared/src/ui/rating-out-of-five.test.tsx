import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { RatingOutOfFive } from './rating-out-of-five';

describe('RatingOutOfFive', () => {
  it('shows the rating as the doctors list writes it, beside five stars', () => {
    renderWithProviders(<RatingOutOfFive value="4.46" />);
    expect(screen.getByText('4.5/5')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it("says 'No reviews' when nobody has rated, with no stars", () => {
    renderWithProviders(<RatingOutOfFive value={0} />);
    expect(screen.getByText('No reviews')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
