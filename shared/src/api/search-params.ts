import type { SortState } from '@telehealth/shared/url';

export type QueryValue = string | number | boolean | null | undefined | object;

/**
 * Turns list parameters into query-string pairs: objects and arrays (`where`, `sort`, `populate`)
 * travel as JSON, as the API expects; empty values are left out.
 */
export function toSearchParams(params: Record<string, QueryValue>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search;
}

/** The API's sort parameter, `[{"field":"ASC"}]`; none sends nothing (the server's default order). */
export function toApiSort(sort: SortState) {
  return sort ? [{ [sort.field]: sort.direction }] : undefined;
}

/** The API's window of a list page: `offset` and `limit` for a zero-based page of `pageSize` rows. */
export function pageWindow(page: number, pageSize: number) {
  return { offset: page * pageSize, limit: pageSize };
}
