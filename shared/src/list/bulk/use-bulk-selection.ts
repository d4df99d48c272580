import type { RowSelection } from '@telehealth/shared/ui';
import { useCallback, useMemo, useRef, useState } from 'react';

export interface BulkSelectionOptions<T> {
  /** The row's id, as the table keys it and the bulk endpoint takes it. */
  rowId: (row: T) => string;
  /** The row's name: its checkbox's label and its line in the report of refused items. */
  rowName: (row: T) => string;
  /**
   * What the rows are the result of (the list's filters, search and sort, e.g. as JSON): when it
   * changes the selection is cleared. Pages are not part of it: a selection spans pages.
   */
  resetKey: string;
}

export interface BulkSelection<T> {
  /** For the table's selection column. */
  table: RowSelection<T>;
  /** The selected ids, in the order they were selected. */
  ids: string[];
  count: number;
  /** The name of a selected id ('' when unknown). */
  nameOf: (id: string) => string;
  /** Selects these rows (kept with what is selected). */
  select: (rows: T[]) => void;
  /** Deselects these ids (e.g. the items a bulk action did). */
  deselect: (ids: string[]) => void;
  clear: () => void;
}

interface State {
  key: string;
  /** id → name, in selection order. */
  items: Map<string, string>;
}

/**
 * The rows selected on a list, for its bulk actions: kept across pages, cleared when the filters,
 * search or sort change (`resetKey`). Rows re-render only when their own selected state changes.
 */
export function useBulkSelection<T>({ rowId, rowName, resetKey }: BulkSelectionOptions<T>): BulkSelection<T> {
  const [state, setState] = useState<State>(() => ({ key: resetKey, items: new Map() }));
  // Another result set: what was selected is no longer what the admin sees.
  let current = state;
  if (state.key !== resetKey) {
    current = { key: resetKey, items: new Map() };
    setState(current);
  }
  const { items } = current;
  const naming = useRef({ rowId, rowName });
  naming.current = { rowId, rowName };

  const update = useCallback((change: (items: Map<string, string>) => void) => {
    setState((previous) => {
      const next = new Map(previous.items);
      change(next);
      return { key: previous.key, items: next };
    });
  }, []);

  const toggle = useCallback(
    (row: T) => {
      const { rowId: id, rowName: name } = naming.current;
      update((next) => {
        const key = id(row);
        if (next.has(key)) next.delete(key);
        else next.set(key, name(row));
      });
    },
    [update],
  );
  const select = useCallback(
    (rows: T[]) => {
      const { rowId: id, rowName: name } = naming.current;
      update((next) => {
        for (const row of rows) if (!next.has(id(row))) next.set(id(row), name(row));
      });
    },
    [update],
  );
  const deselect = useCallback(
    (ids: string[]) =>
      update((next) => {
        for (const id of ids) next.delete(id);
      }),
    [update],
  );
  const clear = useCallback(() => update((next) => next.clear()), [update]);

  const table = useMemo<RowSelection<T>>(
    () => ({
      isSelected: (id) => items.has(id),
      toggle,
      setPage: (rows, on) => (on ? select(rows) : deselect(rows.map((row) => naming.current.rowId(row)))),
      label: (row) => naming.current.rowName(row),
    }),
    [items, toggle, select, deselect],
  );
  const ids = useMemo(() => Array.from(items.keys()), [items]);
  return {
    table,
    ids,
    count: items.size,
    nameOf: (id) => items.get(id) ?? '',
    select,
    deselect,
    clear,
  };
}
