import { type ListAnswer, type ListRequest, useListPage } from '@telehealth/shared/list';
import type { SortState } from '@telehealth/shared/url';
import { type CommerceFilterValues, readCommerceFilters } from './CommerceFilters';

/** What a commerce list's call takes: its filters, the page, its size and the sort. */
export type CommerceListQuery = CommerceFilterValues & Omit<ListRequest<CommerceFilterValues>, 'filters'>;

/**
 * The list page of appointments or payments: the filters the URL holds (CommerceFilters), read again
 * when its live topic says it changed; no `defaultSort` leaves the server's default order.
 */
export function useCommerceList<A extends ListAnswer>(options: {
  resource: 'appointments' | 'payments';
  filterKeys: readonly string[];
  defaultSort?: SortState;
  fetch: (query: CommerceListQuery, signal: AbortSignal) => Promise<A>;
}) {
  const { resource, fetch, ...rest } = options;
  return useListPage({
    resource,
    ...rest,
    readFilters: readCommerceFilters,
    live: [resource],
    load: ({ filters, ...request }, signal) => fetch({ ...filters, ...request }, signal),
  });
}
