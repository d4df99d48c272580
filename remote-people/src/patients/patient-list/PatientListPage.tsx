import { type SelectOption, withAll } from '@telehealth/shared/ui';
import { prefetchSearchStatusList, SearchStatusListPage } from '../../users/components/SearchStatusListPage';
import { fetchPatients, patientListParams } from '../api';
import type { PatientList } from '../types';
import { PatientTable } from './PatientTable';

export const PATIENT_STATUS_OPTIONS: SelectOption[] = withAll([
  { label: 'Active', value: 'active' },
  { label: 'Blocked', value: 'blocked' },
]);

const patientRows = (answer: PatientList) => answer.users;
const EXPORT = { permission: 'patients.export', path: '/user', params: patientListParams };

/** The first page, as the menu opens it, read ahead of the visit (the host calls it). */
export const prefetchPatientList = () => prefetchSearchStatusList('patients', fetchPatients);

/** /admin/patients: search, status filter, table and pages in the URL. */
export function PatientListPage() {
  return (
    <SearchStatusListPage
      name="patients"
      noun={['patient', 'patients']}
      fetch={fetchPatients}
      rowsOf={patientRows}
      Table={PatientTable}
      placeholder="Name / Email / Phone"
      statusOptions={PATIENT_STATUS_OPTIONS}
      exportAs={EXPORT}
    />
  );
}
