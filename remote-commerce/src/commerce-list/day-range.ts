import { validDay } from '@telehealth/shared/format';

/**
 * The list's date range from the URL (`from`, `to`: days in the admin's zone). A link with the
 * older single-day `date` still works: that day is the range.
 */
export function readDayRange(params: URLSearchParams): { from: string; to: string } {
  const day = validDay(params.get('date'));
  return { from: validDay(params.get('from')) || day, to: validDay(params.get('to')) || day };
}

/** The URL changes of a new range: both ends at once, and the older single-day `date` dropped. */
export function dayRangeChanges(from: string, to: string) {
  return { from: validDay(from), to: validDay(to), date: null };
}
