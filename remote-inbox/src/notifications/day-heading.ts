import { formatDayHeading } from '@telehealth/shared/format';
import { DateTime } from 'luxon';

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
    else groups.set(day, { day, heading: formatDayHeading(date, now), items: [item] });
  }
  return [...groups.values()];
}
