import { DateTime } from 'luxon';

/** A range of whole days, 'yyyy-MM-dd' each (the API widens them to the days in the admin's zone). */
export interface DayRange {
  from: string;
  to: string;
}

export type QuickRange = 'today' | 'last7' | 'thisMonth' | 'lastMonth';

export const QUICK_RANGES: { key: QuickRange; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'last7', label: 'Last 7 days' },
  { key: 'thisMonth', label: 'This month' },
  { key: 'lastMonth', label: 'Last month' },
];

const DAY = 'yyyy-MM-dd';

/**
 * The days a quick pick stands for, counted in the zone of `now` (the admin's): last 7 days ends
 * today and includes it; this month runs to its last day (later days simply have nothing yet).
 */
export function quickRange(key: QuickRange, now: DateTime = DateTime.local()): DayRange {
  const today = now.startOf('day');
  switch (key) {
    case 'today':
      return { from: today.toFormat(DAY), to: today.toFormat(DAY) };
    case 'last7':
      return { from: today.minus({ days: 6 }).toFormat(DAY), to: today.toFormat(DAY) };
    case 'thisMonth':
      return { from: today.startOf('month').toFormat(DAY), to: today.endOf('month').toFormat(DAY) };
    case 'lastMonth': {
      const last = today.minus({ months: 1 });
      return { from: last.startOf('month').toFormat(DAY), to: last.endOf('month').toFormat(DAY) };
    }
  }
}

/** The quick pick a range equals, if any (to show it as chosen). */
export function matchingQuickRange(
  range: Partial<DayRange>,
  now: DateTime = DateTime.local(),
): QuickRange | null {
  for (const { key } of QUICK_RANGES) {
    const days = quickRange(key, now);
    if (days.from === range.from && days.to === range.to) return key;
  }
  return null;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A valid 'yyyy-MM-dd', or ''. */
export function validDay(value: string | null | undefined): string {
  if (!value || !DAY_PATTERN.test(value)) return '';
  return DateTime.fromFormat(value, DAY).isValid ? value : '';
}

/**
 * The API's `where` bounds for a from/to range of days ({">=": from, "<=": to}, either side
 * optional); undefined when neither is set. Days stay days: the API covers each whole day.
 */
export function dayRangeWhere(from: string, to: string): Record<string, string> | undefined {
  const bounds: Record<string, string> = {};
  if (validDay(from)) bounds['>='] = from;
  if (validDay(to)) bounds['<='] = to;
  return Object.keys(bounds).length ? bounds : undefined;
}
