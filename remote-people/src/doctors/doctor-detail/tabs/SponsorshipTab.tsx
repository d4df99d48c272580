import { useApiQuery } from '@telehealth/shared/query';
import { formatDate, formatDollars, formatTimestamp } from '@telehealth/shared/format';
import {
  DataTable,
  type DataTableColumn,
  DetailList,
  HStack,
  SectionCard,
  Stack,
  StatusBadge,
  Text,
} from '@telehealth/shared/ui';
import { QueryContent } from '../../../users/components/QueryContent';
import { fetchSubscription } from '../../api';
import type { SubscriptionAnswer, SubscriptionRecord } from '../../types';

/** Active when is_subscribed is 'Y', otherwise Inactive. */
export function subscriptionLabel(isSubscribed: string | null | undefined): 'Active' | 'Inactive' {
  return isSubscribed === 'Y' ? 'Active' : 'Inactive';
}

const RECORD_COLUMNS: DataTableColumn<SubscriptionRecord>[] = [
  { key: 'subscription', header: 'Subscription ID', render: (row) => row.stripe_subscription_id },
  { key: 'transaction', header: 'Transaction ID', render: (row) => row.transaction_id || '-' },
  { key: 'start', header: 'Period Start', render: (row) => formatDate(row.period_start) },
  { key: 'end', header: 'Period End', render: (row) => formatDate(row.period_end) },
  {
    key: 'status',
    header: 'Status',
    render: (row) =>
      row.status === 'paid' ? (
        <StatusBadge label="Paid" tone="success" />
      ) : (
        <StatusBadge label={row.status} tone="danger" />
      ),
  },
];

export interface SponsorshipViewProps {
  answer: SubscriptionAnswer;
  sponsored: boolean;
}

/**
 * Whether the doctor is sponsored, the subscription and its records. The control that marks or
 * unmarks a doctor as sponsored is hidden in this build (docs/product.md); the API call stays.
 */
export function SponsorshipView({ answer, sponsored }: SponsorshipViewProps) {
  const status = subscriptionLabel(answer.subscription?.is_subscribed);
  return (
    <Stack gap="4">
      <SectionCard title="Sponsorship">
        <HStack gap="2">
          <Text>Sponsored:</Text>
          {sponsored ? <StatusBadge label="Yes" tone="info" /> : <StatusBadge label="No" tone="neutral" />}
        </HStack>
      </SectionCard>
      <SectionCard title="Subscription">
        <DetailList
          items={[
            {
              label: 'Status',
              value: <StatusBadge label={status} tone={status === 'Active' ? 'success' : 'neutral'} />,
            },
            {
              label: 'Start Date',
              value: answer.subscription?.subscription_start_date
                ? formatTimestamp(answer.subscription.subscription_start_date)
                : null,
            },
            { label: 'Price', value: answer.subscription ? formatDollars(answer.subscription.price) : null },
          ]}
        />
      </SectionCard>
      <DataTable
        columns={RECORD_COLUMNS}
        rows={answer.records}
        rowKey={(row) => `${row.stripe_subscription_id}-${row.period_start}`}
        firstRowNumber={1}
      />
    </Stack>
  );
}

export interface SponsorshipTabProps {
  uid: string;
  sponsored: boolean;
}

export function SponsorshipTab({ uid, sponsored }: SponsorshipTabProps) {
  const query = useApiQuery(['doctors', uid, 'subscription'], (signal) => fetchSubscription(uid, signal));
  return (
    <QueryContent query={query}>
      {(answer) => <SponsorshipView answer={answer} sponsored={sponsored} />}
    </QueryContent>
  );
}
