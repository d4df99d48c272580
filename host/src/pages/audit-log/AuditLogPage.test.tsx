import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { AuditLogPage } from './AuditLogPage';

const FILTERS = {
  admins: [{ uid: 'admin-1', full_name: 'Ada Admin', email: 'ada@example.com' }],
  actions: ['patient.read', 'payment.refund'],
  action_labels: { 'patient.read': 'Viewed patient record', 'payment.refund': 'Refunded payment' },
  target_types: ['patient', 'payment'],
};

const READ = {
  id: 3,
  created_at: '2026-03-10T14:00:00.000Z',
  admin: { uid: 'admin-1', full_name: 'Ada Admin', email: 'ada@example.com' },
  action: 'patient.read',
  action_label: 'Viewed patient record',
  target_type: 'patient',
  target_uid: 'pat-1',
  target_name: 'J*** D**',
  ip: '10.0.0.7',
  request_id: 'req-9',
  details: null,
};

describe('AuditLogPage', () => {
  it('reads its filters from the URL, sends them to the API and shows who did what to which record', async () => {
    const requests = fakeApi({
      'GET /audit/filters': { data: FILTERS },
      'GET /audit': { data: { entries: [READ], count: 1, count_capped: false, limit: 20 } },
    });
    renderWithProviders(<AuditLogPage />, {
      route: '/admin/audit-log?target=pat-1&action=patient.read&from=2026-03-01&to=2026-03-31',
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Viewed patient record')).toBeInTheDocument();
    expect(within(table).getByText('J*** D**')).toHaveAttribute('href', '/admin/patients/pat-1');
    expect(within(table).getByText('10.0.0.7')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1 entry'));
    const read = requests.find((request) => request.path === '/audit');
    expect(JSON.parse(read?.query.get('where') ?? '')).toEqual({
      action: 'patient.read',
      target_uid: 'pat-1',
      created_at: { '>=': '2026-03-01', '<=': '2026-03-31' },
    });
  });

  it('says "10,000+" when the count is capped, and an Admin choice goes into the URL', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /audit/filters': { data: FILTERS },
      'GET /audit': { data: { entries: [READ], count: 10_000, count_capped: true, limit: 20 } },
    });
    renderWithProviders(
      <>
        <AuditLogPage />
        <LocationProbe />
      </>,
      { route: '/admin/audit-log' },
    );
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('10,000+ entries'));
    await screen.findByRole('option', { name: 'Ada Admin' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'Ada Admin');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('admin=admin-1'));
  });
});
