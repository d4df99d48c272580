import { DataTable, type DataTableColumn, type SortState } from '@telehealth/shared/ui';
import { RowActions } from '../../common/RowActions';
import type { Specialty } from '../types';
import { SpecialtySortField } from '../urls';

export interface SpecialtyTableProps {
  rows: Specialty[];
  loading: boolean;
  firstRowNumber: number;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onEdit: (specialty: Specialty) => void;
  onDelete: (specialty: Specialty) => void;
}

/** The Active Specialties tab: #, name, edit and delete. */
export function SpecialtyTable({
  rows,
  loading,
  firstRowNumber,
  sort,
  onSortChange,
  onEdit,
  onDelete,
}: SpecialtyTableProps) {
  const columns: DataTableColumn<Specialty>[] = [
    { key: 'name', header: 'Name', sortField: SpecialtySortField.name, render: (row) => row.name },
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
      sort={sort}
      onSortChange={onSortChange}
      firstRowNumber={firstRowNumber}
    />
  );
}
