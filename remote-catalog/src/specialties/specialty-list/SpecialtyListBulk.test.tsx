import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { toaster } from '@telehealth/shared/ui';
import { SpecialtyListPage } from './SpecialtyListPage';

const suggestion = (uid: string, name: string) => ({
  uid,
  speciality_name: name,
  doctor: { uid: 'd1', full_name: 'Dr. Ann Lee', role_id: 3 },
  created_at: '2026-11-02T15:00:00.000Z',
});

beforeEach(() => toaster.remove());
jest.setTimeout(20_000);

describe('SpecialtyListPage: bulk Accept and Reject on the Suggested tab', () => {
  it('rejects the selected suggestions in one call to the specialties bulk endpoint', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /speciality': { data: { specialities: [], count: 0, limit: 20 } },
      'GET /doctor/suggest-speciality/admin': {
        data: {
          suggested_specialities: [suggestion('sg1', 'Sleep Medicine'), suggestion('sg2', 'Sports Medicine')],
          count: 2,
        },
      },
      'PUT /doctor/suggest-speciality/admin/seen': { data: { seen: 2 } },
      'GET /user/dashboard': { data: {} },
      'POST /doctor/suggest-speciality/bulk': {
        data: {
          done: 1,
          refused: 1,
          results: [
            { id: 'sg1', outcome: 'done' },
            { id: 'sg2', outcome: 'refused', reason: 'Suggestion not found' },
          ],
        },
      },
    });
    renderWithProviders(<SpecialtyListPage />, { route: '/admin/specialties?tab=suggested' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject 2 suggested specialties?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    const report = await screen.findByRole('dialog', { name: '1 done, 1 refused' });
    expect(report).toHaveTextContent('Sports Medicine: Suggestion not found');
    const bulk = requests.filter((request) => request.path.endsWith('/bulk'));
    expect(bulk).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/doctor/suggest-speciality/bulk',
        body: { action: 'reject', uids: ['sg1', 'sg2'] },
      }),
    ]);
  });
});
