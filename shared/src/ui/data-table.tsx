import { Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { type SortState, nextSort } from './sort';
import { useStaticClass } from './static-class';
import { SkeletonRows } from './table-skeleton';
import { LIST_TABLE_STYLES } from './table-styles';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** `index` is the row's zero-based position on this page. */
  render: (row: T, index: number) => ReactNode;
  /** The API sort field; when set, the header cycles the sort ascending → descending → none. */
  sortField?: string;
  align?: 'start' | 'end' | 'center';
  /** A CSS length (e.g. '8rem'). */
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
  /**
   * Names the table's scroll area and lets it take the focus, so a keyboard can scroll a table
   * whose rows hold nothing focusable (no link to move through) when it is wider or taller than
   * the screen.
   */
  scrollLabel?: string;
}

function ariaSort(sort: SortState | undefined, field: string) {
  if (sort?.field !== field) return 'none';
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

function SortIcon({ sort, field }: { sort: SortState | undefined; field: string }) {
  if (sort?.field !== field) return <ArrowUpDown size={14} opacity={0.4} aria-hidden />;
  const Arrow = sort.direction === 'ASC' ? ArrowUp : ArrowDown;
  return <Arrow size={14} aria-hidden data-testid={`sort-${sort.direction.toLowerCase()}`} />;
}

interface DataRowProps<T> {
  row: T;
  index: number;
  columns: DataTableColumn<T>[];
  /** The row's number in the leading '#' column, when the table numbers its rows. */
  number: number | undefined;
}

// A row renders again only when its record, position, number or columns change, not whenever the
// page does (a second query answering, a filter's options arriving).
const DataRow = memo(function DataRow<T>({ row, index, columns, number }: DataRowProps<T>) {
  return (
    <tr>
      {number !== undefined && <td>{number}</td>}
      {columns.map((column) => (
        <td key={column.key} data-align={column.align}>
          {column.render(row, index)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataRowProps<T>) => ReactNode;

/**
 * A list screen's table: sortable headers, skeleton rows while loading, No Data when empty. Rows and
 * cells are plain elements styled by one class on the table (Chakra's table look, see
 * ./table-styles.ts): a page of a wide list is hundreds of cells, and a styled Chakra component per
 * cell made rendering a page cost most of a navigation.
 */
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
  scrollLabel,
}: DataTableProps<T>) {
  const tableClass = useStaticClass(LIST_TABLE_STYLES);
  const numbered = firstRowNumber !== undefined;
  const columnCount = columns.length + (numbered ? 1 : 0);

  let body: ReactNode;
  if (loading) body = <SkeletonRows rows={skeletonRows} columns={columnCount} />;
  else if (rows.length === 0)
    body = (
      <tr>
        <td colSpan={columnCount} data-empty="">
          <EmptyState message={emptyText} />
        </td>
      </tr>
    );
  else
    body = rows.map((row, index) => (
      <DataRow
        key={rowKey(row)}
        row={row}
        index={index}
        columns={columns}
        number={numbered ? firstRowNumber + index : undefined}
      />
    ));

  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}
    >
      <table
        className={tableClass}
        data-interactive={!loading && rows.length > 0 ? '' : undefined}
        aria-busy={loading || undefined}
      >
        <thead>
          <tr>
            {numbered && (
              <th scope="col" style={{ width: '3rem' }}>
                #
              </th>
            )}
            {columns.map((column) => {
              const { sortField } = column;
              return (
                <th
                  key={column.key}
                  scope="col"
                  data-align={column.align}
                  style={column.width ? { width: column.width } : undefined}
                  aria-sort={sortField ? ariaSort(sort, sortField) : undefined}
                >
                  {sortField ? (
                    <button
                      type="button"
                      data-sort-button=""
                      onClick={() => onSortChange?.(nextSort(sort ?? null, sortField))}
                    >
                      {column.header}
                      <SortIcon sort={sort} field={sortField} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </Table.ScrollArea>
  );
}
