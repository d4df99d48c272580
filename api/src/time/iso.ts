// Instants and calendar days as the wire carries them.

/** A timestamp as an ISO 8601 instant; null when missing or not a date. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null | undefined): string | null;
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A date column ('2026-11-23' or a Date) as the calendar day 'yyyy-MM-dd'. */
export function toDay(value: Date | string): string;
export function toDay(value: Date | string | null | undefined): string | null;
export function toDay(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
}
