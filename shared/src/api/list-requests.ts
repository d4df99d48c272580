import type { SortState } from '@telehealth/shared/url';
import { api } from './api-client';
import { pageWindow, type QueryValue, toApiSort } from './search-params';

type ApiSort = ReturnType<typeof toApiSort>;

/**
 * What a list asks for besides its page, the same for the page and for its export: its filters
 * (`where`), the search box (trimmed; none when empty) and the sort (or the list's default order).
 */
export function listParams(
  where: Record<string, unknown> | undefined,
  { search, sort }: { search: string; sort: SortState },
  defaultSort?: ApiSort,
) {
  return { where, search: search.trim() || undefined, sort: toApiSort(sort) ?? defaultSort };
}

/** One page of a list: its parameters and the page's window (`offset`, `limit`). */
export function fetchListPage<T>(
  path: string,
  params: Record<string, QueryValue>,
  { page, pageSize }: { page: number; pageSize: number },
  signal?: AbortSignal,
) {
  return api.get<T>(path, { signal, searchParams: { ...params, ...pageWindow(page, pageSize) } });
}
