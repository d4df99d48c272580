import type { ListAnswer, ListPage } from '../use-list-page';
import type { SelectAllMatchingProps } from './SelectAllMatching';

/**
 * What "Select all matching" needs from a list page: the rows on screen, the total and further
 * pages, all read through the list's own controller (same filters, search and sort).
 */
export function listMatching<A extends ListAnswer, T>(
  list: Pick<ListPage<unknown, A>, 'query' | 'loadPage'>,
  rowsOf: (answer: A) => T[],
  rowId: (row: T) => string,
): Omit<SelectAllMatchingProps<T>, 'selection'> {
  const answer = list.query.data;
  return {
    rows: answer ? rowsOf(answer) : [],
    total: answer?.count ?? 0,
    rowId,
    load: async (page, pageSize) => {
      const next = await list.loadPage(page, pageSize);
      return { rows: rowsOf(next), count: next.count, limit: next.limit };
    },
  };
}
