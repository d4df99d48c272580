import { badRequest } from '../../lib/http-error.js';

/** The ranges the Trends screen offers; `custom` takes `from` and `to`. */
export const RANGES = [
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'this_month',
  'last_month',
  'this_year',
  'custom',
] as const;
export type RangeName = (typeof RANGES)[number];
export const GRAINS = ['day', 'week', 'month'] as const;
export type Grain = (typeof GRAINS)[number];

/** Days in the admin's zone, both ends included ('YYYY-MM-DD'). */
export interface DaySpan {
  from: string;
  to: string;
}

export interface Period extends DaySpan {
  /** The grain's buckets, clipped to the period: the first and last week or month may be partial. */
  buckets: DaySpan[];
}

export interface ResolvedRange {
  current: Period;
  /** The same number of days just before, bucketed alike (each bucket shifted by the period's length). */
  previous: Period;
}

/** More points than this is unreadable and slow; a longer grain answers it. */
export const MAX_BUCKETS = 400;
/** Ten years: the oldest data anyone charts here. */
const MAX_DAYS = 3660;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
}

function dayString(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

function validDay(value: string | undefined, name: string): string {
  if (!value || !DAY.test(value)) throw badRequest(`${name} must be a day (YYYY-MM-DD)`);
  if (dayString(dayNumber(value)) !== value || Number.isNaN(dayNumber(value))) {
    throw badRequest(`${name} is not a calendar day`);
  }
  return value;
}

/** Today's date in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The days a named range covers, given today in the admin's zone. */
export function rangeDays(range: RangeName, today: string, from?: string, to?: string): DaySpan {
  const t = dayNumber(today);
  const [year, month] = today.split('-');
  switch (range) {
    case 'last_7_days':
      return { from: dayString(t - 6), to: today };
    case 'last_30_days':
      return { from: dayString(t - 29), to: today };
    case 'last_90_days':
      return { from: dayString(t - 89), to: today };
    case 'this_month':
      return { from: `${year}-${month}-01`, to: today };
    case 'last_month': {
      const first = `${year}-${month}-01`;
      const lastOfPrevious = dayString(dayNumber(first) - 1);
      return { from: `${lastOfPrevious.slice(0, 7)}-01`, to: lastOfPrevious };
    }
    case 'this_year':
      return { from: `${year}-01-01`, to: today };
    case 'custom': {
      const start = validDay(from, 'from');
      const end = validDay(to, 'to');
      if (dayNumber(end) < dayNumber(start)) throw badRequest('from must not be after to');
      if (dayNumber(end) - dayNumber(start) + 1 > MAX_DAYS) throw badRequest('A range is at most 10 years');
      return { from: start, to: end };
    }
  }
}

/** Where the bucket holding `day` starts: the day, its week's Monday, or its month's first. */
function bucketStart(day: number, grain: Grain): number {
  if (grain === 'day') return day;
  if (grain === 'week') return day - ((new Date(day * MS_PER_DAY).getUTCDay() + 6) % 7);
  return dayNumber(`${dayString(day).slice(0, 7)}-01`);
}

function nextBucketStart(start: number, grain: Grain): number {
  if (grain === 'day') return start + 1;
  if (grain === 'week') return start + 7;
  const d = new Date(start * MS_PER_DAY);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / MS_PER_DAY;
}

export function bucketsOf(span: DaySpan, grain: Grain): DaySpan[] {
  const first = dayNumber(span.from);
  const last = dayNumber(span.to);
  const buckets: DaySpan[] = [];
  for (let start = bucketStart(first, grain); start <= last; start = nextBucketStart(start, grain)) {
    const end = Math.min(nextBucketStart(start, grain) - 1, last);
    buckets.push({ from: dayString(Math.max(start, first)), to: dayString(end) });
    if (buckets.length > MAX_BUCKETS) {
      throw badRequest(
        `More than ${MAX_BUCKETS} points: choose a longer grain (week or month) for this range`,
      );
    }
  }
  return buckets;
}

function shift(span: DaySpan, days: number): DaySpan {
  return { from: dayString(dayNumber(span.from) - days), to: dayString(dayNumber(span.to) - days) };
}

/** The period and its previous one, each with its buckets. */
export function resolveRange(span: DaySpan, grain: Grain): ResolvedRange {
  const length = dayNumber(span.to) - dayNumber(span.from) + 1;
  const buckets = bucketsOf(span, grain);
  return {
    current: { ...span, buckets },
    previous: { ...shift(span, length), buckets: buckets.map((b) => shift(b, length)) },
  };
}
