import { type ListAnswer, readKeys, useListPage } from '@telehealth/shared/list';
import { DETAIL_APPOINTMENTS_PAGE_SIZE } from './list-query';

const NO_FILTERS = [] as const;
const readNoFilters = readKeys(NO_FILTERS);

/**
 * A list under a detail page (a doctor's or patient's appointments, a clinic's lists): the list
 * controller without filters, 10 a page in `?page=`, cached under the resource and its owner.
 */
export function useDetailList<A extends ListAnswer>(
  resource: string,
  scope: readonly unknown[],
  load: (page: number, pageSize: number, signal: AbortSignal) => Promise<A>,
) {
  return useListPage({
    resource,
    scope,
    filterKeys: NO_FILTERS,
    readFilters: readNoFilters,
    pageSize: DETAIL_APPOINTMENTS_PAGE_SIZE,
    load: ({ page, pageSize }, signal) => load(page, pageSize, signal),
  });
}
