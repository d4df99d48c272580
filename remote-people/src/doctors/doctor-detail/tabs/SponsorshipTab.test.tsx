import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { SponsorshipView, subscriptionLabel } from './SponsorshipTab';

const answer = {
  subscription: { subscription_start_date: '2026-01-02T10:00:00Z', is_subscribed: 'Y', price: '49.00' },
  records: [
    {
      stripe_subscription_id: 'sub_1',
      transaction_id: 'txn_1',
      period_start: '2026-01-02T10:00:00Z',
      period_end: '2026-02-02T10:00:00Z',
      status: 'paid',
    },
  ],
};

describe('subscriptionLabel', () => {
  it('is Active only for Y', () => {
    expect(subscriptionLabel('Y')).toBe('Active');
    expect(subscriptionLabel('N')).toBe('Inactive');
    expect(subscriptionLabel(undefined)).toBe('Inactive');
  });
});

describe('SponsorshipView', () => {
  it('shows the subscription and its records', () => {
    renderWithProviders(<SponsorshipView answer={answer} sponsored={false} canToggle onToggle={jest.fn()} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(screen.getByText('sub_1')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('hides the toggle unless the profile is active', () => {
    renderWithProviders(
      <SponsorshipView
        answer={{ subscription: null, records: [] }}
        sponsored={false}
        canToggle={false}
        onToggle={jest.fn()}
      />,
    );
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as sponsored' })).not.toBeInTheDocument();
  });

  it('asks yes or no before toggling', async () => {
    const onToggle = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<SponsorshipView answer={answer} sponsored canToggle onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: 'Remove sponsorship' }));
    expect(await screen.findByText('Remove this doctor from the sponsorship program?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onToggle).toHaveBeenCalledTimes(1));
  });
});
