import type { LiveTopic } from '@telehealth/shared/api';
import { type ApiQueryState, useApiQuery } from '@telehealth/shared/query';
import {
  type HistoryMode,
  type ParamChanges,
  type SortState,
  usePageParam,
  useResetParams,
  useSortParam,
  useUpdateParams,
} from '@telehealth/shared/url';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Lists show 20 rows a page unless the server answers another limit. */
export const LIST_PAGE_SIZE = 20;

/** What a list asks the API for: its filters, the page and its size, the sort. */
export interface ListRequest<F> {
  filters: F;
  page: number;
  pageSize: number;
  sort: SortState;
}

/** A list answer: the rows' total, and the limit the server applied when it says. */
export interface ListAnswer {
  count: number;
  limit?: number;
}

export interface ListPageOptions<F, A extends ListAnswer> {
  /** The cache key's root, the resource listed (`'doctors'`): mutations invalidate by it. */
  resource: string;
  /** What narrows the list besides its filters, in its cache key (a doctor's appointments: the doctor). */
  scope?: readonly unknown[];
  /** The URL keys of the filters: a change goes back to the first page; Clear removes them. */
  filterKeys: readonly string[];
  /** The filters as the list understands them, from the URL's query. */
  readFilters: (params: URLSearchParams) => F;
  /** The sort without `?sort=` (shown on its header); none leaves the server's default order. */
  defaultSort?: SortState;
  /** Rows a page until the server answers its limit (LIST_PAGE_SIZE by default). */
  pageSize?: number;
  /** Live topics that make the list read again quietly. */
  live?: LiveTopic[];
  load: (request: ListRequest<NoInfer<F>>, signal: AbortSignal) => Promise<A>;
}

export interface ListPage<F, A> {
  filters: F;
  /**
   * Sets filters by URL key in one navigation ('' removes one) and goes back to the first page;
   * typing replaces the history entry, a link-like change ('push') adds one.
   */
  setFilters: (changes: ParamChanges, history?: HistoryMode) => void;
  /** Removes every filter and the sort (the filter bar's Clear). */
  clear: () => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  /** The number of the page's first row (1-based), for the tables' # column. */
  firstRowNumber: number;
  sort: SortState;
  setSort: (sort: SortState) => void;
  query: ApiQueryState<A> & { reload: () => void };
  /** Reads another page of the list, with its filters and sort, outside the cache ("select all matching"). */
  loadPage: (page: number, pageSize: number, signal?: AbortSignal) => Promise<A>;
  /** What a list's table takes from the controller, to spread on it. */
  tableProps: ListTableProps;
}

/** The DataTable props a list controls: the loading state, the sort and the rows' numbering. */
export interface ListTableProps {
  loading: boolean;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  firstRowNumber: number;
}

/** The cache key of a list's page: the resource, `'list'`, the scope, then every parameter. */
export function listQueryKey<F>(resource: string, scope: readonly unknown[], request: ListRequest<F>) {
  return [resource, 'list', ...scope, request] as const;
}

/**
 * The controller of a list page: filters, page and sort live in the URL (links share, Back works),
 * the read goes through the shared cache under a key made of the resource and every parameter, and
 * the page size is the server's answered limit once known. The page keeps only its columns and
 * filters.
 */
export function useListPage<F, A extends ListAnswer>(options: ListPageOptions<F, A>): ListPage<F, A> {
  const { resource, scope = [], filterKeys, readFilters, defaultSort = null, live, load } = options;
  const location = useLocation();
  const filters = readFilters(new URLSearchParams(location.search));
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam(defaultSort);
  const updateParams = useUpdateParams();
  const reset = useResetParams();
  const [pageSize, setPageSize] = useState(options.pageSize ?? LIST_PAGE_SIZE);

  const request: ListRequest<F> = { filters, page, pageSize, sort };
  const query = useApiQuery(listQueryKey(resource, scope, request), (signal) => load(request, signal), {
    live,
  });
  const answered = query.data?.limit;
  if (query.status === 'ready' && answered && answered > 0 && answered !== pageSize) setPageSize(answered);

  const setFilters = useCallback(
    (changes: ParamChanges, history: HistoryMode = 'replace') =>
      updateParams({ ...changes, page: null }, history),
    [updateParams],
  );
  const keys = filterKeys.join(',');
  const clear = useCallback(() => reset([...keys.split(','), 'sort']), [keys, reset]);

  const firstRowNumber = page * pageSize + 1;
  const loadPage = (page: number, pageSize: number, signal = new AbortController().signal) =>
    load({ filters, page, pageSize, sort }, signal);
  return {
    filters,
    setFilters,
    clear,
    page,
    setPage,
    pageSize,
    firstRowNumber,
    sort,
    setSort,
    query,
    loadPage,
    tableProps: { loading: query.status === 'loading', sort, onSortChange: setSort, firstRowNumber },
  };
}

/** Reads the given URL keys as strings ('' when absent): the filters of most lists. */
export function readKeys<K extends string>(
  keys: readonly K[],
): (params: URLSearchParams) => Record<K, string> {
  return (params: URLSearchParams) =>
    Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
}
