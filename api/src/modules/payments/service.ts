import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appointments, patientProfiles, transactions } from '../../db/schema/index.js';
import { runCompiled } from '../../lib/compiled-queries.js';
import { countPaymentsFromCounters, paymentsCounter } from '../../lib/counted-lists.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { compiledIdReaders, type PageWindow, pageBounds, readListPage } from '../../lib/deep-pages.js';
import { type ListQuery, orderBySql, whereSql } from '../../plugins/list-query.js';
import { apptIdSearch } from '../appointments/list-spec.js';
import { doctor, partyColumns, patient } from '../appointments/party-columns.js';
import { dollars, maskedPatient, toIso } from '../appointments/people.js';
import { type TransactionFields, transactionAnswer } from '../appointments/service.js';
import { GatewayError, type PaymentGateway } from './gateway/index.js';
import { paymentListSpec } from './list-spec.js';
import type { ValidRefund } from './refund-rules.js';

/** The columns a payment answer is made of (transactionAnswer), not the whole row. */
const transactionColumns = {
  uid: transactions.uid,
  transactionId: transactions.transactionId,
  chargeId: transactions.chargeId,
  last4: transactions.last4,
  status: transactions.status,
  type: transactions.type,
  refundId: transactions.refundId,
  refundAmountCents: transactions.refundAmountCents,
  refundType: transactions.refundType,
  refundReason: transactions.refundReason,
  refundedAt: transactions.refundedAt,
  collectedAmountCents: transactions.collectedAmountCents,
  destinationAmountCents: transactions.destinationAmountCents,
  applicationAmountCents: transactions.applicationAmountCents,
  handlingChargeCents: transactions.handlingChargeCents,
  createdAt: transactions.createdAt,
} satisfies Record<keyof TransactionFields, unknown>;

/** Sorts on the appointment's own columns (the others are copied onto the payment row). */
const APPOINTMENT_SORTS = ['appointment.appt_id', 'appointment.date_utc', 'appointment.booking_amount'];

