import { assigneeColumn, type WorkQueue } from '@telehealth/shared/features';
import { usePermission } from '@telehealth/shared/session';
import { formatDate } from '@telehealth/shared/format';
import {
  Button,
  type ButtonProps,
  DataTable,
  type DataTableColumn,
  HStack,
  lightStyled,
  type RowSelection,
  StatusBadge,
  toneForStatus,
} from '@telehealth/shared/ui';
import { requesterName, userTypeLabel } from './requester';
import type { SuggestionRow } from './types';

// A long name or requester wraps, so that Accept and Reject stay in view on a laptop.
const Wrapping = lightStyled('p', { whiteSpace: 'normal', minWidth: '7rem' });

export interface SuggestionTableProps {
  rows: SuggestionRow[];
  loading: boolean;
  /** The work queue of these suggestions: the Assignee column's row actions assign in it. */
  queue: WorkQueue;
  /** The Services tab shows a Pending badge on each row. */
  showPendingBadge?: boolean;
  onAccept: (row: SuggestionRow) => void;
  onReject: (row: SuggestionRow) => void;
  /** The bulk actions' selection column. */
  selection?: RowSelection<SuggestionRow>;
}

/** A Suggested tab: #, name, requested by, user type, date, (Pending), Accept and Reject, assignee. */
export function SuggestionTable({
  rows,
  loading,
  queue,
  showPendingBadge = false,
  onAccept,
  onReject,
  selection,
}: SuggestionTableProps) {
  // Accept and Reject only for a role that may review suggestions.
  const mayReview = usePermission('suggestions.review');
  const columns: DataTableColumn<SuggestionRow>[] = [
    { key: 'name', header: 'Name', render: (row) => <Wrapping>{row.name}</Wrapping> },
    {
      key: 'requester',
      header: 'Requested By',
      render: (row) => <Wrapping>{requesterName(row.requester)}</Wrapping>,
    },
    { key: 'type', header: 'User Type', render: (row) => userTypeLabel(row.requester) },
    { key: 'date', header: 'Date', render: (row) => formatDate(row.created_at) },
  ];
  if (showPendingBadge) {
    columns.push({
      key: 'status',
      header: 'Status',
      render: () => <StatusBadge label="Pending" tone={toneForStatus('pending')} />,
    });
  }
  if (mayReview)
    columns.push({
      key: 'actions',
      header: 'Action',
      align: 'end',
      render: (row) => (
        <HStack justify="flex-end" gap="2">
          <DecisionButton verb="Accept" row={row} onDecide={onAccept} colorPalette="green" />
          <DecisionButton verb="Reject" row={row} onDecide={onReject} colorPalette="red" variant="outline" />
        </HStack>
      ),
    });
  // Last, so that Accept and Reject stay in view on a laptop (the table's box is 710 px at 1024).
  columns.push(assigneeColumn<SuggestionRow>({ queue }));
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.uid}
      loading={loading}
      firstRowNumber={1}
      selection={mayReview ? selection : undefined}
    />
  );
}

/** Accept or Reject on one row, named for it ('Accept Sleep Medicine'). */
function DecisionButton({
  verb,
  row,
  onDecide,
  ...look
}: {
  verb: 'Accept' | 'Reject';
  row: SuggestionRow;
  onDecide: (row: SuggestionRow) => void;
} & Pick<ButtonProps, 'colorPalette' | 'variant'>) {
  return (
    <Button size="xs" {...look} onClick={() => onDecide(row)} aria-label={`${verb} ${row.name}`}>
      {verb}
    </Button>
  );
}
