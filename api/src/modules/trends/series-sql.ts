import type { Sql } from '../../db/client.js';
import { namedQuery } from '../../lists/index.js';

/**
 * One family of series (appointments, payments, patients, approved doctors) read for contiguous
 * points from its daily rollup (migration 1600): each row is a UTC day of one writing shard, each
 * figure the day's 96 running totals by quarter hour (element g sums the quarter hours before
 * quarter g, so element 96 is the day).
 */
interface Family<K extends string> {
  name: string;
  /** The daily rollup, a condition on its rows (`d.`) and each value's running-totals column. */
  days: { table: string; where: string; columns: Record<K, string> };
  /** The records, their time column, a condition (`t.`) and each value's aggregate over them. */
  records: { table: string; time: string; where: string; sums: Record<K, string> };
}

/**
 * A point [start, next start) is S(next start) − S(start), where S(t) is what came before t. With
 * t in UTC day D at quarter hour q, S(t) is every day before D, plus D's running total at element
 * q (the quarter hours before q), plus the records of [q, t) when t is not on a quarter hour (no
 * zone since 1990). So each day's whole total goes to the point whose boundaries hold it
 * (width_bucket over the boundaries' days: when two boundaries fall on one UTC day, as on a DST
 * day, the later one takes it), and each boundary subtracts its part of the day from the point it
 * starts and adds it to the point it ends.
 *
 * $1: every point's first day in time order; $2: the last point's last day; $3: the zone. Rows: i,
 * the point (1-based, time order), and each value.
 */
function daysSql<K extends string>(family: Family<K>, withSubQuarter: boolean): string {
  const keys = Object.keys(family.days.columns) as K[];
  const col = family.days.columns;
  const wholeSums = keys.map((k) => `sum(d.${col[k]}[96]) as ${k}`).join(', ');
  const partSums = keys.map((k) => `sum(d.${col[k]}[p.q])::bigint as ${k}`).join(', ');
  const recordSums = keys.map((k) => `coalesce(${family.records.sums[k]}, 0)::bigint as ${k}`).join(', ');
  const beforeSums = keys.map((k) => `sum(${k}) as ${k}`).join(', ');
  const total = keys
    .map((k) => `(coalesce(w.${k}, 0) - coalesce(a.${k}, 0) + coalesce(z.${k}, 0))::bigint as ${k}`)
    .join(', ');
  const { table } = family.days;
  const records = family.records;
  const quarterParts = `
  select p.j, ${partSums}
    from p join ${table} d on d.day = p.day
   where p.q > 0 and ${family.days.where}
   group by p.j`;
  const before = withSubQuarter
    ? `
  select j, ${beforeSums} from (${quarterParts}
  union all
  select p.j, ${recordSums}
    from p join ${records.table} t on t.${records.time} >= p.quarter_start and t.${records.time} < p.t
   where p.quarter_start < p.t and ${records.where}
   group by p.j) s
   group by j`
    : quarterParts;
  return `
with b as materialized (
  select j, t, t at time zone 'UTC' as u
    from (select x.j::int as j, (x.f::date)::timestamp at time zone $3 as t
            from unnest($1::text[] || ((($2::date) + 1)::text)) with ordinality as x(f, j)) x),
p as (
  select j, t, u::date as day, trend_quarter(u) as q,
         date_bin('15 minutes', u, timestamp '2000-01-01') at time zone 'UTC' as quarter_start
    from b),
k as (select array_agg(day order by j) as days, min(day) as first_day, max(day) as last_day,
             max(j) as stop from p),
whole as (
  select width_bucket(d.day, k.days) as j, ${wholeSums}
    from k join ${table} d on d.day >= k.first_day and d.day <= k.last_day
   where ${family.days.where}
   group by 1),
before as (${before})
select p.j as i, ${total}
  from p cross join k
  left join whole w on w.j = p.j
  left join before a on a.j = p.j
  left join before z on z.j = p.j + 1
 where p.j < k.stop
 order by p.j`;
}

type Row<K extends string> = Record<K, string | number> & { i: number };

/**
 * Two statements per family: the daily rollup alone (every zone whose days start on a quarter hour:
 * all of them since 1990), and the same with the records of each boundary's part-quarter.
 */
function familyQuery<K extends string>(family: Family<K>) {
  const quarters = namedQuery<Row<K>>(`trends_days_${family.name}`, daysSql(family, false));
  const subQuarter = namedQuery<Row<K>>(`trends_days_${family.name}_sub_quarter`, daysSql(family, true));
  return {
    keys: Object.keys(family.days.columns) as K[],
    /**
     * `params` [every point's first day in time order, the last day, zone]; rows by time-order
     * point (1-based). `onQuarters`: the zone's days start on quarter hours over the range.
     */
    read: (sql: Sql, params: unknown[], onQuarters: boolean) =>
      (onQuarters ? quarters : subQuarter)(sql, params),
  };
}

export const appointmentFamily = familyQuery({
  name: 'appointments',
  days: {
    table: 'trend_appointment_days',
    where: 'true',
    columns: { booked: 'booked', completed: 'completed', cancelled: 'cancelled' },
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
  days: {
    table: 'trend_payment_days',
    where: 'true',
    columns: {
      gross: 'collected_cents',
      refunded: 'refunded_cents',
      platform: 'platform_cents',
      doctors: 'doctors_cents',
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
  days: { table: 'trend_user_days', where: `d.kind = 'patient_joined'`, columns: { joined: 'users' } },
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
  days: { table: 'trend_user_days', where: `d.kind = 'doctor_approved'`, columns: { approved: 'users' } },
  records: {
    table: 'users',
    time: 'approved_at',
    where: `t.role_id = 3 and t.status <> 'deleted'`,
    sums: { approved: 'count(*)' },
  },
});
