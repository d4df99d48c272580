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

/** Appointments (spec 9, MM/DD/YY - hh:mm a): '11/23/26 - 02:05 PM'. */
export function formatAppointmentDateTime(value: DateInput): string {
  return format(value, 'MM/dd/yy - hh:mm a');
}

/** Timestamps (spec 9, MM-DD-YYYY hh:mm A): '11-23-2026 02:05 PM'. */
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
 * The heading of a day of notifications: Today, Tomorrow, Yesterday, the weekday within the next
 * week, 'Last {weekday}' within the past week, else MM/DD/YYYY.
 */
export function formatDayHeading(value: DateInput, now: DateTime = DateTime.local()): string {
  const date = toDateTime(value);
  if (!date) return EMPTY_TEXT;
  const days = Math.round(date.startOf('day').diff(now.startOf('day'), 'days').days);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  if (days > 1 && days < 7) return date.toFormat('cccc');
  if (days < -1 && days > -7) return `Last ${date.toFormat('cccc')}`;
  return date.toFormat('MM/dd/yyyy');
}

/** The calendar day of a timestamp in the admin's zone ('2026-11-23'), to group entries by day. */
export function dayKey(value: DateInput): string | null {
  return toDateTime(value)?.toISODate() ?? null;
}
