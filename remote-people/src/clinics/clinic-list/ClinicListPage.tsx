import { useApiQuery } from '@telehealth/shared/api';
import {
  ExportButton,
  Flex,
  ErrorPanel,
  FilterBar,
  Pagination,
  SearchInput,
  SelectFilter,
  type SelectOption,
  Stack,
  usePageParam,
  useQueryState,
  useResetParams,
  useSortParam,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { PAGE_SIZE } from '../../common/list-query';
import { clinicListParams, fetchClinics } from '../api';
import { CLINIC_FILTER_KEYS } from '../urls';
import { ClinicTable } from './ClinicTable';

export const CLINIC_STATUS_OPTIONS: SelectOption[] = [
  { label: 'All', value: '' },
  { label: 'Pending', value: 'pending' },
  { label: 'Active', value: 'active' },
  { label: 'Blocked', value: 'blocked' },
  { label: 'Rejected', value: 'rejected' },
];

/** /admin/clinics: search, status, table and pages in the URL. */
export function ClinicListPage() {
  const [search, setSearch] = useQueryState('search');
  const [status, setStatus] = useQueryState('status');
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam();
  const reset = useResetParams();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);

  const query = useApiQuery(
    async (signal) => {
      const answer = await fetchClinics({ page, search, status, sort, pageSize }, signal);
      if (answer.limit > 0) setPageSize(answer.limit);
      return answer;
    },
    [page, search, status, sort?.field, sort?.direction],
    { live: ['people'] },
  );

  return (
    <Stack gap="4">
      <FilterBar onClear={() => reset([...CLINIC_FILTER_KEYS, 'sort'])}>
        <SearchInput value={search} onChange={setSearch} placeholder="Name / Email / Phone" />
        <SelectFilter label="Status" value={status} options={CLINIC_STATUS_OPTIONS} onChange={setStatus} />
      </FilterBar>
      <Flex justify="flex-end">
        <ExportButton
          path="/user"
          params={clinicListParams({ search, status, sort })}
          total={query.data?.count}
          fileName="clinics.csv"
        />
      </Flex>
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <>
          <ClinicTable
            rows={query.data?.users ?? []}
            loading={query.status === 'loading'}
            sort={sort}
            onSortChange={setSort}
            firstRowNumber={page * pageSize + 1}
          />
          <Pagination page={page} pageSize={pageSize} total={query.data?.count ?? 0} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}
