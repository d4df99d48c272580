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
import { FilterBar, SearchInput, SelectFilter, type SelectOption, Stack } from '@telehealth/shared/ui';
import { mayBePending, UserBulkActions } from '../../common/components/UserBulkActions';
import { clinicListParams, fetchClinics } from '../api';
import type { ClinicSummary } from '../types';
import { CLINIC_FILTER_KEYS } from '../urls';
import { ClinicTable } from './ClinicTable';

export const CLINIC_STATUS_OPTIONS: SelectOption[] = [
  { label: 'All', value: '' },
  { label: 'Pending', value: 'pending' },
  { label: 'Active', value: 'active' },
  { label: 'Blocked', value: 'blocked' },
  { label: 'Rejected', value: 'rejected' },
];

const readClinicFilters = readKeys(CLINIC_FILTER_KEYS);
const clinicId = (row: ClinicSummary) => row.uid;
const clinicName = (row: ClinicSummary) => row.full_name || row.email || row.uid;

/** /admin/clinics: search, status, table and pages in the URL. */
export function ClinicListPage() {
  // No selection column for a role that has no bulk action to take.
  const mayBulk = usePermission('users.block');
  const list = useListPage({
    resource: 'clinics',
    filterKeys: CLINIC_FILTER_KEYS,
    readFilters: readClinicFilters,
    live: ['people'],
    load: ({ filters, ...request }, signal) => fetchClinics({ ...filters, ...request }, signal),
  });
  const { filters, query, sort } = list;
  const selection = useListSelection(list, clinicId, clinicName);
  const rows = query.data?.users ?? [];

  return (
    <Stack gap="4">
      <SavedViews list="clinics" />
      <FilterBar onClear={list.clear}>
        <SearchInput
          value={filters.search}
          onChange={(search) => list.setFilters({ search })}
          placeholder="Name / Email / Phone"
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          options={CLINIC_STATUS_OPTIONS}
          onChange={(status) => list.setFilters({ status })}
        />
      </FilterBar>
      <ListExport
        permission="patients.export"
        list={list}
        path="/user"
        params={clinicListParams({ ...filters, sort })}
        fileName="clinics.csv"
      />
      <ListResults list={list}>
        <ClinicTable rows={rows} selection={mayBulk ? selection.table : undefined} {...list.tableProps} />
      </ListResults>
      <UserBulkActions
        selection={selection}
        resource="clinics"
        noun={['clinic', 'clinics']}
        review={mayBePending(filters.status)}
        matching={listMatching(list, (answer) => answer.users, clinicId)}
      />
    </Stack>
  );
}
