import { and, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { statCounters } from '../db/schema/index.js';
import type { Condition, ListQuery } from '../lists/index.js';

/**
 * Exact list counts read from stat_counters (kept by statement triggers, migrations 0200 and 0300)
 * instead of counting a million rows on every page. Each function answers null when the list's
 * filter is not one the counters keep; the caller then counts the rows.
 */

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every condition is on one of `fields`, with `=`, and there is no search. */
function onlyEquals(list: ListQuery, fields: string[]): Map<string, Condition['value']> | null {
  if (list.search) return null;
  const found = new Map<string, Condition['value']>();
  for (const condition of list.where) {
    if (!fields.includes(condition.field) || condition.operator !== '=' || found.has(condition.field)) {
      return null;
    }
    found.set(condition.field, condition.value);
  }
  return found;
}

/** The sum of the counters named like `pattern`, as a scalar subquery to fold into another statement. */
function sumCountersSql(pattern: string, exceptName?: string): SQL<number> {
  return sumCounters(
    and(like(statCounters.name, pattern), exceptName ? ne(statCounters.name, exceptName) : undefined),
  );
}

/**
 * The sum of the counters matching `pattern` whose value is kept in shards, "<name>#<n>", besides
 * their unsharded starting row (the payment counters, migration 0420).
 */
function sumShardedCountersSql(pattern: string): SQL<number> {
  return sumCounters(or(like(statCounters.name, pattern), like(statCounters.name, `${pattern}#%`)));
}

/** A counter kept in shards (revenue_cents), as a scalar subquery. */
export function shardedCounterSql(name: string): SQL<number> {
  return sumShardedCountersSql(likeLiteral(name));
}

/** A scalar subquery's value, read alone. */
export function readCounter(db: Db, counter: SQL<number>): Promise<number> {
  return db
    .select({ total: counter })
    .from(sql`(select 1) as one`)
    .then(([row]) => Number(row?.total ?? 0));
}

function sumCounters(matches: SQL | undefined): SQL<number> {
  return sql<number>`(select coalesce(sum(${statCounters.value}), 0) from ${statCounters} where ${matches})`.mapWith(
    Number,
  );
}

/**
 * A list's total as a scalar subquery, built when called. Whether the counters keep a list's
 * filter is decided up front (cheap); the subquery itself is built only when a page's statement
 * is, and a compiled page (runCompiled) reuses the one it was built with.
 */
export type CounterSql = () => SQL<number>;

function readCount(db: Db, counter: CounterSql | null): Promise<number> | null {
  return counter ? readCounter(db, counter()) : null;
}

/** GET /user/appointments: all of them, or one status. */
export function countAppointmentsFromCounters(db: Db, list: ListQuery): Promise<number> | null {
  return readCount(db, appointmentsCounter(list));
}

/** countAppointmentsFromCounters as a scalar subquery, to fold into the page's statement. */
export function appointmentsCounter(list: ListQuery): CounterSql | null {
  const where = onlyEquals(list, ['status']);
  if (!where) return null;
  const status = where.get('status');
  if (status === undefined) return () => sumCountersSql('appointments');
  if (typeof status !== 'string') return null;
  return () => sumCountersSql(`appointments:${likeLiteral(status)}`);
}

/** GET /user/payments: by payment status and whether refunded (refund_id null or not null). */
export function countPaymentsFromCounters(db: Db, list: ListQuery): Promise<number> | null {
  return readCount(db, paymentsCounter(list));
}

/** countPaymentsFromCounters as a scalar subquery, to fold into the page's statement. */
export function paymentsCounter(list: ListQuery): CounterSql | null {
  if (list.search) return null;
  let status = '%';
  let refunded = '%';
  for (const condition of list.where) {
    if (condition.field === 'status' && condition.operator === '=' && typeof condition.value === 'string') {
      status = likeLiteral(condition.value);
    } else if (condition.field === 'refund_id' && condition.value === null && condition.operator === '=') {
      refunded = 'open';
    } else if (condition.field === 'refund_id' && condition.value === null && condition.operator === '!=') {
      refunded = 'refunded';
    } else {
      return null;
    }
  }
  return () => sumShardedCountersSql(`transactions:${status}:${refunded}`);
}

/**
 * GET /doctor and GET /user (patients, clinics): one role, all but the deleted or one status, as
 * a scalar subquery to fold into the page's statement. `roleFields` are the conditions that only
 * restate the role (e.g. role_id itself).
 */
export function usersCountSql(
  list: ListQuery,
  roleId: number,
  roleFields: string[] = [],
): SQL<number> | null {
  const where = onlyEquals(list, ['status', ...roleFields]);
  if (!where) return null;
  const status = where.get('status');
  if (status === undefined) return sumCountersSql(`users:${roleId}:%`, `users:${roleId}:deleted`);
  if (typeof status !== 'string') return null;
  return sumCountersSql(`users:${roleId}:${likeLiteral(status)}`);
}
