import { ListExport, ListResults, readKeys, SavedViews, useListPage } from '@telehealth/shared/list';
import { Stack } from '@telehealth/shared/ui';
import { fetchPatients, patientListParams } from '../api';
import { PATIENT_FILTER_KEYS } from '../urls';
import { PatientFilters } from './PatientFilters';
import { PatientTable } from './PatientTable';

const readPatientFilters = readKeys(PATIENT_FILTER_KEYS);

/** /admin/patients: search, status filter, table and pages in the URL. */
export function PatientListPage() {
  const list = useListPage({
    resource: 'patients',
    filterKeys: PATIENT_FILTER_KEYS,
    readFilters: readPatientFilters,
    live: ['people'],
    load: ({ filters, ...request }, signal) => fetchPatients({ ...filters, ...request }, signal),
  });
  const { filters, query, sort } = list;

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
        list={list}
        path="/user"
        params={patientListParams({ ...filters, sort })}
        fileName="patients.csv"
      />
      <ListResults list={list}>
        <PatientTable rows={query.data?.users ?? []} {...list.tableProps} />
      </ListResults>
    </Stack>
  );
}
