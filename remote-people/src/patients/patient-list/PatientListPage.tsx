import { usePermission } from '@telehealth/shared/session';
import {
  ListExport,
  ListResults,
  listMatching,
  readKeys,
  SavedViews,
  useListPage,
  useListSelection,
} from '@telehealth/shared/list';
import { Stack } from '@telehealth/shared/ui';
import { UserBulkActions } from '../../common/components/UserBulkActions';
import { fetchPatients, patientListParams } from '../api';
import type { PatientSummary } from '../types';
import { PATIENT_FILTER_KEYS } from '../urls';
import { PatientFilters } from './PatientFilters';
import { PatientTable } from './PatientTable';

const readPatientFilters = readKeys(PATIENT_FILTER_KEYS);
const patientId = (row: PatientSummary) => row.uid;
const patientName = (row: PatientSummary) => row.full_name || row.email || row.uid;

/** /admin/patients: search, status filter, table and pages in the URL. */
export function PatientListPage() {
  // No selection column for a role that has no bulk action to take.
  const mayBulk = usePermission('users.block');
  const list = useListPage({
    resource: 'patients',
    filterKeys: PATIENT_FILTER_KEYS,
    readFilters: readPatientFilters,
    live: ['people'],
    load: ({ filters, ...request }, signal) => fetchPatients({ ...filters, ...request }, signal),
  });
  const { filters, query, sort } = list;
  const selection = useListSelection(list, patientId, patientName);
  const rows = query.data?.users ?? [];

  return (
    <Stack gap="4">
      <SavedViews list="patients" />
      <PatientFilters
        search={filters.search}
        status={filters.status}
        onSearchChange={(search) => list.setFilters({ search })}
        onStatusChange={(status) => list.setFilters({ status })}
        onClear={list.clear}
      />
      <ListExport
        permission="patients.export"
        list={list}
        path="/user"
        params={patientListParams({ ...filters, sort })}
        fileName="patients.csv"
      />
      <ListResults list={list}>
        <PatientTable rows={rows} selection={mayBulk ? selection.table : undefined} {...list.tableProps} />
      </ListResults>
      <UserBulkActions
        selection={selection}
        resource="patients"
        noun={['patient', 'patients']}
        matching={listMatching(list, (answer) => answer.users, patientId)}
      />
    </Stack>
  );
}
