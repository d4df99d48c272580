import { ListExport, ListResults, SavedViews } from '@telehealth/shared/list';
import { SelectFilter, Stack, withAll } from '@telehealth/shared/ui';
import { CommerceFilters } from '../../commerce-list/CommerceFilters';
import { prefetchCommerceList, useCommerceList } from '../../commerce-list/use-commerce-list';
import { appointmentListParams, fetchAppointments } from '../api';
import { APPOINTMENT_FILTER_KEYS } from '../urls';
import { AppointmentTable } from './AppointmentTable';

const APPOINTMENT_STATUS_OPTIONS = withAll([
  { label: 'Pending', value: 'pending' },
  { label: 'Completed', value: 'completed' },
  { label: 'Canceled', value: 'cancelled' },
]);

/** Which date the date range filters: the appointment's (the default) or when it was booked. */
const RANGE_DATE_OPTIONS = [
  { label: 'Appointment date', value: '' },
  { label: 'Booking date', value: 'booked' },
];

// No sort → the server's default, newest first.
const APPOINTMENT_LIST = {
  resource: 'appointments' as const,
  filterKeys: APPOINTMENT_FILTER_KEYS,
  fetch: fetchAppointments,
};

/** The first page, as the menu opens the list, read ahead of the visit (the host calls it). */
export const prefetchAppointmentList = () => prefetchCommerceList(APPOINTMENT_LIST);

/** /admin/appointments: the filters, the table and the pages, all kept in the URL. */
export function AppointmentListPage() {
  const list = useCommerceList(APPOINTMENT_LIST);
  const { filters, query, sort } = list;

  return (
    <Stack gap="4">
      <SavedViews list="appointments" />
      <CommerceFilters list={list} statusOptions={APPOINTMENT_STATUS_OPTIONS}>
        <SelectFilter
          label="Dates of"
          value={filters.dates}
          options={RANGE_DATE_OPTIONS}
          onChange={(value) => list.setFilters({ dates: value })}
        />
      </CommerceFilters>
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
