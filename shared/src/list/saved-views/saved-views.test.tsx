import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithProviders } from '../../../test-support/render';
import { SavedViews } from './SavedViews';

const view = {
  uid: 'v1',
  list: 'payments',
  name: 'Refunds',
  query: 'status=refunded',
  created_at: '2026-11-25T10:00:00.000Z',
};

describe('SavedViews', () => {
  it('draws no lone All tab while the admin has no saved view, and nothing at all on an unfiltered list', async () => {
    const requests = fakeApi({ 'GET /saved-views': { data: { views: [] } } });
    renderWithProviders(<SavedViews list="payments" />, { route: '/admin/payments' });
    await waitFor(() => expect(requests.some((r) => r.path === '/saved-views')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('saved-views')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'All' })).not.toBeInTheDocument();
  });

  it('offers Save view alone on a filtered list without views', async () => {
    fakeApi({ 'GET /saved-views': { data: { views: [] } } });
    renderWithProviders(<SavedViews list="payments" />, { route: '/admin/payments?status=refunded' });
    expect(await screen.findByRole('button', { name: 'Save view' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All' })).not.toBeInTheDocument();
  });

  it('shows All beside the saved views once there is one', async () => {
    fakeApi({ 'GET /saved-views': { data: { views: [view] } } });
    renderWithProviders(<SavedViews list="payments" />, { route: '/admin/payments' });
    expect(await screen.findByRole('link', { name: 'Refunds' })).toHaveAttribute(
      'href',
      '/admin/payments?status=refunded',
    );
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });
});
