import { useRequestsInFlight } from '@telehealth/shared/api';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { LoadingBar } from './LoadingBar';

describe('LoadingBar', () => {
  it('shows while any request is in flight', () => {
    renderWithProviders(<LoadingBar />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => {
      useRequestsInFlight.getState().started();
      useRequestsInFlight.getState().started();
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => useRequestsInFlight.getState().finished());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => useRequestsInFlight.getState().finished());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
