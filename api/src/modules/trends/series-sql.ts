import type { Sql } from '../../db/client.js';
import { namedQuery } from '../../lists/index.js';

/**
 * One family of series (appointments, payments, patients, approved doctors) read for a list of
 * day buckets: the bucket's whole UTC hours from its hourly rollup (migration 1300) and, for a zone
 * whose days do not start on a whole UTC hour, the partial first and last hours from the records.
 */
interface Family<K extends string> {
  name: string;
  /** The rollup table, a condition on its rows (`h.`) and each value's sum over them. */
  rollup: { table: string; where: string; sums: Record<K, string> };
  /** The records, their time column, a condition (`t.`) and each value's aggregate over them. */
  records: { table: string; time: string; where: string; sums: Record<K, string> };
}

function edgesSql<K extends string>(family: Family<K>): string {
  const keys = Object.keys(family.rollup.sums) as K[];
  const hourSums = keys.map((k) => `coalesce(${family.rollup.sums[k]}, 0)::bigint as ${k}`).join(', ');
  const recordSums = keys.map((k) => `coalesce(${family.records.sums[k]}, 0)::bigint as ${k}`).join(', ');
  const total = keys.map((k) => `(coalesce(h.${k}, 0) + coalesce(e.${k}, 0))::bigint as ${k}`).join(', ');
  const edgeSums = keys.map((k) => `sum(${k})::bigint as ${k}`).join(', ');
  const { table, time, where } = family.records;
  const edgeCtes = `edge_rows as (
  select r.i, ${recordSums}
    from r join ${table} t on t.${time} >= r.lo and t.${time} < r.first_end
   where r.lo < r.first_end and ${where}
   group by r.i
  union all
  select r.i, ${recordSums}
    from r join ${table} t on t.${time} >= r.last_start and t.${time} < r.hi
   where r.last_start < r.hi and ${where}
   group by r.i),
e as (select i, ${edgeSums} from edge_rows group by i)`;
  return `
with b as (
  select x.i::int as i,
         (x.f::date)::timestamp at time zone $3 as lo,
         ((x.t::date) + 1)::timestamp at time zone $3 as hi
    from unnest($1::text[], $2::text[]) with ordinality as x(f, t, i)),
u as (
  select i, lo, hi,
         date_trunc('hour', lo at time zone 'UTC')
           + case when date_trunc('hour', lo at time zone 'UTC') < lo at time zone 'UTC'
                  then interval '1 hour' else interval '0 hours' end as a,
         date_trunc('hour', hi at time zone 'UTC') as z
    from b),
r as (select i, lo, hi, a, z, a at time zone 'UTC' as first_end, z at time zone 'UTC' as last_start from u),
hours as (
  select r.i, ${hourSums}
    from r join ${family.rollup.table} h on h.hour >= r.a and h.hour < r.z
   where ${family.rollup.where}
   group by r.i),
${edgeCtes}
select r.i, ${total}
  from r left join hours h on h.i = r.i left join e on e.i = r.i
 order by r.i`;
}

/**
 * A zone whose days start on whole UTC hours: the period and the one before it are contiguous, so
 * one range scan of the rollup reads both, and each hour finds its point by a binary search of the
 * points' starts (width_bucket). $1: every point's first day in time order; $2: the last day.
 */
function wholeHoursSql<K extends string>(family: Family<K>): string {
  const keys = Object.keys(family.rollup.sums) as K[];
  const hourSums = keys.map((k) => `coalesce(${family.rollup.sums[k]}, 0)::bigint as ${k}`).join(', ');
  return `
with t as (
  select array_agg((((x.f::date)::timestamp at time zone $3) at time zone 'UTC') order by x.n) as starts,
         ((($2::date) + 1)::timestamp at time zone $3) at time zone 'UTC' as stop
    from unnest($1::text[]) with ordinality as x(f, n))
select width_bucket(h.hour, t.starts) as i, ${hourSums}
  from t join ${family.rollup.table} h on h.hour >= t.starts[1] and h.hour < t.stop
 where ${family.rollup.where}
 group by 1`;
}

type Row<K extends string> = Record<K, string | number> & { i: number };

/**
 * Two statements per family: whole hours only (nearly every zone: one range scan of the rollup),
 * and, for a zone whose days start mid-hour, each point's whole hours plus its partial first and
 * last hour from the records.
 */
function familyQuery<K extends string>(family: Family<K>) {
  const hours = namedQuery<Row<K>>(`trends_${family.name}`, wholeHoursSql(family));
  const withEdges = namedQuery<Row<K>>(`trends_${family.name}_edges`, edgesSql(family));
  return {
    keys: Object.keys(family.rollup.sums) as K[],
    /** Whole hours: `params` [starts in time order, last day, zone], rows by time-order point (1-based). */
    wholeHours: (sql: Sql, params: unknown[]) => hours(sql, params),
    /** Partial hours: `params` [firsts, lasts, zone], rows by the arrays' order (1-based). */
    partialHours: (sql: Sql, params: unknown[]) => withEdges(sql, params),
  };
}

export const appointmentFamily = familyQuery({
  name: 'appointments',
  rollup: {
    table: 'trend_appointment_hours',
    where: 'true',
    sums: {
      booked: 'sum(h.appointments)',
      completed: `sum(h.appointments) filter (where h.status = 'completed')`,
      cancelled: `sum(h.appointments) filter (where h.status = 'cancelled')`,
    },
  },
  records: {
    table: 'appointments',
    time: 'created_at',
    where: 'true',
    sums: {
      booked: 'count(*)',
      completed: `count(*) filter (where t.status = 'completed')`,
      cancelled: `count(*) filter (where t.status = 'cancelled')`,
    },
  },
});

export const paymentFamily = familyQuery({
  name: 'payments',
  rollup: {
    table: 'trend_payment_hours',
    where: 'true',
    sums: {
      gross: 'sum(h.collected_cents)',
      refunded: 'sum(h.refunded_cents)',
      platform: 'sum(h.platform_cents)',
      doctors: 'sum(h.doctors_cents)',
    },
  },
  records: {
    table: 'transactions',
    time: 'created_at',
    where: `t.status = 'succeeded'`,
    sums: {
      gross: 'sum(t.collected_amount_cents)',
      refunded: 'sum(t.refund_amount_cents)',
      platform: 'sum(t.application_amount_cents)',
      doctors: 'sum(t.destination_amount_cents)',
    },
  },
});

/** Patients who joined in the bucket and are not deleted (the patients list's rows). */
export const patientFamily = familyQuery({
  name: 'patients',
  rollup: {
    table: 'trend_user_hours',
    where: `h.kind = 'patient_joined' and h.status <> 'deleted'`,
    sums: { joined: 'sum(h.users)' },
  },
  records: {
    table: 'users',
    time: 'created_at',
    where: `t.role_id = 2 and t.status <> 'deleted'`,
    sums: { joined: 'count(*)' },
  },
});

/** Doctors approved in the bucket and not deleted since (the doctors list's rows). */
export const approvedDoctorFamily = familyQuery({
  name: 'approved_doctors',
  rollup: {
    table: 'trend_user_hours',
    where: `h.kind = 'doctor_approved' and h.status <> 'deleted'`,
    sums: { approved: 'sum(h.users)' },
  },
  records: {
    table: 'users',
    time: 'approved_at',
    where: `t.role_id = 3 and t.status <> 'deleted'`,
    sums: { approved: 'count(*)' },
  },
});
