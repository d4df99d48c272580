import { usePermission } from '@telehealth/shared/session';
import { DataTable, type DataTableColumn } from '@telehealth/shared/ui';
import type { SortState } from '@telehealth/shared/url';
import { RowActions } from './RowActions';
import type { CatalogEntry } from './catalog-kind';

export interface CatalogTableProps<E extends CatalogEntry> {
  columns: DataTableColumn<E>[];
  rows: E[];
  loading: boolean;
  firstRowNumber: number;
  /** Absent: the list has a fixed order and no sortable header. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  emptyText?: string;
  /** The list's name: the column chooser and density, kept per admin. */
  layout?: string;
  onEdit: (entry: E) => void;
  onDelete: (entry: E) => void;
}

/** An Active tab: #, the resource's columns, then edit and delete. */
export function CatalogTable<E extends CatalogEntry>({
  columns,
  onEdit,
  onDelete,
  ...table
}: CatalogTableProps<E>) {
  // Edit and delete only for a role that may write the catalogue (the API refuses the others).
  const mayWrite = usePermission('catalog.write');
  const actions: DataTableColumn<E> = {
    key: 'actions',
    header: 'Action',
    align: 'end',
    width: '8rem',
    render: (row) => <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
  };
  return (
    <DataTable columns={mayWrite ? [...columns, actions] : columns} rowKey={(row) => row.uid} {...table} />
  );
}
