import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, transactions } from '../../db/schema/index.js';
import { dollars } from '../appointments/people.js';
import { apptIdSearch } from '../appointments/list-spec.js';
import { type ListQuery, whereSql } from '../../plugins/list-query.js';
import { paymentListSpec } from './list-spec.js';

export interface PaymentTotals {
  /** Charged, in dollars. */
  collected: string;
  /** Given back by refunds, in dollars. */
  refunded: string;
  /** collected − refunded. */
  net: string;
  /** The payments counted. */
  count: number;
  refunded_count: number;
}

/**
 * The totals of every payment the list's filter and search match (not just the page): one
 * aggregate over the same condition, an index-only scan of transactions_status_paid_idx for the
 * list's usual filter (succeeded, a transaction-date range; migration 0601).
 */
export async function paymentTotals(
  app: FastifyInstance,
  list: ListQuery,
  timeZone: string,
): Promise<PaymentTotals> {
  const spec = paymentListSpec(timeZone);
  const base = app.db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      collected: sql<number>`coalesce(sum(${transactions.collectedAmountCents}), 0)`.mapWith(Number),
      refunded: sql<number>`coalesce(sum(${transactions.refundAmountCents}), 0)`.mapWith(Number),
      refundedCount: sql<number>`count(${transactions.refundAmountCents})`.mapWith(Number),
    })
    .from(transactions)
    .$dynamic();
  const query = list.search
    ? base.innerJoin(appointments, eq(appointments.id, transactions.appointmentId))
    : base;
  const [row] = await query.where(whereSql(list, spec, apptIdSearch(list.search)));
  return {
    collected: dollars(row.collected) ?? '0.00',
    refunded: dollars(row.refunded) ?? '0.00',
    net: dollars(row.collected - row.refunded) ?? '0.00',
    count: row.count,
    refunded_count: row.refundedCount,
  };
}
