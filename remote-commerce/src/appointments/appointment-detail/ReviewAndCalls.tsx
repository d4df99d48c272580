import { formatMinutesSeconds, fullName, statusLabel } from '@telehealth/shared/format';
import {
  DataTable,
  type DataTableColumn,
  ErrorPanel,
  RatingOutOfFive,
  SectionCard,
  Stack,
  StatusBadge,
  Text,
  toneForStatus,
} from '@telehealth/shared/ui';
import type { Call, Review } from '../types';

/** The patient's rating and review. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <SectionCard title="Rating & Review">
      <Stack gap="2">
        <RatingOutOfFive value={review.rating} />
        <Text>{review.comments?.trim() || '-'}</Text>
        <Text color="fg.muted" textStyle="sm">
          {fullName(review.patient)}
        </Text>
      </Stack>
    </SectionCard>
  );
}

const CALL_COLUMNS: DataTableColumn<Call>[] = [
  { key: 'call_id', header: 'Call ID', render: (call) => call.call_id },
  { key: 'duration', header: 'Duration', render: (call) => formatMinutesSeconds(call.duration) },
  {
    key: 'status',
    header: 'Status',
    render: (call) => <StatusBadge label={statusLabel(call.status)} tone={toneForStatus(call.status)} />,
  },
];

export interface CallTableProps {
  calls: Call[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The appointment's video calls: #, Call ID, Duration (minutes and seconds), Status. */
export function CallTable({ calls, loading, failed, onRetry }: CallTableProps) {
  return (
    <SectionCard title="Calls">
      {failed ? (
        <ErrorPanel onRetry={onRetry} />
      ) : (
        <DataTable
          columns={CALL_COLUMNS}
          rows={calls}
          rowKey={(call) => call.call_id}
          loading={loading}
          skeletonRows={2}
          firstRowNumber={1}
        />
      )}
    </SectionCard>
  );
}
