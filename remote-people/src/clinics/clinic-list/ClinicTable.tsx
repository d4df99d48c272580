import { type ListTableComponentProps, listTable } from '@telehealth/shared/list';
import { formatUsPhone } from '@telehealth/shared/format';
import { type DataTableColumn, Link, StatusBadge, Text, toneForStatus } from '@telehealth/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { statusLabel } from '@telehealth/shared/format';
import type { ClinicSummary } from '../types';
import { ClinicSortField, clinicDetailUrl } from '../urls';

const COLUMNS: DataTableColumn<ClinicSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: ClinicSortField.name,
    render: (row) => (
      <Link asChild color="teal.fg" fontWeight="semibold">
        <RouterLink to={clinicDetailUrl(row.uid)}>{row.full_name || '-'}</RouterLink>
      </Link>
    ),
  },
  { key: 'npi', header: 'NPI Number', render: (row) => row.npi || '-' },
  {
    key: 'phone',
    header: 'Phone',
    render: (row) => <Text whiteSpace="nowrap">{formatUsPhone(row.phone)}</Text>,
  },
  { key: 'email', header: 'Email', sortField: ClinicSortField.email, render: (row) => row.email || '-' },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusBadge label={statusLabel(row.status)} tone={toneForStatus(row.status)} />,
  },
];

export type ClinicTableProps = ListTableComponentProps<ClinicSummary>;

/** The clinic list's table. */
export const ClinicTable = listTable(COLUMNS);
