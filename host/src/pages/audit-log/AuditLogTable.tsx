import type { AuditEntry } from '@telehealth/shared/contracts';
import {
  auditActionLabel,
  auditTargetPath,
  auditTargetTypeLabel,
  describeAuditDetails,
  formatTimestamp,
} from '@telehealth/shared/format';
import { DataTable, type DataTableColumn, NoWrapText, RowLink, Text } from '@telehealth/shared/ui';

function Target({ row }: { row: AuditEntry }) {
  if (!row.target_type) return <>-</>;
  const name = row.target_name ?? row.target_uid ?? '';
  const path = auditTargetPath(row.target_type, row.target_uid);
  return (
    <>
      <Text as="span" color="fg.muted" textStyle="xs" display="block">
        {auditTargetTypeLabel(row.target_type)}
      </Text>
      {path ? <RowLink to={path}>{name}</RowLink> : name}
    </>
  );
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    key: 'time',
    header: 'Time',
    render: (row) => <NoWrapText>{formatTimestamp(row.created_at)}</NoWrapText>,
  },
  { key: 'admin', header: 'Admin', render: (row) => row.admin?.full_name ?? row.admin?.email ?? 'System' },
  { key: 'action', header: 'Action', render: (row) => row.action_label ?? auditActionLabel(row.action) },
  { key: 'target', header: 'Target', render: (row) => <Target row={row} /> },
  {
    key: 'details',
    header: 'Details',
    // Details hold ids of 30 and more characters (a refund's "re_…"): they break anywhere rather
    // than widen the table past a laptop's screen.
    render: (row) => (
      <Text as="span" overflowWrap="anywhere">
        {describeAuditDetails(row.details) || '-'}
      </Text>
    ),
  },
  { key: 'ip', header: 'Client address', render: (row) => row.ip ?? '-' },
  {
    key: 'request',
    header: 'Request id',
    // A long opaque id, for tracing a request in the server's log: off by default on a laptop.
    hideBelow: 1000,
    render: (row) => (
      <Text as="span" textStyle="xs" fontFamily="mono">
        {row.request_id ?? '-'}
      </Text>
    ),
  },
];

export interface AuditLogTableProps {
  rows: AuditEntry[];
  loading: boolean;
}

/** The audit log's rows: when, who, what, to which record, and from where. */
export function AuditLogTable({ rows, loading }: AuditLogTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => String(row.id)}
      loading={loading}
      scrollLabel="Audit log entries"
      layout="audit-log"
    />
  );
}