/** GET /user/payments: successful and refunded charges with their appointment. */
export async function listPayments(app: FastifyInstance, list: ListQuery, timeZone: string) {
  const spec = paymentListSpec(timeZone);
  // Built only when a query is built (see runCompiled): everything in it comes from `list` and the zone.
  const where = () => whereSql(list, spec, apptIdSearch(list.search));
  const key = `payments ${timeZone} ${JSON.stringify(list)}`;
  const withAppointment = list.populate.some((name) => name.startsWith('appointment'));
  // The page's ids first (joining the appointment only for a search or a sort on its columns),
  // then only those rows with their appointment, patient and doctor.
  const needsAppointment =
    list.search !== null || list.sort.some((term) => APPOINTMENT_SORTS.includes(term.field));
  const withJoin = <Q extends PgSelect>(query: Q): Q =>
    needsAppointment
      ? (query.innerJoin(appointments, eq(appointments.id, transactions.appointmentId)) as unknown as Q)
      : query;
  const countTotal = () =>
    countPaymentsFromCounters(app.db, list) ??
    runCompiled(app.db, `${key} count`, () =>
      withJoin(app.db.select({ total: count() }).from(transactions).$dynamic()).where(where()),
    ).then(([row]) => Number(row.total));
  /** The page's ids, and with `total` that column too (the matches' count, for a search). */
  const pageIds = (window: PageWindow, total?: SQL<number>) => {
    const bounds = pageBounds(window);
    return withJoin(
      app.db
        .select({ id: transactions.id, ...(total ? { total } : {}) })
        .from(transactions)
        .$dynamic(),
    )
      .where(where())
      .orderBy(...orderBySql(list, spec, window))
      .limit(bounds.limit)
      .offset(bounds.offset);
  };
  const pageColumns = {
    id: transactions.id,
    payment: transactionColumns,
    appointment: {
      uid: appointments.uid,
      apptId: appointments.apptId,
      status: appointments.status,
      bookingType: appointments.bookingType,
      dateUtc: appointments.dateUtc,
      createdAt: appointments.createdAt,
      totalCostCents: appointments.totalCostCents,
      bookingAmountCents: appointments.bookingAmountCents,
      extendedCount: appointments.extendedCount,
    },
    ...partyColumns,
  };
  const withParties = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(appointments, eq(appointments.id, transactions.appointmentId))
      .leftJoin(patient, eq(patient.id, appointments.userId))
      .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.userId))
      .leftJoin(doctor, eq(doctor.id, appointments.doctorId));

  // As for appointments: a page near the start in one statement, a deep one ids first.
  type PageRow = Awaited<ReturnType<typeof readByIds>>[number];
  const readByIds = (ids: number[]) =>
    runCompiled(app.db, `payments by id ${ids.join(',')}`, () =>
      withParties(app.db.select(pageColumns).from(transactions).$dynamic()).where(
        inArray(transactions.id, ids),
      ),
    );
  const counter = paymentsCounter(list);
  const { rows, total } = await readListPage<PageRow>(list, {
    counted: counter !== null,
    countTotal,
    readShallow: () =>
      runCompiled(app.db, `${key} page`, () => {
        const page = pageIds({ reversed: false, offset: list.offset, limit: list.limit }).as('page');
        return withParties(
          app.db
            .select({ ...pageColumns, total: counter?.() ?? sql<null>`null` })
            .from(page)
            .innerJoin(transactions, eq(transactions.id, page.id))
            .$dynamic(),
        ).orderBy(...orderBySql(list, spec));
      }) as Promise<(PageRow & { total: number | null })[]>,
    ...compiledIdReaders(app.db, key, pageIds),
    readByIds,
  });

  return {
    appointments: rows.map((row) => {
      const answer: Record<string, unknown> = transactionAnswer(row.payment);
      if (withAppointment) {
        const appointment: Record<string, unknown> = {
          uid: row.appointment.uid,
          appt_id: row.appointment.apptId,
          status: row.appointment.status,
          booking_type: row.appointment.bookingType,
          date_utc: toIso(row.appointment.dateUtc),
          created_at: toIso(row.appointment.createdAt),
          total_cost: dollars(row.appointment.totalCostCents),
          booking_amount: dollars(row.appointment.bookingAmountCents),
          extended_count: row.appointment.extendedCount,
        };
        if (list.populate.includes('appointment.user')) {
          appointment.user = maskedPatient(app, {
            uid: row.patientUid,
            status: row.patientStatus,
            deletedAt: row.patientDeletedAt,
            fullNameEnc: row.patientNameEnc,
            emailEnc: row.patientEmailEnc,
          });
        }
        if (list.populate.includes('appointment.doctor')) {
          appointment.doctor = row.doctorUid
            ? {
                uid: row.doctorUid,
                full_name: row.doctorName,
                status: row.doctorStatus,
                deleted_at: toIso(row.doctorDeletedAt),
              }
            : null;
        }
        answer.appointment = appointment;
      }
      return answer;
    }),
    count: total,
    limit: list.limit,
  };
}

/**
 * POST /payments/refund/{uid}: at most one refund per payment, also under simultaneous requests.
 * 1. Claim: one conditional UPDATE (refund_id IS NULL and no refund under way) marks the refund as
 *    under way; a second request matches no row and is refused.
 * 2. The gateway refunds (outside any database transaction: a card processor call must not hold a
 *    lock or PGlite's single connection).
 * 3. Record: in one statement, the refund id, amount, reason and admin, and the audit entry.
 *    If the gateway refused, the claim is released so the admin can try again.
 */
