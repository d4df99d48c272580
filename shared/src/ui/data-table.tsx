import { Table, chakra } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { type SortState, nextSort } from './sort';
import { SkeletonRows } from './table-skeleton';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** `index` is the row's zero-based position on this page. */
  render: (row: T, index: number) => ReactNode;
  /** The API sort field; when set, the header cycles the sort ascending → descending → none. */
  sortField?: string;
  align?: 'start' | 'end' | 'center';
  width?: string;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Shown under the No Data illustration when there are no rows. */
  emptyText?: string;
  /** When set, a leading '#' column numbers the rows from this value (e.g. page * pageSize + 1). */
  firstRowNumber?: number;
  /** Number of skeleton rows while loading. */
  skeletonRows?: number;
}

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    cursor: 'pointer',
    fontWeight: 'inherit',
    color: 'inherit',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', borderRadius: 'sm' },
  },
});

function ariaSort(sort: SortState | undefined, field: string) {
  if (sort?.field !== field) return 'none';
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

function SortIcon({ sort, field }: { sort: SortState | undefined; field: string }) {
  if (sort?.field !== field) return <ArrowUpDown size={14} opacity={0.4} aria-hidden />;
  const Arrow = sort.direction === 'ASC' ? ArrowUp : ArrowDown;
  return <Arrow size={14} aria-hidden data-testid={`sort-${sort.direction.toLowerCase()}`} />;
}

/** A list screen's table: sortable headers, skeleton rows while loading, No Data when empty. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  sort,
  onSortChange,
  emptyText,
  firstRowNumber,
  skeletonRows = 10,
}: DataTableProps<T>) {
  const numbered = firstRowNumber !== undefined;
  const columnCount = columns.length + (numbered ? 1 : 0);

  let body: ReactNode;
  if (loading) body = <SkeletonRows rows={skeletonRows} columns={columnCount} />;
  else if (rows.length === 0)
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount} borderBottomWidth="0">
          <EmptyState message={emptyText} />
        </Table.Cell>
      </Table.Row>
    );
  else
    body = rows.map((row, index) => (
      <Table.Row key={rowKey(row)}>
        {numbered && <Table.Cell>{firstRowNumber + index}</Table.Cell>}
        {columns.map((column) => (
          <Table.Cell key={column.key} textAlign={column.align}>
            {column.render(row, index)}
          </Table.Cell>
        ))}
      </Table.Row>
    ));

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root size="sm" interactive={!loading && rows.length > 0} aria-busy={loading || undefined}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {numbered && (
              <Table.ColumnHeader width="3rem" scope="col">
                #
              </Table.ColumnHeader>
            )}
            {columns.map((column) => {
              const { sortField } = column;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  scope="col"
                  textAlign={column.align}
                  width={column.width}
                  whiteSpace="nowrap"
                  aria-sort={sortField ? ariaSort(sort, sortField) : undefined}
                >
                  {sortField ? (
                    <SortButton
                      type="button"
                      onClick={() => onSortChange?.(nextSort(sort ?? null, sortField))}
                    >
                      {column.header}
                      <SortIcon sort={sort} field={sortField} />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{body}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
