import { ListExport, ListResults, SavedViews, useListPage } from '@telehealth/shared/list';
import { Stack } from '@telehealth/shared/ui';
import { CommerceFilters, readCommerceFilters } from '../../common/CommerceFilters';
import { dayRangeChanges } from '../../common/day-range';
import { useActiveDoctors } from '../../common/use-active-doctors';
import { appointmentListParams, fetchAppointments } from '../api';
import { APPOINTMENT_FILTER_KEYS } from '../urls';
import { AppointmentTable } from './AppointmentTable';

const APPOINTMENT_STATUS_OPTIONS = [
  { label: 'All', value: '' },
  { label: 'Pending', value: 'pending' },
  { label: 'Completed', value: 'completed' },
  { label: 'Canceled', value: 'cancelled' },
];

/** /admin/appointments: the filters, the table and the pages, all kept in the URL. */
export function AppointmentListPage() {
  // No sort → the server's default, newest first.
  const list = useListPage({
    resource: 'appointments',
    filterKeys: APPOINTMENT_FILTER_KEYS,
    readFilters: readCommerceFilters,
    live: ['appointments'],
    load: ({ filters, ...request }, signal) => fetchAppointments({ ...filters, ...request }, signal),
  });
  const doctors = useActiveDoctors();
  const { filters, query, sort } = list;

  return (
    <Stack gap="4">
      <SavedViews list="appointments" />
      <CommerceFilters
        values={filters}
        doctors={doctors}
        statusOptions={APPOINTMENT_STATUS_OPTIONS}
        onChange={(key, value) => list.setFilters({ [key]: value })}
        onRangeChange={(from, to) => list.setFilters(dayRangeChanges(from, to))}
        onClear={list.clear}
      />
      <ListExport
        permission="appointments.export"
        list={list}
        path="/user/appointments"
        params={appointmentListParams({ ...filters, sort })}
        fileName="appointments.csv"
      />
      <ListResults list={list}>
        <AppointmentTable rows={query.data?.appointments ?? []} {...list.tableProps} />
      </ListResults>
    </Stack>
  );
}
