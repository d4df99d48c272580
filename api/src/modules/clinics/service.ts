import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  appointments,
  bankAccounts,
  clinicLocations,
  stripeAccounts,
  transactions,
} from '../../db/schema/index.js';
import { findUserOr404 } from '../../people/lookup.js';
import { dollars } from '../../money/dollars.js';
import { toIso } from '../../time/iso.js';

/** GET /clinics/{uid}: the clinic with its locations, revenue, Stripe account and bank. */
export async function fetchClinic(app: FastifyInstance, uid: string) {
  const clinic = await findUserOr404(app.db, uid, ['clinic']);
  const [locations, revenue, [bank], [stripe]] = await Promise.all([
    app.db
      .select({ uid: clinicLocations.uid, address: clinicLocations.address })
      .from(clinicLocations)
      .where(eq(clinicLocations.userId, clinic.id))
      .orderBy(asc(clinicLocations.id)),
    clinicRevenue(app.db, clinic.id),
    app.db.select().from(bankAccounts).where(eq(bankAccounts.userId, clinic.id)),
    app.db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, clinic.id)),
  ]);
  return {
    clinic_details: {
      uid: clinic.uid,
      id: clinic.id,
      full_name: clinic.fullName,
      email: clinic.email,
      phone: clinic.phone,
      npi: clinic.npi,
      status: clinic.status,
      image_url: clinic.imageUrl,
      created_at: toIso(clinic.createdAt),
      deleted_at: toIso(clinic.deletedAt),
      locations,
    },
    revenue: {
      total_appointments: revenue.totalAppointments,
      pending_balance: dollars(revenue.pendingBalanceCents),
      total_balance: dollars(revenue.totalBalanceCents),
      clinic_balance: dollars(revenue.clinicBalanceCents),
    },
    userStripe: stripe ? { stripe_id: stripe.stripeId, active: stripe.active } : null,
    stripeBank: bank ? { bank_name: bank.bankName, last4: bank.last4, has_error: bank.hasError } : null,
  };
}

/**
 * A clinic's appointments and money, aggregated from its appointments and their payments (see
 * docs/decisions.md, "Clinic revenue"): the provider's share of each successful payment, less its
 * part of any refund; pending while the visit has not happened yet, the clinic's once it has.
 */
async function clinicRevenue(db: Db, clinicId: number) {
  const providerShare = sql`round(${transactions.destinationAmountCents}::numeric
    * (${transactions.collectedAmountCents} - coalesce(${transactions.refundAmountCents}, 0))
    / nullif(${transactions.collectedAmountCents}, 0))`;
  const notYetHeld = sql`${appointments.status} in ('pending', 'ongoing')`;
  const [row] = await db
    .select({
      totalAppointments: sql<number>`count(distinct ${appointments.id})::int`,
      totalBalanceCents: sql<number>`coalesce(sum(${providerShare}), 0)::bigint`,
      pendingBalanceCents: sql<number>`coalesce(sum(${providerShare}) filter (where ${notYetHeld}), 0)::bigint`,
    })
    .from(appointments)
    .leftJoin(
      transactions,
      and(eq(transactions.appointmentId, appointments.id), eq(transactions.status, 'succeeded')),
    )
    .where(eq(appointments.clinicId, clinicId));
  const totalBalanceCents = Number(row?.totalBalanceCents ?? 0);
  const pendingBalanceCents = Number(row?.pendingBalanceCents ?? 0);
  return {
    totalAppointments: Number(row?.totalAppointments ?? 0),
    totalBalanceCents,
    pendingBalanceCents,
    clinicBalanceCents: totalBalanceCents - pendingBalanceCents,
  };
}
