import type { SortState } from '@telehealth/shared/ui';

/** Spec section 9: lists show 20 rows a page unless the server answers another limit. */
export const PAGE_SIZE = 20;

/** Spec section 9: the appointments under a detail page show 10 a page. */
export const DETAIL_APPOINTMENTS_PAGE_SIZE = 10;

/** The API's sort parameter, `[{"field":"ASC"}]`; none sends nothing (the server's default order). */
export function toApiSort(sort: SortState) {
  return sort ? [{ [sort.field]: sort.direction }] : undefined;
}
