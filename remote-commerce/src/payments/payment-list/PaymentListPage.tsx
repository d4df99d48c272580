import { Can } from '@telehealth/shared/session';
import { ListResults, SavedViews } from '@telehealth/shared/list';
import { useWrite } from '@telehealth/shared/query';
import { ExportButton, Flex, notifySuccess, Stack, withAll } from '@telehealth/shared/ui';
import { useState } from 'react';
import { CommerceFilters } from '../../commerce-list/CommerceFilters';
import { prefetchCommerceList, useCommerceList } from '../../commerce-list/use-commerce-list';
import { fetchPayments, paymentListParams, refundPayment } from '../api';
import { RefundDetailsDialog } from '../refund-details/RefundDetailsDialog';
import { RefundDialog } from '../refund-dialog/RefundDialog';
import type { PaymentRow, RefundBody } from '../types';
import { DEFAULT_PAYMENT_SORT, PAYMENT_FILTER_KEYS } from '../urls';
import { PaymentSortSelect } from './PaymentSortSelect';
import { PaymentTable } from './PaymentTable';
import { RangeTotals } from './RangeTotals';

const PAYMENT_STATUS_OPTIONS = withAll([
  { label: 'Success', value: 'success' },
  { label: 'Refunded', value: 'refunded' },
]);

const PAYMENT_LIST = {
  resource: 'payments' as const,
  filterKeys: PAYMENT_FILTER_KEYS,
  defaultSort: DEFAULT_PAYMENT_SORT,
  fetch: fetchPayments,
};

/** The first page, as the menu opens the list, read ahead of the visit (the host calls it). */
export const prefetchPaymentList = () => prefetchCommerceList(PAYMENT_LIST);

/** /admin/payments: filters, the payments table, pages, and the Refund dialog. */
export function PaymentListPage() {
  const list = useCommerceList(PAYMENT_LIST);
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const [viewing, setViewing] = useState<PaymentRow | null>(null);
  const { filters, query, sort } = list;
  const { from, to } = filters;

  // The payment, its appointment and their histories changed, wherever they are shown.
  const write = useWrite(
    ({ payment, body }: { payment: PaymentRow; body: RefundBody }) =>
      refundPayment(payment.uid, body, payment.appointment?.appt_id),
    { changes: ['payments', 'appointments'] },
  );
  async function refund(payment: PaymentRow, body: RefundBody) {
    await write.mutateAsync({ payment, body });
    notifySuccess('Refund Success');
  }

  return (
    <Stack gap="4">
      <SavedViews list="payments" />
      <CommerceFilters list={list} statusOptions={PAYMENT_STATUS_OPTIONS}>
        <PaymentSortSelect sort={sort} onChange={list.setSort} />
      </CommerceFilters>
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        {from || to ? <RangeTotals totals={query.data?.totals} from={from} to={to} /> : <span />}
        <Can permission="payments.export">
          <ExportButton
            path="/user/payments"
            params={paymentListParams({ ...filters, sort })}
            total={query.data?.count}
            fileName="payments.csv"
          />
        </Can>
      </Flex>
      <ListResults list={list}>
        <PaymentTable
          rows={query.data?.appointments ?? []}
          {...list.tableProps}
          onRefund={setRefunding}
          onShowRefund={setViewing}
        />
      </ListResults>
      {viewing && <RefundDetailsDialog payment={viewing} onClose={() => setViewing(null)} />}
      {refunding && (
        <RefundDialog
          key={refunding.uid}
          payment={refunding}
          onRefund={(body) => refund(refunding, body)}
          onClose={() => setRefunding(null)}
        />
      )}
    </Stack>
  );
}
