import { api } from '@telehealth/shared/api';
import { AUDIT_KEY, useApiQuery } from '@telehealth/shared/query';
import { usePermission } from '@telehealth/shared/session';
import type { AuditList } from '@telehealth/shared/contracts';
import { auditActionLabel, describeAuditDetails, formatTimestamp } from '@telehealth/shared/format';
import {
  DataTable,
  type DataTableColumn,
  ErrorPanel,
  Pagination,
  RowLink,
  SectionCard,
  Text,
} from '@telehealth/shared/ui';
import { useState } from 'react';

type Entry = AuditList['entries'][number];

const PAGE_SIZE = 10;

export interface AuditHistoryProps {
  /** The records whose history this is (an appointment and its payments, say). */
  targetUids: string[];
  title?: string;
  /** Show which record each entry is about (when the panel covers several). */
  showTarget?: boolean;
}

/** The Audit Log page filtered to these records. */
export function auditLogUrl(targetUid: string): string {
  return `/admin/audit-log?target=${encodeURIComponent(targetUid)}`;
}

function columns(showTarget: boolean): DataTableColumn<Entry>[] {
  const list: DataTableColumn<Entry>[] = [
    { key: 'time', header: 'When', render: (row) => formatTimestamp(row.created_at) },
    { key: 'admin', header: 'Who', render: (row) => row.admin?.full_name ?? row.admin?.email ?? 'System' },
    { key: 'action', header: 'What', render: (row) => row.action_label ?? auditActionLabel(row.action) },
  ];
  if (showTarget) {
    list.push({ key: 'target', header: 'Record', render: (row) => row.target_name ?? row.target_uid ?? '-' });
  }
  list.push({
    key: 'details',
    header: 'Details',
    // Wraps inside the card rather than pushing the amount past its edge.
    render: (row) => (
      <Text minWidth="48" whiteSpace="normal" overflowWrap="anywhere">
        {describeAuditDetails(row.details) || '-'}
      </Text>
    ),
  });
  return list;
}

/**
 * History: who did what to a record, and when (its audit-log entries, newest first, ten a page),
 * with a link to the whole Audit Log filtered to it. Reads of a patient's full record are among them.
 * An action on the record reads it again by marking the 'audit' key stale (a resource's `useAction`).
 */
export function AuditHistory(props: AuditHistoryProps) {
  // The audit log is read by the roles holding `audit.view`; the others get no panel (and no 403).
  return usePermission('audit.view') ? <RecordHistory {...props} /> : null;
}

function RecordHistory({ targetUids, title = 'History', showTarget = false }: AuditHistoryProps) {
  const [page, setPage] = useState(0);
  const key = targetUids.join(',');
  const query = useApiQuery([AUDIT_KEY, 'history', key, page], (signal) =>
    api.get<AuditList>('/audit', {
      signal,
      searchParams: {
        where: { target_uid: targetUids.length === 1 ? targetUids[0] : { in: targetUids } },
        offset: page * PAGE_SIZE,
        limit: PAGE_SIZE,
      },
    }),
  );
  const [first] = targetUids;
  return (
    <SectionCard
      title={title}
      actions={first ? <RowLink to={auditLogUrl(first)}>Open in Audit Log</RowLink> : undefined}
    >
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <>
          <DataTable
            columns={columns(showTarget)}
            rows={query.data?.entries ?? []}
            rowKey={(row) => String(row.id)}
            loading={query.status === 'loading'}
            emptyText="No recorded actions yet"
            skeletonRows={3}
            scrollLabel="History entries"
          />
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data?.count ?? 0}
            onPageChange={setPage}
          />
          {query.data?.count_capped && (
            <Text textStyle="xs" color="fg.muted">
              More than {query.data.count.toLocaleString('en-US')} entries: open the Audit Log to filter them.
            </Text>
          )}
        </>
      )}
    </SectionCard>
  );
}
