import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { StatusBadge, toneForStatus } from './status-badge';

describe('toneForStatus', () => {
  it.each([
    ['active', 'success'],
    ['Completed', 'success'],
    ['succeeded', 'success'],
    ['Success', 'success'],
    ['pending', 'warning'],
    ['ongoing', 'warning'],
    ['Verification Pending', 'warning'],
    ['Profile Incomplete', 'warning'],
    ['blocked', 'danger'],
    ['rejected', 'danger'],
    ['cancelled', 'danger'],
    ['Canceled', 'danger'],
    ['failed', 'danger'],
    ['deleted', 'danger'],
    ['refunded', 'info'],
    ['Refunded', 'info'],
    ['something else', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(toneForStatus(status)).toBe(tone);
  });
});

describe('StatusBadge', () => {
  it('shows its label with its tone', () => {
    renderWithProviders(<StatusBadge label="Verification Pending" tone="warning" />);
    expect(screen.getByText('Verification Pending')).toHaveAttribute('data-tone', 'warning');
  });
});
