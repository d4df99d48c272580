import { type ListTableComponentProps, listTable } from '@telehealth/shared/list';
import type { DataTableColumn } from '@telehealth/shared/ui';
import { emailColumn, nameColumn, phoneColumn, statusColumn } from '../../users/user-columns';
import { loginType } from '../patient-status';
import type { PatientSummary } from '../types';
import { patientDetailUrl } from '../urls';

const COLUMNS: DataTableColumn<PatientSummary>[] = [
  nameColumn(patientDetailUrl),
  phoneColumn(),
  emailColumn(),
  { key: 'appointments', header: 'Appointments', align: 'end', render: (row) => row.appt_count },
  { key: 'login', header: 'Login Type', render: (row) => loginType(row.provider) },
  statusColumn(),
];

export type PatientTableProps = ListTableComponentProps<PatientSummary>;

/** The patient list's table. */
export const PatientTable = listTable(COLUMNS, { layout: 'patients' });
