import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { toaster } from '@telehealth/shared/ui';
import type { Enquiry } from '../types';
import { EnquiryListPage } from './EnquiryListPage';

const enquiry = (id: number, name: string, subject: string): Enquiry => ({
  id,
  user: { uid: `u${id}`, full_name: name, email: `u${id}@example.com`, role_id: 3, status: 'active' },
  phone: null,
  subject,
  message: 'Hello',
  status: 0,
  created_at: '2026-11-02T15:00:00.000Z',
  read_at: null,
  assignee: null,
});

beforeEach(() => toaster.remove());
jest.setTimeout(20_000);

describe('EnquiryListPage: bulk Mark done', () => {
  it('marks the selected enquiries done in one call, with their numeric ids', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /enquiry': {
        data: {
          enquiries: [enquiry(7, 'Ann Lee', 'Billing'), enquiry(9, 'Bo Chan', 'Login')],
          count: 2,
          limit: 20,
          unread_count: 2,
        },
      },
      'GET /user/dashboard': { data: {} },
      'POST /enquiry/bulk': {
        data: {
          done: 2,
          refused: 0,
          results: [
            { id: '7', outcome: 'done' },
            { id: '9', outcome: 'done' },
          ],
        },
      },
    });
    renderWithProviders(<EnquiryListPage />, { route: '/admin/enquiries' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ann Lee: Billing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo Chan: Login' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Mark done' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark 2 enquiries as done?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('2 done, 0 refused')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/enquiry/bulk')).toEqual([
      expect.objectContaining({ method: 'POST', body: { status: 1, ids: [7, 9] } }),
    ]);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });
});
