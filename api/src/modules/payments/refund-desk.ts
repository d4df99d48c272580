import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/client.js';
import { databaseErrorCode } from '../../lib/db-errors.js';
import type { PaymentGateway } from './gateway/index.js';
import { countRecoveryPass } from '../../lib/ops-counters.js';
import {
  markAttemptSucceeded,
  type RefundAttempt,
  recordRefund,
  releaseRefund,
  staleAttempts,
} from './refund-attempts.js';

/** What asking the gateway about a refund left under way came to. */
export type Settlement = 'refunded' | 'released' | 'unknown';

/** How often the recovery pass runs: a third of the lease, between half a second and 10 s. */
export function recoveryIntervalMs(leaseSeconds: number): number {
  return Math.min(Math.max((leaseSeconds * 1000) / 3, 500), 10_000);
}

/**
 * The refunds of one process: the gateway, the attempts this process has in hand (never settled
 * behind their back), and the recovery pass. A refund under way for longer than the lease
 * (REFUND_LEASE_SECONDS, above the gateway's longest call) was left by a crash or a lost answer;
 * the pass asks the gateway whether it made the refund and records it or releases the payment. It
 * runs at start-up and every recoveryIntervalMs, so with the default 30 s lease no payment stays
 * under way for more than about 40 s.
 */
export function createRefundDesk(opts: {
  sql: Sql;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  leaseSeconds: number;
}) {
  const { sql, gateway, log, leaseSeconds } = opts;
  const inHand = new Set<number>();

  /**
   * Asks the gateway what became of `attempt`, and records the refund or releases the payment.
   * `release: false` only records: right after a call that got no answer, the request may still
   * reach the gateway, so "no refund yet" is no reason to let a new attempt start.
   */
  async function settle(attempt: RefundAttempt, { release = true } = {}): Promise<Settlement> {
    if (attempt.gateway !== gateway.name && attempt.gateway !== 'unknown') {
      log.warn(
        { payment: attempt.paymentUid, attempt: attempt.attempt, gateway: attempt.gateway },
        'refund under way at another gateway than the one configured: left for the operator',
      );
      return 'unknown';
    }
    const found = await gateway.findRefund({
      chargeId: attempt.chargeId,
      transactionId: attempt.transactionRef,
      idempotencyKey: attempt.idempotencyKey,
    });
    if (!found) {
      if (!release) return 'unknown';
      await releaseRefund(sql, attempt);
      log.info(
        { payment: attempt.paymentUid, attempt: attempt.attempt },
        'refund under way released: the gateway made none',
      );
      return 'released';
    }
    const recorded = await recordRefund(
      sql,
      attempt,
      found,
      { adminId: attempt.adminId, requestId: attempt.requestId, ip: null },
      {
        type: attempt.refundType,
        amount_cents: found.amountCents,
        refund_id: found.refundId,
        gateway: gateway.name,
        recovered: true,
      },
    );
    if (!recorded) {
      const [payment] = await sql.query<{ refund_id: string | null }>(
        'select refund_id from transactions where id = $1',
        [attempt.transactionId],
      );
      if (payment?.refund_id !== found.refundId) {
        log.error(
          { payment: attempt.paymentUid, attempt: attempt.attempt },
          'the gateway holds a refund other than the one recorded on the payment: check it by hand',
        );
      }
      await markAttemptSucceeded(sql, attempt, found.refundId);
    }
    log.info(
      { payment: attempt.paymentUid, attempt: attempt.attempt },
      'refund under way finished: the gateway had made it',
    );
    return 'refunded';
  }

  /** Settles `attempt` unless this process has it in hand; 'unknown' when the gateway cannot say. */
  async function settleIfLeft(attempt: RefundAttempt): Promise<Settlement> {
    if (inHand.has(attempt.id)) return 'unknown';
    inHand.add(attempt.id);
    try {
      return await settle(attempt);
    } catch (error) {
      log.warn({ payment: attempt.paymentUid, err: error }, 'refund under way not settled yet');
      return 'unknown';
    } finally {
      inHand.delete(attempt.id);
    }
  }

  let passing: Promise<void> | null = null;
  const pass = () => {
    passing ??= (async () => {
      countRecoveryPass();
      try {
        for (const attempt of await staleAttempts(sql, leaseSeconds)) await settleIfLeft(attempt);
      } catch (error) {
        log.warn(
          { error_code: databaseErrorCode(error) },
          'refund recovery pass skipped: the database could not be read',
        );
      }
    })().finally(() => {
      passing = null;
    });
    return passing;
  };
  let timer: NodeJS.Timeout | null = null;

  return {
    gateway,
    leaseSeconds,
    /** Marks an attempt as this process's until `release`: the recovery pass leaves it alone. */
    hold(attempt: RefundAttempt) {
      inHand.add(attempt.id);
    },
    release(attempt: RefundAttempt) {
      inHand.delete(attempt.id);
    },
    settle,
    settleIfLeft,
    /** One recovery pass now (also what the timer runs). */
    recover: pass,
    start() {
      void pass();
      timer = setInterval(pass, recoveryIntervalMs(leaseSeconds));
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await passing;
    },
  };
}

export type RefundDesk = ReturnType<typeof createRefundDesk>;
