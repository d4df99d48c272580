import { bigint, date, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Hourly rollups (migration 1300), read by the release before the daily ones below and still kept by
// statement triggers on appointments, transactions and users; hours are UTC wall-clock hours, rows
// per writing shard.

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

// Daily rollups (migration 1600), what the Trends screen reads: a row per UTC day and writing
// shard; each figure is the day's 96 running totals by quarter hour (element g, 1-based, sums the
// quarter hours 0..g-1 of the UTC day).

export const trendAppointmentDays = pgTable(
  'trend_appointment_days',
  {
    day: date('day').notNull(),
    shard: smallint('shard').notNull(),
    booked: bigint('booked', { mode: 'number' }).array().notNull(),
    completed: bigint('completed', { mode: 'number' }).array().notNull(),
    cancelled: bigint('cancelled', { mode: 'number' }).array().notNull(),
  },
  (t) => [primaryKey({ name: 'trend_appointment_days_pk', columns: [t.day, t.shard] })],
);

export const trendPaymentDays = pgTable(
  'trend_payment_days',
  {
    day: date('day').notNull(),
    shard: smallint('shard').notNull(),
    collectedCents: bigint('collected_cents', { mode: 'number' }).array().notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).array().notNull(),
    platformCents: bigint('platform_cents', { mode: 'number' }).array().notNull(),
    doctorsCents: bigint('doctors_cents', { mode: 'number' }).array().notNull(),
  },
  (t) => [primaryKey({ name: 'trend_payment_days_pk', columns: [t.day, t.shard] })],
);

export const trendUserDays = pgTable(
  'trend_user_days',
  {
    /** 'patient_joined' (by created_at) or 'doctor_approved' (by approved_at); deleted people left out. */
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    shard: smallint('shard').notNull(),
    users: bigint('users', { mode: 'number' }).array().notNull(),
  },
  (t) => [primaryKey({ name: 'trend_user_days_pk', columns: [t.kind, t.day, t.shard] })],
);
