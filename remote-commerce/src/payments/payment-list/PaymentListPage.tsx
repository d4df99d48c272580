import { useApiQuery } from '@telehealth/shared/api';
import {
  ErrorPanel,
  notifySuccess,
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
import { fetchPayments, refundPayment } from '../api';
import { RefundDialog } from '../refund-dialog/RefundDialog';
import type { PaymentRow, RefundBody } from '../types';
import { DEFAULT_PAYMENT_SORT, PAYMENT_FILTER_KEYS } from '../urls';
import { PaymentFilters, type PaymentFilterValues } from './PaymentFilters';
import { PaymentTable } from './PaymentTable';

/** /admin/payments: filters, the payments table, pages, and the Refund dialog. */
export function PaymentListPage() {
  const [search, setSearch] = useQueryState('search');
  const [date, setDate] = useQueryState('date');
  const [doctor, setDoctor] = useQueryState('doctor');
  const [status, setStatus] = useQueryState('status');
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam(DEFAULT_PAYMENT_SORT);
  const reset = useResetParams();
  const doctors = useActiveDoctors();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);

  const query = useApiQuery(
    async (signal) => {
      const answer = await fetchPayments({ page, search, date, doctor, status, sort, pageSize }, signal);
      if (answer.limit > 0) setPageSize(answer.limit);
      return answer;
    },
    [page, search, date, doctor, status, sort?.field, sort?.direction],
    { live: ['payments'] },
  );

  const setters: Record<keyof PaymentFilterValues, (value: string) => void> = {
    search: setSearch,
    date: setDate,
    doctor: setDoctor,
    status: setStatus,
  };

  async function refund(payment: PaymentRow, body: RefundBody) {
    await refundPayment(payment.uid, body);
    notifySuccess('Refund Success');
    query.reload();
  }

  return (
    <Stack gap="4">
      <PaymentFilters
        values={{ search, date, doctor, status }}
        doctors={doctors}
        onChange={(key, value) => setters[key](value)}
        sort={sort}
        onSortChange={setSort}
        onClear={() => reset([...PAYMENT_FILTER_KEYS, 'sort'])}
      />
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <>
          <PaymentTable
            rows={query.data?.appointments ?? []}
            loading={query.status === 'loading'}
            sort={sort}
            onSortChange={setSort}
            onRefund={setRefunding}
          />
          <Pagination page={page} pageSize={pageSize} total={query.data?.count ?? 0} onPageChange={setPage} />
        </>
      )}
      {refunding && (
        <RefundDialog
          key={refunding.uid}
          total={refunding.collected_amount}
          onRefund={(body) => refund(refunding, body)}
          onClose={() => setRefunding(null)}
        />
      )}
    </Stack>
  );
}
