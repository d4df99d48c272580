import { type ListTableComponentProps, listTable } from '@telehealth/shared/list';
import { formatUsPhone } from '@telehealth/shared/format';
import { type DataTableColumn, Link, StatusBadge, Text, toneForStatus } from '@telehealth/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { statusLabel } from '@telehealth/shared/format';
import { loginType } from '../patient-status';
import type { PatientSummary } from '../types';
import { patientDetailUrl } from '../urls';

const COLUMNS: DataTableColumn<PatientSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => (
      <Link asChild color="teal.fg" fontWeight="semibold">
        <RouterLink to={patientDetailUrl(row.uid)}>{row.full_name || '-'}</RouterLink>
      </Link>
    ),
  },
  {
    key: 'phone',
    header: 'Phone',
    render: (row) => <Text whiteSpace="nowrap">{formatUsPhone(row.phone)}</Text>,
  },
  { key: 'email', header: 'Email', render: (row) => row.email || '-' },
  { key: 'appointments', header: 'Appointments', align: 'end', render: (row) => row.appt_count },
  { key: 'login', header: 'Login Type', render: (row) => loginType(row.provider) },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusBadge label={statusLabel(row.status)} tone={toneForStatus(row.status)} />,
  },
];

export type PatientTableProps = ListTableComponentProps<PatientSummary>;

/** The patient list's table. */
export const PatientTable = listTable(COLUMNS);
