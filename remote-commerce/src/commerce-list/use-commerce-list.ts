import {
  type ListAnswer,
  type ListPageOptions,
  type ListRequest,
  prefetchListPage,
  useListPage,
} from '@telehealth/shared/list';
import type { SortState } from '@telehealth/shared/url';
import { type CommerceFilterValues, readCommerceFilters } from './CommerceFilters';

/** What a commerce list's call takes: its filters, the page, its size and the sort. */
export type CommerceListQuery = CommerceFilterValues & Omit<ListRequest<CommerceFilterValues>, 'filters'>;

export interface CommerceListOptions<A extends ListAnswer> {
  resource: 'appointments' | 'payments';
  filterKeys: readonly string[];
  defaultSort?: SortState;
  fetch: (query: CommerceListQuery, signal: AbortSignal) => Promise<A>;
}

/**
 * The list of appointments or payments: the filters the URL holds (CommerceFilters), read again
 * when its live topic says it changed; no `defaultSort` leaves the server's default order.
 */
function listOptions<A extends ListAnswer>(
  options: CommerceListOptions<A>,
): ListPageOptions<CommerceFilterValues, A> {
  const { resource, fetch, ...rest } = options;
  return {
    resource,
    ...rest,
    readFilters: readCommerceFilters,
    live: [resource],
    load: ({ filters, ...request }, signal) => fetch({ ...filters, ...request }, signal),
  };
}

/** The list page's controller of appointments or payments. */
export function useCommerceList<A extends ListAnswer>(options: CommerceListOptions<A>) {
  return useListPage(listOptions(options));
}

/** Its first page, as the menu opens it, read into the cache ahead of the visit (the host calls it). */
export function prefetchCommerceList<A extends ListAnswer>(options: CommerceListOptions<A>): Promise<void> {
  return prefetchListPage(listOptions(options));
}
