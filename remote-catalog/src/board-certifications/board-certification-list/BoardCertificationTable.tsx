import { DataTable, type DataTableColumn, type SortState } from '@telehealth/shared/ui';
import { RowActions } from '../../common/RowActions';
import type { BoardCertification } from '../types';
import { BoardCertificationSortField } from '../urls';

export const NO_BOARD_CERTIFICATIONS = 'No Board Certifications';

export interface BoardCertificationTableProps {
  rows: BoardCertification[];
  loading: boolean;
  firstRowNumber: number;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onEdit: (board: BoardCertification) => void;
  onDelete: (board: BoardCertification) => void;
}

/** The board names with edit and delete; 'No Board Certifications' when empty. */
export function BoardCertificationTable({
  rows,
  loading,
  firstRowNumber,
  sort,
  onSortChange,
  onEdit,
  onDelete,
}: BoardCertificationTableProps) {
  const columns: DataTableColumn<BoardCertification>[] = [
    {
      key: 'name',
      header: 'Board Name',
      sortField: BoardCertificationSortField.name,
      render: (row) => row.name,
    },
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
      emptyText={NO_BOARD_CERTIFICATIONS}
    />
  );
}
