import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { createdAt, id, publicUid, timestampTz } from './columns.js';
import { users } from './users.js';

/**
 * A card payment for an appointment (type normal, or extended for an extended video call). Amounts
 * in cents. A refund id makes it refunded; refunding is a conditional update on refund_id IS NULL.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    uid: publicUid(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** Copied from the appointment so the payments list filters and sorts without a join. */
    doctorId: bigint('doctor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    appointmentCreatedAt: timestampTz('appointment_created_at').notNull(),
    transactionId: text('transaction_id').notNull(),
    chargeId: text('charge_id'),
    last4: text('last4'),
    status: text('status').notNull(),
    type: text('type').notNull().default('normal'),
    collectedAmountCents: integer('collected_amount_cents').notNull(),
    destinationAmountCents: integer('destination_amount_cents').notNull(),
    applicationAmountCents: integer('application_amount_cents').notNull(),
    handlingChargeCents: integer('handling_charge_cents').notNull().default(0),
    refundId: text('refund_id'),
    refundAmountCents: integer('refund_amount_cents'),
    refundType: text('refund_type'),
    refundReason: text('refund_reason'),
    /** The administrator who refunded (admins table, see platform.ts). */
    refundedBy: bigint('refunded_by', { mode: 'number' }),
    refundedAt: timestampTz('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('transactions_status_check', sql`${t.status} in ('succeeded', 'failed', 'pending')`),
    check('transactions_type_check', sql`${t.type} in ('normal', 'extended')`),
    check(
      'transactions_refund_type_check',
      sql`${t.refundType} is null or ${t.refundType} in ('full_refund', 'partial_refund')`,
    ),
    uniqueIndex('transactions_transaction_id_uq').on(t.transactionId),
    index('transactions_appointment_idx').on(t.appointmentId),
    index('transactions_appt_created_idx').on(t.appointmentCreatedAt, t.id),
    index('transactions_doctor_created_idx').on(t.doctorId, t.appointmentCreatedAt, t.id),
    index('transactions_status_created_idx').on(t.status, t.appointmentCreatedAt, t.id),
    index('transactions_refunded_created_idx')
      .on(t.appointmentCreatedAt, t.id)
      .where(sql`${t.refundId} is not null`),
  ],
);
