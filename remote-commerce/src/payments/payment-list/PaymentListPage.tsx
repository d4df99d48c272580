import { useApiQuery } from '@telehealth/shared/api';
import {
  ErrorPanel,
  ExportButton,
  Flex,
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
import { useDayRangeParams } from '../../common/use-day-range';
import { fetchPayments, paymentListParams, refundPayment } from '../api';
import { RangeTotals } from './RangeTotals';
import { RefundDetailsDialog } from '../refund-details/RefundDetailsDialog';
import { RefundDialog } from '../refund-dialog/RefundDialog';
import type { PaymentRow, RefundBody } from '../types';
import { DEFAULT_PAYMENT_SORT, PAYMENT_FILTER_KEYS } from '../urls';
import { PaymentFilters, type PaymentFilterValues } from './PaymentFilters';
import { PaymentTable } from './PaymentTable';

/** /admin/payments: filters, the payments table, pages, and the Refund dialog. */
export function PaymentListPage() {
  const [search, setSearch] = useQueryState('search');
  const { from, to, setRange } = useDayRangeParams();
  const [doctor, setDoctor] = useQueryState('doctor');
  const [status, setStatus] = useQueryState('status');
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam(DEFAULT_PAYMENT_SORT);
  const reset = useResetParams();
  const doctors = useActiveDoctors();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const [viewing, setViewing] = useState<PaymentRow | null>(null);

  const query = useApiQuery(
    async (signal) => {
      const answer = await fetchPayments({ page, search, from, to, doctor, status, sort, pageSize }, signal);
      if (answer.limit > 0) setPageSize(answer.limit);
      return answer;
    },
    [page, search, from, to, doctor, status, sort?.field, sort?.direction],
    { live: ['payments'] },
  );

  const setters: Record<Exclude<keyof PaymentFilterValues, 'from' | 'to'>, (value: string) => void> = {
    search: setSearch,
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
        values={{ search, from, to, doctor, status }}
        doctors={doctors}
        onChange={(key, value) => key !== 'from' && key !== 'to' && setters[key](value)}
        onRangeChange={setRange}
        sort={sort}
        onSortChange={setSort}
        onClear={() => reset([...PAYMENT_FILTER_KEYS, 'sort'])}
      />
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        {from || to ? <RangeTotals totals={query.data?.totals} from={from} to={to} /> : <span />}
        <ExportButton
          path="/user/payments"
          params={paymentListParams({ search, from, to, doctor, status, sort })}
          total={query.data?.count}
          fileName="payments.csv"
        />
      </Flex>
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
            onShowRefund={setViewing}
          />
          <Pagination page={page} pageSize={pageSize} total={query.data?.count ?? 0} onPageChange={setPage} />
        </>
      )}
      {viewing && <RefundDetailsDialog payment={viewing} onClose={() => setViewing(null)} />}
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
