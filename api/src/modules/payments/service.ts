import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admins, appointments, patientProfiles, transactions } from '../../db/schema/index.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { csvDateTime, csvDollars } from '../../lib/list-export.js';
import { type ListCsv, type ListDefinition, type ListQuery, readList } from '../../lists/index.js';
import { partyLookup } from '../../people/party-lookup.js';
import { apptIdSearch } from '../appointments/index.js';
import { doctor, type PartyRow, partyColumns, patient } from '../../people/party-columns.js';
import { dollars } from '../../money/dollars.js';
import { maskedPatient } from '../../people/masked-patient.js';
import { toIso } from '../../time/iso.js';
import { type TransactionFields, transactionAnswer } from '../../money/transaction-answer.js';
import { faultPoint } from '../../lib/fault-points.js';
import { GatewayError, type RefundResult } from './gateway/index.js';
import { paymentListSpec, paymentsCounter } from './list-spec.js';
import { claimRefund, pendingAttemptOf, recordRefund, releaseRefund } from './refund-attempts.js';
import type { RefundDesk } from './refund-desk.js';
import type { ValidRefund } from './refund-rules.js';
import { requireFreshProofForRefund } from '../second-factor/index.js';

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
  refundedByName: sql<
    string | null
  >`(select ${admins.fullName} from ${admins} where ${admins.id} = ${transactions.refundedBy})`,
} satisfies Record<keyof TransactionFields, unknown>;

/** Sorts on the appointment's own columns (the others are copied onto the payment row). */
const APPOINTMENT_SORTS = ['appointment.appt_id', 'appointment.date_utc', 'appointment.booking_amount'];

/** A payment's row: its answer fields, its appointment and the appointment's patient and doctor. */
const pageColumns = {
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

type PageRow = {
  payment: TransactionFields;
  appointment: {
    uid: string;
    apptId: string;
    status: string;
    bookingType: string;
    dateUtc: Date;
    createdAt: Date;
    totalCostCents: number;
    bookingAmountCents: number;
    extendedCount: number;
  };
} & PartyRow;

function withParties<Q extends PgSelect>(query: Q): Q {
  // The selection is explicit, so joining changes nothing in the rows' type.
  return query
    .innerJoin(appointments, eq(appointments.id, transactions.appointmentId))
    .leftJoin(patient, eq(patient.id, appointments.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.userId))
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId)) as unknown as Q;
}

