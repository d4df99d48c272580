import { prefetchApiQuery } from '@telehealth/shared/query';
import { LIST_PAGE_SIZE, type ListAnswer, type ListPageOptions, listQueryKey } from './use-list-page';

/**
 * Reads a list's first page as a visit from the menu asks for it (nothing in the URL: no filter,
 * the first page, the default sort) into the shared cache, under the key `useListPage` reads with
 * the same options: the first visit then shows these rows at once and reads again quietly.
 */
export function prefetchListPage<F, A extends ListAnswer>(options: ListPageOptions<F, A>): Promise<void> {
  const { resource, scope = [], readFilters, defaultSort = null, live, load } = options;
  const request = {
    filters: readFilters(new URLSearchParams()),
    page: 0,
    pageSize: options.pageSize ?? LIST_PAGE_SIZE,
    sort: defaultSort,
  };
  return prefetchApiQuery(listQueryKey(resource, scope, request), (signal) => load(request, signal), {
    live,
  });
}
