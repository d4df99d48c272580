import { formatDate } from '@telehealth/shared/format';
import { DataTable, type DataTableColumn, StatusBadge } from '@telehealth/shared/ui';
import type { License } from '../../types';

const COLUMNS: DataTableColumn<License>[] = [
  { key: 'state', header: 'State', render: (row) => row.state_name },
  { key: 'license', header: 'License Number', render: (row) => row.license },
  {
    key: 'issued',
    header: 'Issued Date',
    render: (row) => (row.issued_date ? formatDate(row.issued_date) : '-'),
  },
  { key: 'expiry', header: 'Expiry Date', render: (row) => formatDate(row.expiry_date) },
  {
    key: 'status',
    header: 'Status',
    render: (row) =>
      row.is_expired ? (
        <StatusBadge label="Expired" tone="danger" />
      ) : (
        <StatusBadge label="Active" tone="success" />
      ),
  },
];

export function LicensesTab({ licenses }: { licenses: License[] }) {
  return <DataTable columns={COLUMNS} rows={licenses} rowKey={(row) => row.uid} firstRowNumber={1} />;
}
