import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bankAccounts, clinicLocations, clinicRevenue, stripeAccounts } from '../../db/schema/index.js';
import { findUserOr404 } from '../patients/people-lookup.js';
import { dollars, toIso } from '../patients/wire.js';

/** GET /clinics/{uid}: the clinic with its locations, revenue, Stripe account and bank. */
export async function fetchClinic(app: FastifyInstance, uid: string) {
  const clinic = await findUserOr404(app.db, uid, ['clinic']);
  const [locations, [revenue], [bank], [stripe]] = await Promise.all([
    app.db
      .select({ uid: clinicLocations.uid, address: clinicLocations.address })
      .from(clinicLocations)
      .where(eq(clinicLocations.userId, clinic.id))
      .orderBy(asc(clinicLocations.id)),
    app.db.select().from(clinicRevenue).where(eq(clinicRevenue.userId, clinic.id)),
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
      total_appointments: revenue?.totalAppointments ?? 0,
      pending_balance: dollars(revenue?.pendingBalanceCents ?? 0),
      total_balance: dollars(revenue?.totalBalanceCents ?? 0),
      clinic_balance: dollars(revenue?.clinicBalanceCents ?? 0),
    },
    userStripe: stripe ? { stripe_id: stripe.stripeId, active: stripe.active } : null,
    stripeBank: bank ? { bank_name: bank.bankName, last4: bank.last4, has_error: bank.hasError } : null,
  };
}
