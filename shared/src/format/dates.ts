import { DateTime } from 'luxon';

// Dates show in the admin's zone, which is the browser's (luxon's default zone), in US English.
const LOCALE = 'en-US';
export const EMPTY_TEXT = '-';

type DateInput = string | Date | null | undefined;

/** Parses an ISO (or SQL-style) timestamp into the admin's zone; null when missing or invalid. */
export function toDateTime(value: DateInput): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value);
  if (!parsed.isValid && typeof value === 'string') parsed = DateTime.fromSQL(value);
  return parsed.isValid ? parsed.setLocale(LOCALE) : null;
}

function format(value: DateInput, pattern: string): string {
  return toDateTime(value)?.toFormat(pattern) ?? EMPTY_TEXT;
}

/**
 * Appointments (MM/DD/YY - hh:mm a, the meridiem in lower case): '11/23/26 - 02:05 pm'. Luxon's
 * `a` prints the locale's 'AM'/'PM', so the lower case is applied here.
 */
export function formatAppointmentDateTime(value: DateInput): string {
  const date = toDateTime(value);
  if (!date) return EMPTY_TEXT;
  return `${date.toFormat('MM/dd/yy - hh:mm')} ${date.toFormat('a').toLowerCase()}`;
}

/** Timestamps (MM-DD-YYYY hh:mm A, the meridiem in upper case): '11-23-2026 02:05 PM'. */
export function formatTimestamp(value: DateInput): string {
  return format(value, 'MM-dd-yyyy hh:mm a');
}

/** A day: '11/23/2026'. A date-only value ('2026-11-23') is taken as that calendar day. */
export function formatDate(value: DateInput): string {
  return format(value, 'MM/dd/yyyy');
}

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A time of day: '14:05' / '14:05:00' (availability) or a timestamp → '02:05 PM'. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return EMPTY_TEXT;
  const clock = CLOCK_TIME.exec(value.trim());
  if (clock) {
    const [hour, minute] = [Number(clock[1]), Number(clock[2])];
    if (hour > 23 || minute > 59) return EMPTY_TEXT;
    return DateTime.fromObject({ hour, minute }, { locale: LOCALE }).toFormat('hh:mm a');
  }
  return format(value, 'hh:mm a');
}

/**
 * The heading of a day of notifications: Today, Tomorrow, Yesterday, the weekday
 * for the days after tomorrow within a week, 'Last {weekday}' for the days before yesterday within a
 * week, else MM/DD/YYYY. Days are calendar days in the zone of `now` (the admin's zone), so the
 * answer depends on nothing but the two arguments.
 */
export function formatDayHeading(value: DateInput | DateTime, now: DateTime = DateTime.local()): string {
  const date = value instanceof DateTime ? value : toDateTime(value);
  if (!date?.isValid) return EMPTY_TEXT;
  const day = date.setZone(now.zone).setLocale(LOCALE).startOf('day');
  // Calendar arithmetic, so a daylight-saving day (23 or 25 hours) still counts as one day.
  const days = Math.round(day.diff(now.startOf('day'), 'days').days);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  if (days > 1 && days < 7) return day.toFormat('cccc');
  if (days < -1 && days > -7) return `Last ${day.toFormat('cccc')}`;
  return day.toFormat('MM/dd/yyyy');
}

/** The calendar day of a timestamp in the admin's zone ('2026-11-23'), to group entries by day. */
export function dayKey(value: DateInput): string | null {
  return toDateTime(value)?.toISODate() ?? null;
}
