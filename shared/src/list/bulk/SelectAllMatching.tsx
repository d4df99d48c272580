import { Button, Text } from '@telehealth/shared/ui';
import { useState } from 'react';
import { BULK_LIMIT } from './bulk-result';
import { collectMatching, type MatchingPage } from './collect-matching';
import type { BulkSelection } from './use-bulk-selection';

export interface SelectAllMatchingProps<T> {
  selection: BulkSelection<T>;
  /** The rows of the page on screen. */
  rows: T[];
  /** How many rows the list's filters match. */
  total: number;
  /** One page of the list through its own endpoint, with the same filters, search and sort. */
  load: (page: number, pageSize: number) => Promise<MatchingPage<T>>;
  rowId: (row: T) => string;
}

/**
 * "Select all <total> matching", offered when every row of the page is selected and more match: it
 * reads the matching rows (at most 500, the bulk endpoints' limit) and selects them.
 */
export function SelectAllMatching<T>({ selection, rows, total, load, rowId }: SelectAllMatchingProps<T>) {
  const [loading, setLoading] = useState(false);
  const [capped, setCapped] = useState<number | null>(null);
  const pageSelected = rows.length > 0 && rows.every((row) => selection.table.isSelected(rowId(row)));
  const reachable = Math.min(total, BULK_LIMIT);

  if (capped !== null && selection.count >= BULK_LIMIT)
    return (
      <Text textStyle="sm">
        {`The first ${BULK_LIMIT} of ${capped} matching are selected: bulk actions take up to ${BULK_LIMIT} items at a time.`}
      </Text>
    );
  if (!pageSelected || total <= rows.length || selection.count >= reachable) return null;

  async function selectAll() {
    setLoading(true);
    try {
      const matching = await collectMatching(load, BULK_LIMIT);
      selection.select(matching.rows);
      setCapped(matching.total > BULK_LIMIT ? matching.total : null);
    } catch {
      // The API client has shown the failure; the selection stays as it was.
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button size="sm" variant="outline" bg="bg" loading={loading} onClick={selectAll}>
      {`Select all ${total} matching`}
    </Button>
  );
}
