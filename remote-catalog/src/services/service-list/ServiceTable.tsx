import { formatDollars } from '@telehealth/shared/format';
import { DataTable, type DataTableColumn } from '@telehealth/shared/ui';
import { RowActions } from '../../common/RowActions';
import type { Service } from '../types';

export interface ServiceTableProps {
  rows: Service[];
  loading: boolean;
  firstRowNumber: number;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** The Active Services tab: #, name, default amount, edit and delete. */
export function ServiceTable({ rows, loading, firstRowNumber, onEdit, onDelete }: ServiceTableProps) {
  const columns: DataTableColumn<Service>[] = [
    { key: 'name', header: 'Name', render: (row) => row.name },
    { key: 'cost', header: 'Default Amount', render: (row) => formatDollars(row.cost) },
    {
      key: 'actions',
      header: 'Action',
      align: 'end',
      width: '8rem',
      render: (row) => (
        <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.uid}
      loading={loading}
      firstRowNumber={firstRowNumber}
    />
  );
}
