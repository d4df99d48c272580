import { doctorName, formatAppointmentDateTime, formatDollars, fullName } from '@telehealth/shared/format';
import {
  Button,
  DataTable,
  type DataTableColumn,
  ErrorPanel,
  lightStyled,
  NoWrapText,
  RowLink,
  SectionCard,
  StatusBadge,
  toneForStatus,
} from '@telehealth/shared/ui';
import { Hospital, Video } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiQuery } from '@telehealth/shared/query';
import { appointmentStatusLabel, isVideoVisit } from './appointment-cells';
import { fetchRecentAppointments, RECENT_APPOINTMENTS_LIMIT, type RecentAppointment } from './dashboard-api';

const VisitType = lightStyled('div', {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '1.5',
  color: 'fg.muted',
});

const COLUMNS: DataTableColumn<RecentAppointment>[] = [
  {
    key: 'appt_id',
    header: 'Appointment ID',
    render: (row) => <RowLink to={`/admin/appointments/${row.uid}`}>{row.appt_id}</RowLink>,
  },
  { key: 'patient', header: 'Patient Name', render: (row) => fullName(row.user) },
  { key: 'doctor', header: 'Doctor Name', render: (row) => doctorName(row.doctor) },
  {
    key: 'date',
    header: 'Appointment Date & Time',
    render: (row) => <NoWrapText>{formatAppointmentDateTime(row.date_utc)}</NoWrapText>,
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
        <VisitType title={label}>
          <Icon size={18} aria-label={label} />
        </VisitType>
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
  const query = useApiQuery(['appointments', 'recent'], fetchRecentAppointments);
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
