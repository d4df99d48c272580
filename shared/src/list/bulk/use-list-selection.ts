import type { ListPage } from '../use-list-page';
import { type BulkSelection, useBulkSelection } from './use-bulk-selection';

/**
 * The bulk selection of a list page: cleared when its filters, search or sort change, kept across
 * its pages.
 */
export function useListSelection<T>(
  list: Pick<ListPage<unknown, unknown>, 'filters' | 'sort'>,
  rowId: (row: T) => string,
  rowName: (row: T) => string,
): BulkSelection<T> {
  const resetKey = JSON.stringify([list.filters, list.sort]);
  return useBulkSelection({ rowId, rowName, resetKey });
}
