import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { CALLS } from '../../test-fixtures';
import { CallTable, ReviewCard } from './ReviewAndCalls';

describe('ReviewCard', () => {
  it('shows the rating out of 5, the comment and who wrote it', () => {
    renderWithProviders(
      <ReviewCard review={{ rating: 4, comments: 'Very thorough.', patient: { full_name: 'J*** D***' } }} />,
    );
    expect(screen.getByRole('heading', { name: 'Rating & Review' })).toBeInTheDocument();
    expect(screen.getByText('4.0/5')).toBeInTheDocument();
    expect(screen.getByText('Very thorough.')).toBeInTheDocument();
    expect(screen.getByText('J*** D***')).toBeInTheDocument();
  });
});

describe('CallTable', () => {
  it('numbers the calls and shows the duration in minutes and seconds', () => {
    renderWithProviders(<CallTable calls={CALLS} loading={false} failed={false} onRetry={() => {}} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Call ID',
      'Duration',
      'Status',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'CALL-9001', '2 min 05 sec', 'Completed']);
    expect(rows[1]).toHaveTextContent('0 min 59 sec');
  });

  it("shows 'No Data' without calls and Retry after a failure", async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithProviders(
      <CallTable calls={[]} loading={false} failed={false} onRetry={onRetry} />,
    );
    expect(screen.getByText('No Data')).toBeInTheDocument();
    rerender(<CallTable calls={[]} loading={false} failed onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
