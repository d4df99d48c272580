import { screen } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { SponsorshipView, subscriptionLabel } from './SponsorshipTab';

const answer = {
  subscription: {
    uid: 'sub-uid-1',
    subscription_start_date: '2026-01-02T10:00:00Z',
    is_subscribed: 'Y',
    price: '49.00',
  },
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
    renderWithProviders(<SponsorshipView answer={answer} sponsored={false} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(screen.getByText('sub_1')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('says whether the doctor is sponsored, with no control to change it (hidden in this build)', () => {
    renderWithProviders(<SponsorshipView answer={{ subscription: null, records: [] }} sponsored />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
