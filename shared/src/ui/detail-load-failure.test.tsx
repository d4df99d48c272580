import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@telehealth/shared/api';
import { renderWithProviders } from '../../test-support/render';
import { DetailLoadFailure, isNotFoundError } from './detail-load-failure';

const back = { href: '/admin/doctors', label: 'Back to Doctors' };

describe('DetailLoadFailure', () => {
  it.each([404, 400])('shows a not-found state, not Retry, for a %i', (status) => {
    renderWithProviders(
      <DetailLoadFailure
        error={new ApiError(status, 'Doctor not found')}
        notFoundMessage="Doctor not found"
        backTo={back}
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Doctor not found');
    expect(screen.getByRole('link', { name: 'Back to Doctors' })).toHaveAttribute('href', '/admin/doctors');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it("shows the error panel with the server's message and Retry for any other failure", async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <DetailLoadFailure
        error={new ApiError(500, 'Something went wrong!')}
        notFoundMessage="Doctor not found"
        backTo={back}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Doctor not found')).not.toBeInTheDocument();
  });

  it('takes a network failure (no answer) as a failure, not as not found', () => {
    expect(isNotFoundError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNotFoundError(new ApiError(401, 'Session expired'))).toBe(false);
  });
});
