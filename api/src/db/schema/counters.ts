import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Running totals the dashboard reads instead of counting millions of rows, kept by statement
 * triggers (migration 0200): `users:<role_id>:<status>`, `appointments`, and `revenue_cents`
 * (succeeded payments less refunds). Anything that writes those tables keeps them right.
 */
export const statCounters = pgTable('stat_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
