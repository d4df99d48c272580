import { type SelectOption, withAll } from '@telehealth/shared/ui';
import { prefetchSearchStatusList, SearchStatusListPage } from '../../users/components/SearchStatusListPage';
import { mayBePending } from '../../users/components/UserBulkActions';
import { clinicListParams, fetchClinics } from '../api';
import type { ClinicList } from '../types';
import { ClinicTable } from './ClinicTable';

export const CLINIC_STATUS_OPTIONS: SelectOption[] = withAll([
  { label: 'Pending', value: 'pending' },
  { label: 'Active', value: 'active' },
  { label: 'Blocked', value: 'blocked' },
  { label: 'Rejected', value: 'rejected' },
]);

const clinicRows = (answer: ClinicList) => answer.users;
const EXPORT = { permission: 'patients.export', path: '/user', params: clinicListParams };

/** The first page, as the menu opens it, read ahead of the visit (the host calls it). */
export const prefetchClinicList = () => prefetchSearchStatusList('clinics', fetchClinics);

/** /admin/clinics: search, status, table and pages in the URL. */
export function ClinicListPage() {
  return (
    <SearchStatusListPage
      name="clinics"
      noun={['clinic', 'clinics']}
      fetch={fetchClinics}
      rowsOf={clinicRows}
      Table={ClinicTable}
      placeholder="Name / Email / Phone"
      statusOptions={CLINIC_STATUS_OPTIONS}
      exportAs={EXPORT}
      review={mayBePending}
    />
  );
}
