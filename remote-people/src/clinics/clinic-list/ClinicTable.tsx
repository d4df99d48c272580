import { type ListTableComponentProps, listTable } from '@telehealth/shared/list';
import type { DataTableColumn } from '@telehealth/shared/ui';
import { emailColumn, nameColumn, phoneColumn, statusColumn } from '../../users/user-columns';
import type { ClinicSummary } from '../types';
import { ClinicSortField, clinicDetailUrl } from '../urls';

const COLUMNS: DataTableColumn<ClinicSummary>[] = [
  nameColumn(clinicDetailUrl, ClinicSortField.name),
  { key: 'npi', header: 'NPI Number', render: (row) => row.npi || '-' },
  phoneColumn(),
  emailColumn(ClinicSortField.email),
  statusColumn(),
];

export type ClinicTableProps = ListTableComponentProps<ClinicSummary>;

/** The clinic list's table. */
export const ClinicTable = listTable(COLUMNS, { layout: 'clinics' });
