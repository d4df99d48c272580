import type { Sql } from '../../db/client.js';
import { namedQuery } from '../../lists/index.js';
import type { TransactionFields } from '../../money/transaction-answer.js';

/** A refund's intent (refund_attempts) with what the gateway needs of its payment. */
export interface RefundAttempt {
  id: number;
  transactionId: number;
  paymentUid: string;
  /** Our transaction id (text), sent to the gateway as metadata. */
  transactionRef: string;
  chargeId: string | null;
  attempt: number;
  /** The gateway the attempt went to ('unknown' for claims older than intents). */
  gateway: string;
  idempotencyKey: string;
  amountCents: number;
  refundType: string;
  adminId: number | null;
  requestId: string | null;
  createdAt: Date;
}

const ATTEMPT_COLUMNS = `a.id, a.transaction_id as "transactionId", t.uid as "paymentUid",
  t.transaction_id as "transactionRef", t.charge_id as "chargeId", a.attempt, a.gateway,
  a.idempotency_key as "idempotencyKey", a.amount_cents as "amountCents", a.refund_type as "refundType",
  a.admin_id as "adminId", a.request_id as "requestId", a.created_at as "createdAt"`;

const normalise = (row: RefundAttempt): RefundAttempt => ({
  ...row,
  id: Number(row.id),
  transactionId: Number(row.transactionId),
  adminId: row.adminId === null ? null : Number(row.adminId),
  createdAt: new Date(row.createdAt),
});

export interface Claim {
  paymentId: number;
  refundType: string;
  reason: string;
  adminId: number | null;
  amountCents: number;
  gateway: string;
  requestId: string;
}

/**
 * Step 1 of a refund, one statement: the payment is marked as being refunded (only while it has no
 * refund and none under way, so a second request matches nothing) and the intent is written with
 * its idempotency key, `refund:<payment uid>:<attempt>`: deterministic, so whoever finds the
 * attempt later (a retry, the recovery pass) asks the gateway about the very same refund. Null when
 * the payment could not be claimed.
 */
export async function claimRefund(sql: Sql, claim: Claim): Promise<RefundAttempt | null> {
  const [row] = await sql.query<RefundAttempt>(
    `with claimed as (
       update transactions set refund_type = $2, refund_reason = $3, refunded_by = $4
        where id = $1 and refund_id is null and refund_type is null
       returning id, uid, transaction_id, charge_id),
     next as (select coalesce(max(attempt), 0) + 1 as n from refund_attempts where transaction_id = $1),
     a as (
       insert into refund_attempts
              (transaction_id, attempt, idempotency_key, gateway, amount_cents, refund_type, admin_id, request_id)
       select c.id, next.n, 'refund:' || c.uid || ':' || next.n, $5, $6, $2, $4, $7 from claimed c, next
       returning *)
     select ${ATTEMPT_COLUMNS} from a join claimed t on t.id = a.transaction_id`,
    [
      claim.paymentId,
      claim.refundType,
      claim.reason,
      claim.adminId,
      claim.gateway,
      claim.amountCents,
      claim.requestId,
    ],
  );
  return row ? normalise(row) : null;
}

/**
 * The payment's refund under way, if any, and whether it has been so for longer than
 * `leaseSeconds` (by the database's clock, as staleAttempts).
 */
export async function pendingAttemptOf(
  sql: Sql,
  paymentId: number,
  leaseSeconds: number,
): Promise<(RefundAttempt & { stale: boolean }) | null> {
  const [row] = await sql.query<RefundAttempt & { stale: boolean }>(
    `select ${ATTEMPT_COLUMNS}, a.created_at < now() - make_interval(secs => $2) as stale
       from refund_attempts a join transactions t on t.id = a.transaction_id
      where a.transaction_id = $1 and a.state = 'pending' order by a.attempt desc limit 1`,
    [paymentId, leaseSeconds],
  );
  return row ? { ...normalise(row), stale: row.stale } : null;
}

