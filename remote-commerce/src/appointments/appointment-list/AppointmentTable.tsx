import { type ListTableComponentProps, listTable } from '@telehealth/shared/list';
import { doctorName, formatAppointmentDateTime, formatDollars, fullName } from '@telehealth/shared/format';
import { type DataTableColumn, NoWrapText, RowLink } from '@telehealth/shared/ui';
import { AppointmentStatusBadge } from '../components/AppointmentStatusBadge';
import { AppointmentTypeIcon } from '../components/AppointmentTypeIcon';
import type { AppointmentSummary } from '../types';
import { AppointmentSortField, appointmentDetailUrl } from '../urls';

const COLUMNS: DataTableColumn<AppointmentSummary>[] = [
  {
    key: 'appt_id',
    header: 'Appointment ID',
    sortField: AppointmentSortField.id,
    render: (row) => <RowLink to={appointmentDetailUrl(row.uid)}>{row.appt_id}</RowLink>,
  },
  { key: 'patient', header: 'Patient Name', render: (row) => fullName(row.user) },
  { key: 'doctor', header: 'Doctor Name', render: (row) => doctorName(row.doctor) },
  {
    key: 'date',
    header: 'Appointment Date & Time',
    sortField: AppointmentSortField.serviceDate,
    render: (row) => <NoWrapText>{formatAppointmentDateTime(row.date_utc)}</NoWrapText>,
  },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => formatDollars(row.total_cost) },
  { key: 'type', header: 'Type', render: (row) => <AppointmentTypeIcon type={row.booking_type} /> },
  {
    key: 'status',
    header: 'Status',
    sortField: AppointmentSortField.status,
    render: (row) => <AppointmentStatusBadge status={row.status} />,
  },
];

export type AppointmentTableProps = ListTableComponentProps<AppointmentSummary>;

/** The appointment list's table. */
export const AppointmentTable = listTable(COLUMNS, { numbered: false, layout: 'appointments' });
