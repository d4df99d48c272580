import { bigint, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Hourly rollups the Trends screen reads (migration 1300), kept by statement triggers on
// appointments, transactions and users; hours are UTC wall-clock hours, rows per writing shard.

export const trendAppointmentHours = pgTable(
  'trend_appointment_hours',
  {
    hour: timestamp('hour').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    appointments: bigint('appointments', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'trend_appointment_hours_pk', columns: [t.hour, t.status, t.shard] })],
);

export const trendPaymentHours = pgTable(
  'trend_payment_hours',
  {
    hour: timestamp('hour').notNull(),
    shard: smallint('shard').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull().default(0),
    collectedCents: bigint('collected_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    platformCents: bigint('platform_cents', { mode: 'number' }).notNull().default(0),
    doctorsCents: bigint('doctors_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'trend_payment_hours_pk', columns: [t.hour, t.shard] })],
);

export const trendUserHours = pgTable(
  'trend_user_hours',
  {
    /** 'patient_joined' (by created_at) or 'doctor_approved' (by approved_at). */
    kind: text('kind').notNull(),
    hour: timestamp('hour').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'trend_user_hours_pk', columns: [t.kind, t.hour, t.status, t.shard] })],
);