/** Refunds under way since before `olderThanSeconds` ago: what the recovery pass settles. */
export async function staleAttempts(sql: Sql, olderThanSeconds: number): Promise<RefundAttempt[]> {
  const rows = await sql.query<RefundAttempt>(
    `select ${ATTEMPT_COLUMNS} from refund_attempts a join transactions t on t.id = a.transaction_id
      where a.state = 'pending' and a.created_at < now() - make_interval(secs => $1)
      order by a.created_at limit 100`,
    [olderThanSeconds],
  );
  return rows.map(normalise);
}

/** Who recorded the refund, for its audit entry. */
export interface Recorder {
  adminId: number | null;
  requestId: string | null;
  ip: string | null;
}

/** A refund recorded: the payment, its attempt settled and its audit entry, in one statement. */
const recordRefundStatement = namedQuery<TransactionFields>(
  'refund_record',
  `with updated as (
     update transactions set refund_id = $2, refund_amount_cents = $3, refunded_at = now()
      where id = $1 and refund_id is null
     returning *),
   settled as (
     update refund_attempts set state = 'succeeded', gateway_refund_id = $2, resolved_at = now()
      where id = $9 and state = 'pending' and exists (select 1 from updated)),
   audited as (
     insert into audit_log (admin_id, action, target_type, target_uid, request_id, ip, details)
     select $4, 'payment.refund', 'payment', $5, $6, $7, $8::jsonb from updated)
   select uid, transaction_id as "transactionId", charge_id as "chargeId", last4, status, type,
          refund_id as "refundId", refund_amount_cents as "refundAmountCents", refund_type as "refundType",
          refund_reason as "refundReason", refunded_at as "refundedAt",
          collected_amount_cents as "collectedAmountCents",
          destination_amount_cents as "destinationAmountCents",
          application_amount_cents as "applicationAmountCents",
          handling_charge_cents as "handlingChargeCents", created_at as "createdAt",
          (select a.full_name from admins a where a.id = updated.refunded_by) as "refundedByName"
     from updated`,
);

/**
 * Step 3: the refund id and amount written on the payment, the attempt settled and the audit entry
 * added, all by one statement, so they exist together or not at all; and the counter rows its
 * trigger updates (revenue, refunded and open payments) stay locked only while it runs, not while
 * this process gets round to its next statement: simultaneous refunds queued on them. Undefined
 * when the payment already had a refund recorded.
 */
export async function recordRefund(
  sql: Sql,
  attempt: RefundAttempt,
  result: { refundId: string; amountCents: number },
  by: Recorder,
  details: Record<string, unknown>,
): Promise<TransactionFields | undefined> {
  const [row] = await recordRefundStatement(sql, [
    attempt.transactionId,
    result.refundId,
    result.amountCents,
    by.adminId,
    attempt.paymentUid,
    by.requestId,
    by.ip,
    JSON.stringify(details),
    attempt.id,
  ]);
  return row;
}

/**
 * Settles an attempt whose refund the payment already carries (recorded by another path): only the
 * attempt's state changes.
 */
export async function markAttemptSucceeded(
  sql: Sql,
  attempt: RefundAttempt,
  refundId: string,
): Promise<void> {
  await sql.query(
    `update refund_attempts set state = 'succeeded', gateway_refund_id = $2, resolved_at = now()
      where id = $1 and state = 'pending'`,
    [attempt.id, refundId],
  );
}

/**
 * The gateway made no refund for this attempt: the attempt is released and, while it is still the
 * payment's refund under way, the claim on the payment is lifted so an administrator can try again
 * (with the next attempt's key). One statement; false when the attempt was no longer pending.
 */
export async function releaseRefund(sql: Sql, attempt: RefundAttempt): Promise<boolean> {
  const rows = await sql.query(
    `with released as (
       update refund_attempts set state = 'released', resolved_at = now()
        where id = $1 and state = 'pending'
       returning transaction_id)
     update transactions set refund_type = null, refund_reason = null, refunded_by = null
      where id = (select transaction_id from released) and refund_id is null
     returning id`,
    [attempt.id],
  );
  if (rows.length) return true;
  const [still] = await sql.query<{ state: string }>('select state from refund_attempts where id = $1', [
    attempt.id,
  ]);
  return still?.state === 'released';
}
