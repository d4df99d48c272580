import type { SortState } from '@telehealth/shared/ui';

/** Spec section 9: every list shows 20 rows a page, unless the server answers another limit. */
export const PAGE_SIZE = 20;

/** The API's sort parameter, `[{"field":"ASC"}]`; none sends nothing (the server's default order). */
export function toApiSort(sort: SortState) {
  return sort ? [{ [sort.field]: sort.direction }] : undefined;
}
