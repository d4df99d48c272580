import { DateTime } from 'luxon';

/**
 * The heading of a day of notifications (spec section 2): Today, Tomorrow, Yesterday, the weekday
 * for the days after tomorrow within a week, 'Last {weekday}' for the days before yesterday within a
 * week, else MM/DD/YYYY. Days are calendar days in the zone of `now` (the admin's zone), so the
 * answer depends on nothing but the two arguments.
 */
export function dayHeading(date: DateTime | string, now: DateTime): string {
  const parsed = typeof date === 'string' ? DateTime.fromISO(date, { setZone: true }) : date;
  if (!parsed.isValid) return '-';
  const day = parsed.setZone(now.zone).setLocale('en-US').startOf('day');
  // Calendar arithmetic, so a daylight-saving day (23 or 25 hours) still counts as one day.
  const days = Math.round(day.diff(now.startOf('day'), 'days').days);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  if (days > 1 && days < 7) return day.toFormat('cccc');
  if (days < -1 && days > -7) return `Last ${day.toFormat('cccc')}`;
  return day.toFormat('MM/dd/yyyy');
}

export interface DayGroup<T> {
  /** The calendar day in the admin's zone ('2026-11-23'). */
  day: string;
  heading: string;
  items: T[];
}

/** Groups entries by calendar day in the zone of `now`; groups and entries keep the given order. */
export function groupByDay<T extends { created_at: string }>(items: T[], now: DateTime): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const date = DateTime.fromISO(item.created_at, { setZone: true }).setZone(now.zone);
    const day = (date.isValid && date.toISODate()) || 'unknown';
    const group = groups.get(day);
    if (group) group.items.push(item);
    else groups.set(day, { day, heading: dayHeading(date, now), items: [item] });
  }
  return [...groups.values()];
}
