import type { SortState } from '@telehealth/shared/ui';

/** Spec section 9: every list shows 20 rows a page, unless the server answers another limit. */
export const PAGE_SIZE = 20;

/** The API's sort parameter, `[{"field":"ASC"}]`; none sends nothing (the server's default order). */
export function toApiSort(sort: SortState) {
  return sort ? [{ [sort.field]: sort.direction }] : undefined;
}

/**
 * One whole calendar day ('2026-11-23') as a range on a timestamp field. The bounds stay dates: the
 * server widens them to the start and end of that day in the admin's zone (the `timezone` header).
 */
export function dayRange(day: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? { '>=': day, '<=': day } : undefined;
}
