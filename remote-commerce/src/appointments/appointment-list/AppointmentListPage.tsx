import { useApiQuery } from '@telehealth/shared/api';
import {
  ErrorPanel,
  ExportButton,
  Flex,
  Pagination,
  Stack,
  usePageParam,
  useQueryState,
  useResetParams,
  useSortParam,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { PAGE_SIZE } from '../../common/list-query';
import { useActiveDoctors } from '../../common/use-active-doctors';
import { useDayRangeParams } from '../../common/use-day-range';
import { appointmentListParams, fetchAppointments } from '../api';
import { APPOINTMENT_FILTER_KEYS } from '../urls';
import { AppointmentFilters, type AppointmentFilterValues } from './AppointmentFilters';
import { AppointmentTable } from './AppointmentTable';

/** /admin/appointments: the filters, the table and the pages, all kept in the URL. */
export function AppointmentListPage() {
  const [search, setSearch] = useQueryState('search');
  const { from, to, setRange } = useDayRangeParams();
  const [doctor, setDoctor] = useQueryState('doctor');
  const [status, setStatus] = useQueryState('status');
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam(); // no sort → the server's default, newest first (spec 9)
  const reset = useResetParams();
  const doctors = useActiveDoctors();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);

  const query = useApiQuery(
    async (signal) => {
      const answer = await fetchAppointments(
        { page, search, from, to, doctor, status, sort, pageSize },
        signal,
      );
      if (answer.limit > 0) setPageSize(answer.limit);
      return answer;
    },
    [page, search, from, to, doctor, status, sort?.field, sort?.direction],
    { live: ['appointments'] },
  );

  const setters: Record<Exclude<keyof AppointmentFilterValues, 'from' | 'to'>, (value: string) => void> = {
    search: setSearch,
    doctor: setDoctor,
    status: setStatus,
  };

  return (
    <Stack gap="4">
      <AppointmentFilters
        values={{ search, from, to, doctor, status }}
        doctors={doctors}
        onChange={(key, value) => key !== 'from' && key !== 'to' && setters[key](value)}
        onRangeChange={setRange}
        onClear={() => reset([...APPOINTMENT_FILTER_KEYS, 'sort'])}
      />
      <Flex justify="flex-end">
        <ExportButton
          path="/user/appointments"
          params={appointmentListParams({ search, from, to, doctor, status, sort })}
          total={query.data?.count}
          fileName="appointments.csv"
        />
      </Flex>
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <>
          <AppointmentTable
            rows={query.data?.appointments ?? []}
            loading={query.status === 'loading'}
            sort={sort}
            onSortChange={setSort}
          />
          <Pagination page={page} pageSize={pageSize} total={query.data?.count ?? 0} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}