export async function refundPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  gateway: PaymentGateway,
  paymentUid: string,
  refund: ValidRefund,
) {
  const [payment] = await app.db.select().from(transactions).where(eq(transactions.uid, paymentUid)).limit(1);
  if (!payment) throw notFound('Payment not found');
  if (payment.refundId) throw conflict('This payment has already been refunded');
  if (payment.status !== 'succeeded') throw badRequest('Only a successful payment can be refunded');

  const totalCents = payment.collectedAmountCents;
  const amountCents = refund.type === 'full_refund' ? totalCents : (refund.amountCents ?? 0);
  if (refund.type === 'partial_refund') {
    if (amountCents > totalCents) throw badRequest('Refund amount cannot be greater than total amount');
    if (amountCents === totalCents) throw badRequest('Please select the Full Refund option');
  } else if (refund.amountCents !== null && refund.amountCents !== totalCents) {
    throw badRequest('A full refund returns the total amount');
  }

  const claim = await app.db
    .update(transactions)
    .set({ refundType: refund.type, refundReason: refund.reason, refundedBy: request.admin?.id ?? null })
    .where(
      and(eq(transactions.id, payment.id), isNull(transactions.refundId), isNull(transactions.refundType)),
    )
    .returning({ id: transactions.id });
  if (claim.length === 0) {
    const [now] = await app.db
      .select({ refundId: transactions.refundId })
      .from(transactions)
      .where(eq(transactions.id, payment.id));
    throw conflict(
      now?.refundId
        ? 'This payment has already been refunded'
        : 'A refund of this payment is already under way',
    );
  }

  let result: Awaited<ReturnType<PaymentGateway['refund']>>;
  try {
    result = await gateway.refund({
      chargeId: payment.chargeId,
      transactionId: payment.transactionId,
      amountCents,
      reason: refund.reason,
      idempotencyKey: `refund:${payment.uid}:${randomUUID()}`,
    });
  } catch (error) {
    await app.db
      .update(transactions)
      .set({ refundType: null, refundReason: null, refundedBy: null })
      .where(and(eq(transactions.id, payment.id), isNull(transactions.refundId)));
    if (error instanceof GatewayError) throw new HttpError(502, error.message);
    throw error;
  }

  const updated = await recordRefund(app, request, payment, result, {
    type: refund.type,
    amount_cents: result.amountCents,
    refund_id: result.refundId,
    gateway: gateway.name,
  });
  if (!updated) throw conflict('This payment has already been refunded');
  return { payment: transactionAnswer(updated) };
}

/**
 * Step 3 of a refund: the refund id and amount written and the audit entry added by one statement,
 * so both exist or neither does without a transaction's extra round trips, and the counter rows
 * its trigger updates (revenue, refunded and open payments) stay locked only while it runs, not
 * while this process gets round to its next statement: simultaneous refunds queued on them.
 */
async function recordRefund(
  app: FastifyInstance,
  request: FastifyRequest,
  payment: { id: number; uid: string },
  result: { refundId: string; amountCents: number },
  details: Record<string, unknown>,
): Promise<TransactionFields | undefined> {
  const [row] = await app.database.query<TransactionFields>(
    `with updated as (
       update transactions set refund_id = $2, refund_amount_cents = $3, refunded_at = now()
        where id = $1 and refund_id is null
       returning *),
     audited as (
       insert into audit_log (admin_id, action, target_type, target_uid, request_id, ip, details)
       select $4, 'payment.refund', 'payment', $5, $6, $7, $8::jsonb from updated)
     select uid, transaction_id as "transactionId", charge_id as "chargeId", last4, status, type,
            refund_id as "refundId", refund_amount_cents as "refundAmountCents", refund_type as "refundType",
            refund_reason as "refundReason", refunded_at as "refundedAt",
            collected_amount_cents as "collectedAmountCents",
            destination_amount_cents as "destinationAmountCents",
            application_amount_cents as "applicationAmountCents",
            handling_charge_cents as "handlingChargeCents", created_at as "createdAt"
       from updated`,
    [
      payment.id,
      result.refundId,
      result.amountCents,
      request.admin?.id ?? null,
      payment.uid,
      request.id,
      request.ip,
      JSON.stringify(details),
    ],
    'refund_record',
  );
  return row;
}
