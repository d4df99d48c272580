import { useApiQuery } from '@telehealth/shared/api';
import {
  ExportButton,
  Flex,
  ErrorPanel,
  Pagination,
  Stack,
  usePageParam,
  useQueryState,
  useResetParams,
  useSortParam,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { PAGE_SIZE } from '../../common/list-query';
import { fetchPatients, patientListParams } from '../api';
import { PATIENT_FILTER_KEYS } from '../urls';
import { PatientFilters } from './PatientFilters';
import { PatientTable } from './PatientTable';

/** /admin/patients: search, status filter, table and pages in the URL. */
export function PatientListPage() {
  const [search, setSearch] = useQueryState('search');
  const [status, setStatus] = useQueryState('status');
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam();
  const reset = useResetParams();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);

  const query = useApiQuery(
    async (signal) => {
      const answer = await fetchPatients({ page, search, status, sort, pageSize }, signal);
      if (answer.limit > 0) setPageSize(answer.limit);
      return answer;
    },
    [page, search, status, sort?.field, sort?.direction],
    { live: ['people'] },
  );

  return (
    <Stack gap="4">
      <PatientFilters
        search={search}
        status={status}
        onSearchChange={setSearch}
        onStatusChange={setStatus}
        onClear={() => reset([...PATIENT_FILTER_KEYS, 'sort'])}
      />
      <Flex justify="flex-end">
        <ExportButton
          path="/user"
          params={patientListParams({ search, status, sort })}
          total={query.data?.count}
          fileName="patients.csv"
        />
      </Flex>
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <>
          <PatientTable
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
