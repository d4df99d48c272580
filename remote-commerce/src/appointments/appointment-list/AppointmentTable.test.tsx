import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { appointmentSummary } from '../../test-fixtures';
import { AppointmentTable } from './AppointmentTable';

beforeAll(() => {
  Settings.defaultZone = 'America/New_York';
});
afterAll(() => {
  Settings.defaultZone = 'system';
});

describe('AppointmentTable', () => {
  it('shows every column of an appointment, the id linking to its detail', () => {
    renderWithProviders(
      <AppointmentTable rows={[appointmentSummary()]} loading={false} sort={null} onSortChange={() => {}} />,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Appointment ID',
      'Patient Name',
      'Doctor Name',
      'Appointment Date & Time',
      'Amount',
      'Type',
      'Status',
    ]);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'APT1001' })).toHaveAttribute(
      'href',
      '/admin/appointments/appt-uid-1',
    );
    expect(row).toHaveTextContent('J*** D***');
    expect(row).toHaveTextContent('Dr. Ana Lopez');
    expect(row).toHaveTextContent('11/23/26 - 09:05 am');
    expect(row).toHaveTextContent('$154.65');
    expect(within(row).getByRole('img', { name: 'Video Visit' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Completed');
  });

  it("names a deleted doctor 'Deleted (name)', a clinic visit by its icon, and the statuses as 'Canceled' and 'On Going'", () => {
    renderWithProviders(
      <AppointmentTable
        rows={[
          appointmentSummary({
            uid: 'a2',
            booking_type: 'in_clinic',
            status: 'cancelled',
            doctor: {
              uid: 'd9',
              full_name: 'Dr. Gone',
              status: 'deleted',
              deleted_at: '2026-10-01T00:00:00Z',
            },
          }),
          appointmentSummary({ uid: 'a3', status: 'ongoing' }),
        ]}
        loading={false}
        sort={null}
        onSortChange={() => {}}
      />,
    );
    const [, clinic, ongoing] = screen.getAllByRole('row');
    expect(clinic).toHaveTextContent('Deleted (Dr. Gone)');
    expect(within(clinic).getByRole('img', { name: 'Clinic' })).toBeInTheDocument();
    expect(clinic).toHaveTextContent('Canceled');
    expect(ongoing).toHaveTextContent('On Going');
  });

  it('sorts by appointment id, service date and status, cycling ascending → descending → none', async () => {
    const onSortChange = jest.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <AppointmentTable rows={[]} loading={false} sort={null} onSortChange={onSortChange} />,
    );
    await user.click(screen.getByRole('button', { name: /Appointment ID/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'appt_id', direction: 'ASC' });
    rerender(
      <AppointmentTable
        rows={[]}
        loading={false}
        sort={{ field: 'appt_id', direction: 'ASC' }}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Appointment ID/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'appt_id', direction: 'DESC' });
    await user.click(screen.getByRole('button', { name: /Appointment Date & Time/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'date_utc', direction: 'ASC' });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'status', direction: 'ASC' });
    expect(screen.queryByRole('button', { name: /Patient Name/ })).not.toBeInTheDocument();
  });

  it("shows 'No Data' when there are no appointments", () => {
    renderWithProviders(<AppointmentTable rows={[]} loading={false} sort={null} onSortChange={() => {}} />);
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });
});
