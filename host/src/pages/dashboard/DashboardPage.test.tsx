import { useDashboardStore } from '@telehealth/shared/api';
import { act, screen, within } from '@testing-library/react';
import { Settings } from 'luxon';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderRoutes } from '../../test-support/render-routes';
import { DashboardPage } from './DashboardPage';
import { startFigureReads } from './dashboard-api';
import { adminWith, OWNER, signInAs } from '@telehealth/shared/test-support/session-admin';

const COUNTS = {
  doctorActiveCount: 1204,
  doctorPendingCount: 7,
  patientCount: 5310,
  appointmentCount: 880,
  expiredCount: 3,
  unreadSpeciality: true,
  unreadService: false,
  unread_notification: false,
};

const APPOINTMENTS = [
  {
    uid: 'appt-uid-1',
    appt_id: 'APT1001',
    status: 'completed',
    booking_type: 'video_visit',
    date_utc: '2026-11-20T15:30:00Z',
    total_cost: 120.5,
    user: { full_name: 'J*** D***' },
    doctor: { full_name: 'Ana Smith', status: 'active' },
  },
  {
    uid: 'appt-uid-2',
    appt_id: 'APT1000',
    status: 'cancelled',
    booking_type: 'in_clinic',
    date_utc: '2026-11-19T09:05:00Z',
    total_cost: '80',
    user: null,
    doctor: { full_name: 'Bo Lee', status: 'deleted' },
  },
];

function renderDashboard() {
  return renderRoutes({ '/admin/dashboard': <DashboardPage /> }, '/admin/dashboard');
}

