import type { FastifyInstance } from 'fastify';
import { namedQuery } from '../../lists/index.js';
import { type DaySpan, type Grain, resolveRange } from './range.js';
import { FAMILY_QUERIES, SERIES_DEFINITIONS, type SeriesKey } from './series.js';
import { daysStartOnQuarterHours } from './zone-quarters.js';

export interface SeriesAnswer {
  key: SeriesKey;
  unit: 'count' | 'cents';
  values: number[];
  previous: number[];
  total: number;
  previous_total: number;
  /** (total − previous) / previous in %, one decimal; null when the previous period had none. */
  change_percent: number | null;
}

export interface TrendsAnswer {
  grain: Grain;
  time_zone: string;
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  buckets: DaySpan[];
  previous_buckets: DaySpan[];
  series: SeriesAnswer[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function changePercent(total: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((total - previous) / previous) * 1000) / 10;
}

/** The series `keys` for the span and grain, each with the previous period, one query per family. */
export async function readTrends(
  app: FastifyInstance,
  span: DaySpan,
  grain: Grain,
  timeZone: string,
  keys: SeriesKey[],
): Promise<TrendsAnswer> {
  const range = resolveRange(span, grain);
  const count = range.current.buckets.length;
  const families = [...new Set(keys.map((key) => SERIES_DEFINITIONS[key].family))];
  const onQuarters = daysStartOnQuarterHours(timeZone, range.previous.from, range.current.to);
  // Point k (0-based) of `figures` is current k for k < count, else previous k − count.
  const read = async (family: (typeof families)[number]) => {
    const slots: Record<string, string | number>[] = Array.from({ length: 2 * count }, () => ({}));
    // Time order: the previous period's points, then the period's (contiguous days).
    const starts = [...range.previous.buckets, ...range.current.buckets].map((b) => b.from);
    const params = [starts, range.current.to, timeZone];
    for (const row of await FAMILY_QUERIES[family].read(app.reads, params, onQuarters)) {
      const k = Number(row.i) - 1;
      if (k >= 0 && k < 2 * count) slots[k < count ? k + count : k - count] = row;
    }
    return [family, slots] as const;
  };
  const rows = new Map(await Promise.all(families.map(read)));
  const series = keys.map((key): SeriesAnswer => {
    const definition = SERIES_DEFINITIONS[key];
    const figures = (rows.get(definition.family) ?? []).map((row) => definition.value(row));
    const values = figures.slice(0, count);
    const previous = figures.slice(count);
    const total = sum(values);
    const previousTotal = sum(previous);
    return {
      key,
      unit: definition.unit,
      values,
      previous,
      total,
      previous_total: previousTotal,
      change_percent: changePercent(total, previousTotal),
    };
  });
  return {
    grain,
    time_zone: timeZone,
    from: range.current.from,
    to: range.current.to,
    previous_from: range.previous.from,
    previous_to: range.previous.to,
    buckets: range.current.buckets,
    previous_buckets: range.previous.buckets,
    series,
  };
}

/**
 * A doctor's or clinic's appointments booked and net revenue per bucket, from the records (a
 * person's few hundred rows, on the doctor or clinic index), not the rollups.
 */
const recordTrend = (who: 'doctor' | 'clinic') =>
  namedQuery<{ i: number; appointments: string; net_cents: string }>(
    `trends_record_${who}`,
    `
with b as (
  select x.i::int as i,
         (x.f::date)::timestamp at time zone $3 as lo,
         ((x.t::date) + 1)::timestamp at time zone $3 as hi
    from unnest($1::text[], $2::text[]) with ordinality as x(f, t, i))
select b.i,
       (select count(*) from appointments a
         where a.${who}_id = $4 and a.created_at >= b.lo and a.created_at < b.hi)::bigint as appointments,
       (select coalesce(sum(t.collected_amount_cents - coalesce(t.refund_amount_cents, 0)), 0)
          from transactions t
         where ${
           who === 'doctor'
             ? 't.doctor_id = $4'
             : 't.appointment_id in (select a.id from appointments a where a.clinic_id = $4)'
         }
           and t.status = 'succeeded' and t.created_at >= b.lo and t.created_at < b.hi)::bigint as net_cents
  from b order by b.i`,
  );

const RECORD_TRENDS = { doctor: recordTrend('doctor'), clinic: recordTrend('clinic') };

export interface RecordTrendAnswer {
  from: string;
  to: string;
  buckets: DaySpan[];
  appointments: number[];
  /** Null when the admin may not see revenue. */
  net_cents: number[] | null;
}

export async function readRecordTrend(
  app: FastifyInstance,
  who: 'doctor' | 'clinic',
  userId: number,
  span: DaySpan,
  timeZone: string,
  withRevenue: boolean,
): Promise<RecordTrendAnswer> {
  const { current } = resolveRange(span, 'week');
  const rows = await RECORD_TRENDS[who](app.reads, [
    current.buckets.map((b) => b.from),
    current.buckets.map((b) => b.to),
    timeZone,
    userId,
  ]);
  return {
    from: current.from,
    to: current.to,
    buckets: current.buckets,
    appointments: rows.map((r) => Number(r.appointments)),
    net_cents: withRevenue ? rows.map((r) => Number(r.net_cents)) : null,
  };
}
