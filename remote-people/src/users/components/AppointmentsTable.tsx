import {
  appointmentStatusLabel,
  doctorName,
  formatAppointmentDateTime,
  formatDollars,
  fullName,
} from '@telehealth/shared/format';
import {
  DataTable,
  type DataTableColumn,
  Link,
  Pagination,
  Stack,
  StatusBadge,
  Text,
  toneForStatus,
  VisitTypeIcon,
} from '@telehealth/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import type { AppointmentRow } from '../types';

const APPOINTMENTS_PATH = '/admin/appointments';

function columns(show: { patient: boolean; doctor: boolean }): DataTableColumn<AppointmentRow>[] {
  const all: (DataTableColumn<AppointmentRow> | false)[] = [
    {
      key: 'appt_id',
      header: 'Appointment ID',
      // The appointment pages belong to another remote; the host's one router serves both.
      render: (row) => (
        <Link asChild color="teal.fg" fontWeight="semibold">
          <RouterLink to={`${APPOINTMENTS_PATH}/${encodeURIComponent(row.uid)}`}>{row.appt_id}</RouterLink>
        </Link>
      ),
    },
    show.patient && { key: 'patient', header: 'Patient Name', render: (row) => fullName(row.user) },
    show.doctor && { key: 'doctor', header: 'Doctor Name', render: (row) => doctorName(row.doctor) },
    {
      key: 'date',
      header: 'Appointment Date & Time',
      render: (row) => <Text whiteSpace="nowrap">{formatAppointmentDateTime(row.date_utc)}</Text>,
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (row) => formatDollars(row.total_cost) },
    {
      key: 'type',
      header: 'Type',
      render: (row) => (
        <VisitTypeIcon
          video={row.booking_type === 'video_visit'}
          label={row.booking_type === 'video_visit' ? 'Video Visit' : 'Clinic'}
        />
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => {
        const label = appointmentStatusLabel(row.status);
        return <StatusBadge label={label} tone={toneForStatus(row.status)} />;
      },
    },
  ];
  return all.filter((column): column is DataTableColumn<AppointmentRow> => Boolean(column));
}

export interface AppointmentsTableProps {
  rows: AppointmentRow[];
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Which party columns to show: a doctor's list shows patients, a patient's shows doctors. */
  show: { patient: boolean; doctor: boolean };
}

/** The paginated appointments under a doctor, patient or clinic. */
export function AppointmentsTable({
  rows,
  loading,
  page,
  pageSize,
  total,
  onPageChange,
  show,
}: AppointmentsTableProps) {
  return (
    <Stack gap="2">
      <DataTable
        columns={columns(show)}
        rows={rows}
        rowKey={(row) => row.uid}
        loading={loading}
        skeletonRows={5}
      />
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
    </Stack>
  );
}
