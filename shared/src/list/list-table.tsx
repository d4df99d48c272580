import { DataTable, type DataTableColumn, type RowSelection } from '@telehealth/shared/ui';
import type { ListTableProps } from './use-list-page';

export type ListTableComponentProps<T> = {
  rows: T[];
  /** The bulk actions' selection column (see ./bulk). */
  selection?: RowSelection<T>;
} & Partial<ListTableProps>;

/**
 * A list's table: the DataTable with the list's columns, keyed by `uid`, taking what the controller
 * holds (`{...list.tableProps}`: loading, sort, numbering). `numbered: false` for a list without the
 * leading '#' column; `layout` (the list's name) adds the column chooser and density toggle, kept
 * per admin.
 */
export function listTable<T extends { uid: string }>(
  columns: DataTableColumn<T>[],
  { numbered = true, layout }: { numbered?: boolean; layout?: string } = {},
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as lightStyled is
  return function ListTable({ rows, firstRowNumber, ...controlled }: ListTableComponentProps<T>) {
    return (
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.uid}
        firstRowNumber={numbered ? firstRowNumber : undefined}
        layout={layout}
        {...controlled}
      />
    );
  };
}