function paymentAnswer(app: FastifyInstance, row: PageRow, populate: string[]) {
  const answer: Record<string, unknown> = transactionAnswer(row.payment);
  if (!populate.some((name) => name.startsWith('appointment'))) return answer;
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
  if (populate.includes('appointment.user')) {
    appointment.user = maskedPatient(app, {
      uid: row.patientUid,
      status: row.patientStatus,
      deletedAt: row.patientDeletedAt,
      fullNameEnc: row.patientNameEnc,
      emailEnc: row.patientEmailEnc,
    });
  }
  if (populate.includes('appointment.doctor')) {
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
  return answer;
}

/** What the payments' CSV file reads of a row: its cells' columns, and its people's ids. */
const csvSelect = {
  apptId: appointments.apptId,
  createdAt: transactions.createdAt,
  transactionId: transactions.transactionId,
  patientId: appointments.userId,
  doctorId: appointments.doctorId,
  destinationAmountCents: transactions.destinationAmountCents,
  applicationAmountCents: transactions.applicationAmountCents,
  collectedAmountCents: transactions.collectedAmountCents,
  type: transactions.type,
  refundId: transactions.refundId,
  refundAmountCents: transactions.refundAmountCents,
  refundType: transactions.refundType,
  refundedAt: transactions.refundedAt,
};

type CsvRow = {
  apptId: string;
  createdAt: Date;
  transactionId: string;
  patientId: number | null;
  doctorId: number | null;
  destinationAmountCents: number;
  applicationAmountCents: number;
  collectedAmountCents: number;
  type: string;
  refundId: string | null;
  refundAmountCents: number | null;
  refundType: string | null;
  refundedAt: Date | null;
};

/**
 * GET /user/payments as CSV: the list's columns for every match, the patient masked as on the
 * screen. Its rows select only what the cells read, so the list's joins to the patient and doctor
 * are left out of the statement; their names come from the export's lookup (partyLookup).
 */
function paymentsCsv(app: FastifyInstance, timeZone: string): ListCsv<CsvRow> {
  const at = csvDateTime(timeZone);
  const people = partyLookup<CsvRow>(app);
  const [patientName, doctorName] = people.cells;
  return {
    file: 'payments',
    action: 'payment.export',
    select: csvSelect,
    prepareBatch: people.prepareBatch,
    columns: [
      { header: 'Appointment ID', cell: (row) => row.apptId },
      { header: 'Transaction Date', cell: (row) => at(row.createdAt) },
      { header: 'Transaction ID', cell: (row) => row.transactionId || '-' },
      patientName,
      doctorName,
      { header: 'Doctor ($)', cell: (row) => csvDollars(row.destinationAmountCents) },
      { header: 'Platform ($)', cell: (row) => csvDollars(row.applicationAmountCents) },
      { header: 'Total Amount', cell: (row) => csvDollars(row.collectedAmountCents) },
      { header: 'Extended', cell: (row) => (row.type === 'extended' ? 'Yes' : 'No') },
      {
        header: 'Refund',
        cell: (row) => (row.refundId ? csvDollars(row.refundAmountCents) : ''),
      },
      {
        header: 'Refund Type',
        cell: (row) => (row.refundId ? String(row.refundType ?? '') : ''),
      },
      { header: 'Refunded At', cell: (row) => (row.refundId ? at(row.refundedAt) : '') },
      { header: 'Status', cell: (row) => (row.refundId ? 'Refunded' : 'Success') },
    ],
  };
}

/**
 * GET /user/payments as the list engine reads it: the page's ids from transactions alone (joined
 * to the appointment only for a search or a sort on its columns), then only those rows with their
 * appointment, patient and doctor; the same rows as CSV.
 */
export function paymentList(
  app: FastifyInstance,
  timeZone: string,
): ListDefinition<PageRow, unknown, CsvRow> {
  return {
    name: 'payments',
    spec: paymentListSpec(timeZone),
    table: transactions,
    id: transactions.id,
    idJoins: (list) =>
      list.search !== null || list.sort.some((term) => APPOINTMENT_SORTS.includes(term.field))
        ? sql`inner join ${appointments} on ${appointments.id} = ${transactions.appointmentId}`
        : undefined,
    search: (text, _list, bind) => ({ condition: apptIdSearch(text, bind) as SQL, freeText: true }),
    counter: paymentsCounter,
    columns: pageColumns,
    joins: withParties,
    map: (row, list) => paymentAnswer(app, row, list.populate),
    csv: paymentsCsv(app, timeZone),
  };
}

/**
 * GET /user/payments: a page of `payments` (paymentList), successful and refunded charges with
 * their appointment. `knownTotal`: the number of matches when the caller has it already (the
 * range's totals count the same payments).
 */
export async function listPayments(
  app: FastifyInstance,
  payments: ReturnType<typeof paymentList>,
  list: ListQuery,
  knownTotal?: () => Promise<number>,
) {
  const page = await readList(app.db, payments, list, { total: knownTotal });
  return { appointments: page.rows, count: page.total, limit: list.limit };
}

/** The payment's answer fields, read again (after a refund another path recorded). */
async function readPayment(app: FastifyInstance, id: number): Promise<TransactionFields | undefined> {
  const [row] = await app.db.select(transactionColumns).from(transactions).where(eq(transactions.id, id));
  return row;
}

/**
 * POST /payments/refund/{uid}: at most one refund per payment, also under simultaneous requests
 * and across crashes (refund-attempts.ts, refund-desk.ts).
 * 1. Claim: one statement marks the payment as being refunded (only while it has no refund and
 *    none under way) and writes the intent with its idempotency key, before the gateway is called.
 *    A payment already under way is refused, unless that refund was left by a crash (older than
 *    the lease): then the gateway is asked what became of it first.
 * 2. The gateway refunds, outside any database transaction (a card processor call must not hold
 *    a lock or PGlite's single connection), under the intent's key.
 * 3. Record: in one statement, the refund id and amount, the intent settled and the audit entry.
 * A refusal by the gateway releases the claim so the admin can try again; no answer at all
 * (which may hide a refund made) leaves the intent for the gateway to be asked about.
 */
export async function refundPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  desk: RefundDesk,
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
  await requireFreshProofForRefund(app, request, amountCents);

  const adminId = request.admin?.id ?? null;
  const claim = () =>
    claimRefund(app.database, {
      paymentId: payment.id,
      refundType: refund.type,
      reason: refund.reason,
      adminId,
      amountCents,
      gateway: desk.gateway.name,
      requestId: request.id,
    });
  let attempt = await claim();
  if (!attempt) {
    const pending = await pendingAttemptOf(app.database, payment.id, desk.leaseSeconds);
    if (pending?.stale && (await desk.settleIfLeft(pending)) === 'released') attempt = await claim();
    if (!attempt) {
      const now = await readPayment(app, payment.id);
      throw conflict(
        now?.refundId
          ? 'This payment has already been refunded'
          : 'A refund of this payment is already under way',
      );
    }
  }

  desk.hold(attempt);
  try {
    await faultPoint('refund.before-gateway');
    let result: RefundResult;
    try {
      result = await desk.gateway.refund({
        chargeId: attempt.chargeId,
        transactionId: attempt.transactionRef,
        amountCents,
        reason: refund.reason,
        idempotencyKey: attempt.idempotencyKey,
      });
    } catch (error) {
      if (error instanceof GatewayError && error.settled) {
        await releaseRefund(app.database, attempt);
        throw new HttpError(502, error.message);
      }
      // No answer: the refund may have been made. If the gateway has it, it is recorded; if not,
      // the intent stays under way for the recovery pass, once the lease has run out.
      const outcome = await desk.settle(attempt, { release: false }).catch(() => 'unknown' as const);
      if (outcome === 'refunded') {
        const now = await readPayment(app, payment.id);
        if (now) return { payment: transactionAnswer(now) };
      }
      if (error instanceof GatewayError) throw new HttpError(502, error.message);
      throw error;
    }
    await faultPoint('refund.before-record');
    const updated = await recordRefund(
      app.database,
      attempt,
      result,
      { adminId, requestId: request.id, ip: request.ip },
      {
        type: refund.type,
        amount_cents: result.amountCents,
        refund_id: result.refundId,
        gateway: desk.gateway.name,
      },
    );
    if (updated) return { payment: transactionAnswer(updated) };
    // Recorded already, by a recovery pass that took this request for dead: the same refund.
    const now = await readPayment(app, payment.id);
    if (now?.refundId === result.refundId) return { payment: transactionAnswer(now) };
    throw conflict('This payment has already been refunded');
  } finally {
    desk.release(attempt);
  }
}
