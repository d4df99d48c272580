import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { cascadeRef, createdAt, id, publicUid, setNullRef, timestampTz } from './columns.js';
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
    appointmentId: cascadeRef('appointment_id', () => appointments.id),
    /** Copied from the appointment so the payments list filters and sorts without a join. */
    doctorId: setNullRef('doctor_id', () => users.id),
    appointmentCreatedAt: timestampTz('appointment_created_at').notNull(),
    transactionId: text('transaction_id').notNull(),
    chargeId: text('charge_id'),
    last4: text('last4'),
    status: text('status').$type<'succeeded' | 'failed' | 'pending'>().notNull(),
    type: text('type').$type<'normal' | 'extended'>().notNull().default('normal'),
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
    // The list's orders on its filters (migration 0520): transaction date, payment status, total.
    index('transactions_status_paid_idx').on(t.status, t.createdAt, t.id),
    index('transactions_doctor_paid_idx').on(t.doctorId, t.createdAt, t.id),
    // Every payment, unfiltered, in that order: an export's keyset batches (migration 0970).
    index('transactions_paid_idx').on(t.createdAt, t.id),
    index('transactions_refunded_paid_idx').on(t.createdAt, t.id).where(sql`${t.refundId} is not null`),
    index('transactions_payment_status_asc_idx').on(
      t.status,
      sql`(${t.refundId} is not null) asc nulls last`,
      t.id,
    ),
    index('transactions_payment_status_desc_idx').on(
      t.status,
      sql`(${t.refundId} is not null) desc nulls last`,
      t.id.desc(),
    ),
    index('transactions_status_collected_idx').on(t.status, t.collectedAmountCents, t.id),
  ],
);

/**
 * A refund's intent, written before the gateway is called (modules/payments/refund-attempts.ts):
 * the idempotency key derives from the payment and the attempt, so a retry or the recovery pass
 * asks the gateway about the refund a crashed request may have made.
 */
export const refundAttempts = pgTable(
  'refund_attempts',
  {
    id: id(),
    transactionId: cascadeRef('transaction_id', () => transactions.id),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    gateway: text('gateway').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundType: text('refund_type').notNull(),
    adminId: bigint('admin_id', { mode: 'number' }),
    requestId: text('request_id'),
    state: text('state').notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: createdAt(),
    resolvedAt: timestampTz('resolved_at'),
  },
  (t) => [
    check('refund_attempts_state_check', sql`${t.state} in ('pending', 'succeeded', 'released')`),
    uniqueIndex('refund_attempts_key_uq').on(t.idempotencyKey),
    uniqueIndex('refund_attempts_transaction_attempt_uq').on(t.transactionId, t.attempt),
    index('refund_attempts_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
  ],
);

/** The local ledger gateway's record of the refunds it made, one per idempotency key. */
export const ledgerRefunds = pgTable(
  'ledger_refunds',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    refundId: text('refund_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_refunds_transaction_idx').on(t.transactionId)],
);
