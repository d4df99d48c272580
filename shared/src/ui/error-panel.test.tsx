import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it("says 'Something went wrong!' by default and retries on request", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorPanel onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the given message and no Retry without a handler', () => {
    renderWithProviders(
      <ErrorPanel message="There is something wrong with the bank account. Please see the dashboard for more details." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is something wrong with the bank account. Please see the dashboard for more details.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
