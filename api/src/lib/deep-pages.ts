import type { ListQuery } from '../plugins/list-query.js';

/** From this offset on, the total is known before the page is read, to pick the shorter walk. */
const DEEP_OFFSET = 1000;

export interface PageWindow {
  /** Read in the opposite order (the rows come back last first and are turned around here). */
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * One page of a long list and its exact total. A page past the middle is read backwards from the
 * end of the order (offset counted from the end), so the last page of a million rows costs what
 * the first one does instead of an index walk over every row before it.
 */
export async function fetchPage<T>(
  list: Pick<ListQuery, 'offset' | 'limit'>,
  countTotal: () => Promise<number>,
  readPage: (window: PageWindow) => Promise<T[]>,
): Promise<{ rows: T[]; total: number }> {
  const forwards = { reversed: false, offset: list.offset, limit: list.limit };
  if (list.offset < DEEP_OFFSET) {
    const [rows, total] = await Promise.all([readPage(forwards), countTotal()]);
    return { rows, total };
  }
  const total = await countTotal();
  if (list.offset >= total) return { rows: [], total };
  if (list.offset <= total / 2) return { rows: await readPage(forwards), total };
  const end = Math.min(list.offset + list.limit, total);
  const rows = await readPage({ reversed: true, offset: total - end, limit: end - list.offset });
  return { rows: rows.reverse(), total };
}
