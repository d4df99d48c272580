import { bigint, boolean, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Running totals the dashboard reads instead of counting millions of rows, kept by statement
 * triggers (migration 0200): `users:<role_id>:<status>`, `appointments`, and `revenue_cents`
 * (succeeded payments less refunds). Anything that writes those tables keeps them right.
 */
export const statCounters = pgTable('stat_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/**
 * Payments' sums per status, refunded or not, UTC hour and shard (migration 0602), kept by statement
 * triggers on transactions: a date range's totals add up its hours instead of its payments.
 */
export const paymentHourTotals = pgTable(
  'payment_hour_totals',
  {
    status: text('status').notNull(),
    refunded: boolean('refunded').notNull(),
    hour: timestamp('hour').notNull(),
    shard: smallint('shard').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull().default(0),
    collectedCents: bigint('collected_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'payment_hour_totals_pk', columns: [t.status, t.refunded, t.hour, t.shard] })],
);
