import { doctorName, formatAppointmentDateTime, formatDollars, fullName } from '@telehealth/shared/format';
import {
  Button,
  DataTable,
  type DataTableColumn,
  ErrorPanel,
  HStack,
  Link,
  SectionCard,
  StatusBadge,
  Text,
  toneForStatus,
} from '@telehealth/shared/ui';
import { Hospital, Video } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiQuery } from '../../hooks/use-api-query';
import { appointmentStatusLabel, isVideoVisit } from './appointment-cells';
import { fetchRecentAppointments, RECENT_APPOINTMENTS_LIMIT, type RecentAppointment } from './dashboard-api';

const COLUMNS: DataTableColumn<RecentAppointment>[] = [
  {
    key: 'appt_id',
    header: 'Appointment ID',
    render: (row) => (
      <Link asChild color="teal.700" fontWeight="semibold">
        <RouterLink to={`/admin/appointments/${row.uid}`}>{row.appt_id}</RouterLink>
      </Link>
    ),
  },
  { key: 'patient', header: 'Patient Name', render: (row) => fullName(row.user) },
  { key: 'doctor', header: 'Doctor Name', render: (row) => doctorName(row.doctor) },
  {
    key: 'date',
    header: 'Appointment Date & Time',
    render: (row) => <Text whiteSpace="nowrap">{formatAppointmentDateTime(row.date_utc)}</Text>,
  },
  { key: 'amount', header: 'Amount', render: (row) => formatDollars(row.total_cost) },
  {
    key: 'type',
    header: 'Type',
    render: (row) => {
      const video = isVideoVisit(row);
      const Icon = video ? Video : Hospital;
      const label = video ? 'Video Visit' : 'Clinic';
      return (
        <HStack gap="1.5" title={label} color="gray.600">
          <Icon size={18} aria-label={label} />
        </HStack>
      );
    },
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <StatusBadge label={appointmentStatusLabel(row.status)} tone={toneForStatus(row.status)} />
    ),
  },
];

/** The last ten appointments booked, newest first, with MORE leading to the full list. */
export function RecentAppointments() {
  const query = useApiQuery(fetchRecentAppointments);
  return (
    <SectionCard
      title="Recent Appointments"
      actions={
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to="/admin/appointments">MORE</RouterLink>
        </Button>
      }
    >
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <DataTable
          columns={COLUMNS}
          rows={query.data ?? []}
          rowKey={(row) => row.uid}
          loading={query.status === 'loading'}
          skeletonRows={RECENT_APPOINTMENTS_LIMIT}
        />
      )}
    </SectionCard>
  );
}
