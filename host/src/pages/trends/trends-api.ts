import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type Trends = ApiAnswer<'/api/trends', 'get'>;
export type TrendSeries = Trends['series'][number];
export type SeriesKey = TrendSeries['key'];
export type Bucket = Trends['buckets'][number];

export const RANGE_OPTIONS = [
  { label: 'Last 7 days', value: 'last_7_days' },
  { label: 'Last 30 days', value: 'last_30_days' },
  { label: 'Last 90 days', value: 'last_90_days' },
  { label: 'This month', value: 'this_month' },
  { label: 'Last month', value: 'last_month' },
  { label: 'This year', value: 'this_year' },
  { label: 'From – to', value: 'custom' },
] as const;

export const GRAIN_OPTIONS = [
  { label: 'Day', value: 'day' },
  { label: 'Week', value: 'week' },
  { label: 'Month', value: 'month' },
] as const;

export interface TrendsQuery {
  range: string;
  grain: string;
  from: string;
  to: string;
}

/** Every series the admin may see, for the range and grain, in one request. */
export function fetchTrends({ range, grain, from, to }: TrendsQuery, signal: AbortSignal): Promise<Trends> {
  const searchParams: Record<string, string> = { range, grain };
  if (range === 'custom') Object.assign(searchParams, { from, to });
  return api.get<Trends>('/trends', { searchParams, signal });
}
