import { Stack, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  type CSSProperties,
  memo,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { EmptyState } from './empty-state';
import { ColumnChooser, isColumnShown, type LayoutColumn, useListLayout } from './list-layout';
import { type SortState, nextSort } from '@telehealth/shared/url';
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
  /** The column chooser's name of the column when its header is not text. */
  label?: string;
  /** Hidden until the admin shows it (Columns): keeps the list's key columns in view on a laptop. */
  hiddenByDefault?: boolean;
  /**
   * With `layout`: hidden by default while the table's box is narrower than this many pixels (the
   * list's id, status and row actions keep their room on a small laptop); Columns shows it.
   */
  hideBelow?: number;
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
  /** When set, a leading checkbox column selects rows (bulk actions). */
  selection?: RowSelection<T>;
  /**
   * The list's name (as saved views name it): shows the column chooser and the density toggle,
   * and applies the layout the API keeps for the signed-in admin. Without it every column shows.
   */
  layout?: string;
}

/**
 * What a table with a selection column asks of its selection. `toggle` must keep its identity
 * between renders: rows are memoised and re-render only when their record or selected state change.
 */
export interface RowSelection<T> {
  isSelected: (id: string) => boolean;
  /** Selects the row, or deselects it when selected. */
  toggle: (row: T) => void;
  /** Selects (true) or deselects (false) every row of the page. */
  setPage: (rows: T[], on: boolean) => void;
  /** The row's name in its checkbox's accessible name, "Select <name>". */
  label: (row: T) => string;
}

/**
 * A leading column's width, held even when the table is wider than its box: the sticky offsets of
 * the cells after it are computed from these widths, so a column squeezed below its width would let
 * the next sticky cell overlap the column after it.
 */
function fixedWidth(rem: number): CSSProperties {
  return { width: `${rem}rem`, minWidth: `${rem}rem` };
}

/**
 * The width in pixels of the table's box, followed as the window or the menu changes it; undefined
 * when no column depends on it. Read before the first paint, so a column does not flash in and out.
 */
function useBoxWidth(ref: RefObject<HTMLDivElement | null>, wanted: boolean): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!wanted || !box) return;
    // A box with no layout (no width) is taken as wide: every column shows.
    const measure = () => setWidth(box.clientWidth || undefined);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, wanted]);
  return wanted ? width : undefined;
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
  /** With a selection column: whether the row is selected, its toggle (stable) and its name. */
  selected?: boolean;
  toggle?: (row: T) => void;
  label?: string;
}

// A row renders again only when its record, position, number or columns change, not whenever the
// page does (a second query answering, a filter's options arriving).
const DataRow = memo(function DataRow<T>({
  row,
  index,
  columns,
  number,
  selected,
  toggle,
  label,
}: DataRowProps<T>) {
  return (
    <tr data-selected={selected ? '' : undefined}>
      {toggle && (
        <td data-select-cell="">
          <input
            type="checkbox"
            data-row-select=""
            checked={Boolean(selected)}
            onChange={() => toggle(row)}
            aria-label={`Select ${label ?? ''}`.trim()}
          />
        </td>
      )}
      {number !== undefined && <td data-number-cell="">{number}</td>}
      {columns.map((column, i) => (
        <td key={column.key} data-align={column.align} data-first-cell={i === 0 ? '' : undefined}>
          {column.render(row, index)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataRowProps<T>) => ReactNode;

/** The header's checkbox: checked when every row of the page is, mixed when some are. */
function PageCheckbox<T>({
  rows,
  rowKey,
  selection,
}: {
  rows: T[];
  rowKey: (row: T) => string;
  selection: RowSelection<T>;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const selected = rows.filter((row) => selection.isSelected(rowKey(row))).length;
  const all = rows.length > 0 && selected === rows.length;
  const some = selected > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      data-page-select=""
      checked={all}
      aria-checked={some ? 'mixed' : all}
      disabled={rows.length === 0}
      onChange={() => selection.setPage(rows, !all)}
      aria-label="Select all on this page"
    />
  );
}

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
  selection,
  layout: list,
}: DataTableProps<T>) {
  const tableClass = useStaticClass(LIST_TABLE_STYLES);
  const { layout, save } = useListLayout(list);
  const allColumns = columns;
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useBoxWidth(boxRef, Boolean(list) && allColumns.some((column) => column.hideBelow));
  columns = list
    ? allColumns.filter(
        (column, index) => index === 0 || isColumnShown(column as LayoutColumn, layout, boxWidth),
      )
    : allColumns;
  const numbered = firstRowNumber !== undefined;
  // The leading cells stay in view when the table scrolls sideways: selection, #, the first column.
  const selectWidth = 2.5;
  const numberWidth = 3;
  const stickyLeft = (selection ? selectWidth : 0) + (numbered ? numberWidth : 0);
  const columnCount = columns.length + (numbered ? 1 : 0) + (selection ? 1 : 0);

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
    body = rows.map((row, index) => {
      const id = rowKey(row);
      return (
        <DataRow
          key={id}
          row={row}
          index={index}
          columns={columns}
          number={numbered ? firstRowNumber + index : undefined}
          selected={selection?.isSelected(id)}
          toggle={selection?.toggle}
          label={selection?.label(row)}
        />
      );
    });

  const table = (
    <Table.ScrollArea
      ref={boxRef}
      // Cells wrap (Chakra's scroll area keeps every line whole), so a list fits a laptop: a cell
      // that must stay on one line says so itself.
      whiteSpace="normal"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      // One scroll per page: the box scrolls only sideways (a table wider than the screen); the
      // page, not the table, moves under the wheel.
      {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}
    >
      <table
        className={tableClass}
        data-interactive={!loading && rows.length > 0 ? '' : undefined}
        data-density={list ? layout.density : undefined}
        aria-busy={loading || undefined}
        style={
          {
            '--sticky-number': selection ? `${selectWidth}rem` : '0rem',
            '--sticky-first': `${stickyLeft}rem`,
          } as CSSProperties
        }
      >
        <thead>
          <tr>
            {selection && (
              <th scope="col" data-select-cell="" style={fixedWidth(selectWidth)}>
                <PageCheckbox rows={loading ? [] : rows} rowKey={rowKey} selection={selection} />
              </th>
            )}
            {numbered && (
              <th scope="col" data-number-cell="" style={fixedWidth(numberWidth)}>
                #
              </th>
            )}
            {columns.map((column, i) => {
              const { sortField } = column;
              return (
                <th
                  key={column.key}
                  scope="col"
                  data-align={column.align}
                  data-first-cell={i === 0 ? '' : undefined}
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
  if (!list) return table;
  return (
    <Stack gap="1">
      <ColumnChooser
        columns={allColumns as LayoutColumn[]}
        layout={layout}
        boxWidth={boxWidth}
        onChange={save}
      />
      {table}
    </Stack>
  );
}
