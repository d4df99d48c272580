import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { fetchActiveDoctors } from '../../commerce-list/doctors-api';
import { appointmentSummary, DOCTORS } from '../../test-fixtures';
import { appointmentWhere, fetchAppointments } from '../api';
import { AppointmentListPage } from './AppointmentListPage';

jest.mock('../api', () => ({ ...jest.requireActual('../api'), fetchAppointments: jest.fn() }));
jest.mock('../../commerce-list/doctors-api', () => ({ fetchActiveDoctors: jest.fn() }));

const fetchMock = jest.mocked(fetchAppointments);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchActiveDoctors).mockResolvedValue(DOCTORS);
  fetchMock.mockResolvedValue({ appointments: [appointmentSummary()], count: 45, limit: 20 });
});

function lastFilters() {
  return fetchMock.mock.calls.at(-1)![0];
}

// Whole-page flows with many typed keystrokes: allow for a busy machine.
jest.setTimeout(20_000);

describe('AppointmentListPage', () => {
  it('loads page 0 with no filters and shows the rows and pages', async () => {
    renderWithProviders(<AppointmentListPage />, { route: '/admin/appointments' });
    expect(await screen.findByRole('link', { name: 'APT1001' })).toBeInTheDocument();
    expect(lastFilters()).toMatchObject({
      page: 0,
      search: '',
      from: '',
      to: '',
      doctor: '',
      status: '',
      sort: null,
    });
    expect(screen.getByRole('button', { name: /page 3/i })).toBeInTheDocument();
  });

  it('reads the filters, page and sort from the URL', async () => {
    renderWithProviders(<AppointmentListPage />, {
      route:
        '/admin/appointments?page=2&search=APT1&date=2026-11-23&doctor=doc-2&status=completed&sort=status:DESC',
    });
    await screen.findByRole('link', { name: 'APT1001' });
    expect(lastFilters()).toMatchObject({
      page: 2,
      search: 'APT1',
      from: '2026-11-23',
      to: '2026-11-23',
      doctor: 'doc-2',
      status: 'completed',
      sort: { field: 'status', direction: 'DESC' },
    });
  });

  it('a range of booking dates (a Trends point) filters created_at, and the choice shows in Dates of', async () => {
    renderWithProviders(<AppointmentListPage />, {
      route: '/admin/appointments?dates=booked&from=2026-11-02&to=2026-11-08&status=cancelled',
    });
    await screen.findByRole('link', { name: 'APT1001' });
    expect(lastFilters()).toMatchObject({
      dates: 'booked',
      from: '2026-11-02',
      to: '2026-11-08',
      status: 'cancelled',
    });
    expect(appointmentWhere(lastFilters())).toEqual({
      status: 'cancelled',
      created_at: { '>=': '2026-11-02', '<=': '2026-11-08' },
    });
    expect(screen.getByRole('combobox', { name: 'Dates of' })).toHaveValue('booked');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dates of' }), 'Appointment date');
    await waitFor(() => expect(lastFilters()).toMatchObject({ dates: '' }));
    expect(appointmentWhere(lastFilters())).toEqual({
      status: 'cancelled',
      date_utc: { '>=': '2026-11-02', '<=': '2026-11-08' },
    });
  });

  it('offers the doctors and statuses, puts a choice in the URL (back to page 0), and Clear removes them', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AppointmentListPage />
        <LocationProbe />
      </>,
      { route: '/admin/appointments?page=1' },
    );
    const doctors = screen.getByRole('combobox', { name: 'Doctors' });
    await user.click(doctors);
    await user.clear(doctors);
    await user.paste('ben');
    await user.click(await screen.findByRole('option', { name: 'Dr. Ben Okafor' }));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect([...(status as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All',
      'Pending',
      'Completed',
      'Canceled',
    ]);
    await user.selectOptions(status, 'Canceled');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/appointments?doctor=doc-2&status=cancelled',
      ),
    );
    await waitFor(() =>
      expect(lastFilters()).toMatchObject({ page: 0, doctor: 'doc-2', status: 'cancelled' }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/appointments$/));
  });
});
