import { BULK_LIMIT } from './bulk-result';

/** One page of a list as the collector reads it. */
export interface MatchingPage<T> {
  rows: T[];
  /** Every row the list's filters match. */
  count: number;
  /** The page size the server applied (it bounds `limit`). */
  limit?: number;
}

export interface Matching<T> {
  /** The first rows that match, at most `max`. */
  rows: T[];
  /** How many match in all. */
  total: number;
}

/**
 * The rows a list's filters match, read through the list's own endpoint page by page (the server
 * bounds a page's size), stopping at `max` (the bulk endpoints' limit, 500).
 */
export async function collectMatching<T>(
  load: (page: number, pageSize: number) => Promise<MatchingPage<T>>,
  max: number = BULK_LIMIT,
): Promise<Matching<T>> {
  const first = await load(0, max);
  const rows = [...first.rows];
  const total = first.count;
  // Later pages have the size the server answered for the first, so offsets follow on.
  const pageSize = first.limit && first.limit > 0 ? first.limit : first.rows.length;
  let page = 1;
  let last = first.rows.length;
  while (rows.length < Math.min(total, max) && last > 0 && pageSize > 0) {
    const next = await load(page, pageSize);
    rows.push(...next.rows);
    last = next.rows.length;
    page += 1;
  }
  return { rows: rows.slice(0, max), total };
}
