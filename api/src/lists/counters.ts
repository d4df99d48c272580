import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { statCounters } from '../db/schema/index.js';
import { type Bind, bindParam, type Condition, type ListQuery } from './query.js';

/**
 * The counters stat_counters keeps, named here once. Statement triggers keep them (migrations 0200,
 * 0300 and 0420, which stay as they were applied; counters.test.ts checks that the names they
 * write are these):
 * - `appointments` and `appointments:<status>`;
 * - `users:<role_id>:<status>`;
 * - `transactions:<status>:<open|refunded>` and `revenue_cents`, each also in shards
 *   `<name>#<n>` (one per server process, so simultaneous refunds update different rows).
 * A read is the sum of the counters whose names match its `like` pattern, less one name.
 */
export interface CounterRead {
  pattern: string;
  except?: string;
  /** Kept in shards besides its unsharded starting row. */
  sharded: boolean;
  /** Its names hold a value a client sent (a status): bound as parameters, never written in. */
  fromClient?: boolean;
  /**
   * A count to take away, when the query is the counted rows but a few (the doctors no one is
   * assigned: every live doctor less the assigned ones, counted on their small index).
   */
  less?: (bind: Bind) => SQL<number>;
}

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const counters = {
  /** Every appointment, or those of one status. */
  appointments: (status?: string): CounterRead => ({
    pattern: status === undefined ? 'appointments' : `appointments:${literal(status)}`,
    sharded: false,
    fromClient: status !== undefined,
  }),
  /** The users of a role: of one status, or of every status but deleted. */
  users: (roleId: number, status?: string): CounterRead =>
    status === undefined
      ? { pattern: `users:${roleId}:%`, except: `users:${roleId}:deleted`, sharded: false }
      : { pattern: `users:${roleId}:${literal(status)}`, sharded: false, fromClient: true },
  /** Payments of a status (any when undefined), refunded or not (either when undefined). */
  payments: (status?: string, refunded?: boolean): CounterRead => ({
    pattern: `transactions:${status === undefined ? '%' : literal(status)}:${
      refunded === undefined ? '%' : refunded ? 'refunded' : 'open'
    }`,
    sharded: true,
    fromClient: status !== undefined,
  }),
  /** What patients paid in succeeded payments less what was refunded, in cents. */
  revenueCents: (): CounterRead => ({ pattern: 'revenue_cents', sharded: true }),
};

/** One of our counters' names or patterns as an SQL string literal. */
const quoted = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/**
 * A counter read as a scalar subquery. Names of our own (a list's "All") are written into the
 * statement, so PostgreSQL keeps one plan for it; bound as parameters, the statement was planned
 * again on every run (a `like` on a parameter cannot use the index in a plan kept for any value):
 * ~1.2 ms, as much as running the page. A status a client sent stays a parameter, so no client
 * can make a statement per value it invents.
 */
export function counterSql(counter: CounterRead, bind: Bind = bindParam): SQL<number> {
  const name = (text: string) => (counter.fromClient ? bind(text) : quoted(text));
  const pattern = name(counter.pattern);
  const matches = counter.sharded
    ? sql`(${statCounters.name} like ${pattern} or ${statCounters.name} like (${pattern} || '#%'))`
    : sql`${statCounters.name} like ${pattern}`;
  const except = counter.except ? sql` and ${statCounters.name} <> ${name(counter.except)}` : sql``;
  const total = sql<number>`(select coalesce(sum(${statCounters.value}), 0) from ${statCounters} where ${matches}${except})`;
  return counter.less ? sql<number>`(${total} - ${counter.less(bind)})` : total;
}

/** A counter's value, read alone. */
export async function readCounter(db: Db, counter: CounterRead): Promise<number> {
  const [row] = await db.select({ total: counterSql(counter) }).from(sql`(select 1) as one`);
  return Number(row?.total ?? 0);
}

/**
 * The values of a query whose every condition is `=` on one of `fields` (at most once each) and
 * which has no search: the only queries the counters can count. Null for any other query.
 */
export function equalsOnly(list: ListQuery, fields: string[]): Map<string, Condition['value']> | null {
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