describe('DashboardPage', () => {
  beforeAll(() => {
    Settings.defaultZone = 'UTC';
  });
  beforeEach(() => signInAs(OWNER));
  afterEach(() => jest.restoreAllMocks());

  it('shows a role the API refuses the revenue to (Support) the five other totals, and asks no revenue', async () => {
    signInAs(adminWith('support', ['dashboard.view', 'payments.view']));
    const requests = fakeApi({
      'GET /user/dashboard': { data: COUNTS },
      'GET /payments/revenue': { status: 403, message: 'You do not have permission' },
      'GET /user/appointments': { data: { appointments: [], count: 0, limit: 10 } },
    });
    renderDashboard();
    expect(
      await within(screen.getByRole('region', { name: 'Patients' })).findByText('5,310'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Amount Paid' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).not.toContain('/payments/revenue');
    expect(screen.queryByText('You do not have permission')).not.toBeInTheDocument();
  });

  it('shows the six totals, each linking to the matching list', async () => {
    fakeApi({
      'GET /user/dashboard': { data: COUNTS },
      'GET /payments/revenue': { data: { lifetime_total: 98765.4 } },
      'GET /user/appointments': { data: { appointments: [], count: 0, limit: 10 } },
    });
    renderDashboard();
    const expected: [string, string, string][] = [
      ['Doctors', '1,204', '/admin/doctors?doctor_status=active'],
      ['Doctors Pending Approval', '7', '/admin/doctors?doctor_status=pending'],
      ['Patients', '5,310', '/admin/patients'],
      ['Appointments', '880', '/admin/appointments'],
      ['Total Amount Paid', '$98,765.40', '/admin/payments'],
      ['License Expired Doctors', '3', '/admin/doctors?is_license_expired=Expired'],
    ];
    for (const [label, value, href] of expected) {
      const card = screen.getByRole('region', { name: label });
      expect(await within(card).findByText(value)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `View more: ${label}` })).toHaveAttribute('href', href);
      expect(within(card).getByRole('link')).toHaveTextContent('View more');
    }
    // The answer also feeds the menu's dots.
    expect(useDashboardStore.getState().dashboard?.unreadSpeciality).toBe(true);
  });

  it('lists the ten latest appointments, newest first, with their people, date, amount, type and status', async () => {
    const requests = fakeApi({
      'GET /user/dashboard': { data: COUNTS },
      'GET /payments/revenue': { data: { lifetime_total: 0 } },
      'GET /user/appointments': { data: { appointments: APPOINTMENTS, count: 2, limit: 10 } },
    });
    renderDashboard();
    const link = await screen.findByRole('link', { name: 'APT1001' });
    expect(link).toHaveAttribute('href', '/admin/appointments/appt-uid-1');

    const call = requests.find((request) => request.path === '/user/appointments')!;
    expect(JSON.parse(call.query.get('sort')!)).toEqual([{ created_at: 'DESC' }]);
    expect(call.query.get('limit')).toBe('10');
    expect(JSON.parse(call.query.get('populate')!)).toEqual(['user', 'doctor']);

    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('J*** D***')).toBeInTheDocument();
    expect(within(first!).getByText('Ana Smith')).toBeInTheDocument();
    expect(within(first!).getByText('11/20/26 - 03:30 pm')).toBeInTheDocument();
    expect(within(first!).getByText('$120.50')).toBeInTheDocument();
    expect(within(first!).getByLabelText('Video Visit')).toBeInTheDocument();
    expect(within(first!).getByText('Completed')).toBeInTheDocument();

    expect(within(second!).getByText('Deleted User')).toBeInTheDocument();
    expect(within(second!).getByText('Deleted (Bo Lee)')).toBeInTheDocument();
    expect(within(second!).getByLabelText('Clinic')).toBeInTheDocument();
    expect(within(second!).getByText('Canceled')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'MORE' })).toHaveAttribute('href', '/admin/appointments');
  });

  it('shows No Data when there are no appointments yet', async () => {
    fakeApi({
      'GET /user/dashboard': { data: COUNTS },
      'GET /payments/revenue': { data: { lifetime_total: 0 } },
      'GET /user/appointments': { data: { appointments: [], count: 0, limit: 10 } },
    });
    renderDashboard();
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('offers Retry where a part failed to load, and still shows the rest', async () => {
    fakeApi({
      'GET /user/dashboard': { data: COUNTS },
      'GET /payments/revenue': { data: { lifetime_total: 10 } },
      'GET /user/appointments': { status: 500, message: 'Appointments are unavailable' },
    });
    renderDashboard();
    // The error toast's view loads with the first toast (a lazy chunk): allow for a busy machine.
    expect(
      await screen.findByText('Appointments are unavailable', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('1,204')).toBeInTheDocument();
  });

  it('offers Retry when the counts failed, and Retry reads them again', async () => {
    useDashboardStore.setState({ dashboard: null });
    let countsAnswer: { status?: number; message?: string; data?: unknown } = {
      status: 500,
      message: 'Counts are unavailable',
    };
    const requests = fakeApi({
      'GET /user/dashboard': () => countsAnswer,
      'GET /payments/revenue': { data: { lifetime_total: 10 } },
      'GET /user/appointments': { data: { appointments: [] } },
    });
    renderDashboard();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryAllByTestId('stat-value')).toHaveLength(0);
    countsAnswer = { data: COUNTS };
    retry.click();
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/user/dashboard')).toHaveLength(2);
  });

  it('takes the figures read as the sign-in answered instead of asking for them again', async () => {
    const requests = fakeApi({
      'GET /user/dashboard': { data: COUNTS },
      'GET /payments/revenue': { data: { lifetime_total: 98765.4 } },
      'GET /user/appointments': { data: { appointments: [], count: 0, limit: 10 } },
    });
    await startFigureReads();
    // The figures take the settled reads in their first effects.
    await act(async () => {
      renderDashboard();
    });
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(await screen.findByText('$98,765.40')).toBeInTheDocument();
    const figureReads = (path: string) => requests.filter((request) => request.path === path);
    expect(figureReads('/user/dashboard')).toHaveLength(1);
    expect(figureReads('/payments/revenue')).toHaveLength(1);
  });

  it("takes the figures the login page's own script read, and asks again for one that failed", async () => {
    const requests = fakeApi({
      'GET /user/dashboard': { data: COUNTS },
      'GET /payments/revenue': { data: { lifetime_total: 5 } },
      'GET /user/appointments': { data: { appointments: [], count: 0, limit: 10 } },
    });
    window.__earlyFigures = {
      counts: Promise.resolve({ status: 200, body: { data: { ...COUNTS, doctorActiveCount: 1300 } } }),
      revenue: Promise.resolve({ status: 0, body: null }),
    };
    await startFigureReads();
    expect(window.__earlyFigures).toBeUndefined();
    await act(async () => {
      renderDashboard();
    });
    expect(await screen.findByText('1,300')).toBeInTheDocument();
    expect(await screen.findByText('$5.00')).toBeInTheDocument();
    const figureReads = (path: string) => requests.filter((request) => request.path === path);
    expect(figureReads('/user/dashboard')).toHaveLength(0);
    expect(figureReads('/payments/revenue')).toHaveLength(1);
    expect(useDashboardStore.getState().dashboard?.doctorActiveCount).toBe(1300);
  });
});
