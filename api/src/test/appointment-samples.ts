// Records the appointment and payment tests build on a fresh database (no demo data).
import type { FastifyInstance } from 'fastify';
import {
  appointments,
  bookedServices,
  calls,
  doctorSpecialities,
  patientProfiles,
  reviews,
  specialities,
  transactions,
  users,
} from '../db/schema/index.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helper.js';

export async function signIn(app: FastifyInstance): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/local/admin',
    payload: { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.token}` };
}

export interface Sample {
  doctorUid: string;
  deletedDoctorUid: string;
  clinicUid: string;
  patientUid: string;
  /** Video visit, completed, one extended call, review, two calls, created 2026-03-10 14:00 UTC. */
  videoUid: string;
  /** Clinic visit for someone else, with booked services, deleted doctor, created 2026-03-11 03:30 UTC. */
  clinicVisitUid: string;
  /** Cancelled video visit, already refunded, no patient (deleted user). */
  refundedUid: string;
  videoPaymentUid: string;
  extendedPaymentUid: string;
  clinicPaymentUid: string;
  refundedPaymentUid: string;
  failedPaymentUid: string;
}

/** How many samples each app's database holds: the n-th is numbered n (APT9n001, clinic n, ...). */
const samplesOf = new WeakMap<FastifyInstance, number>();

/** One patient, two doctors (one deleted), a clinic and three appointments with their payments. */
export async function insertSample(app: FastifyInstance): Promise<Sample> {
  const db = app.db;
  const crypto = app.fieldCrypto;
  const n = (samplesOf.get(app) ?? 0) + 1;
  samplesOf.set(app, n);
  const [clinic] = await db
    .insert(users)
    .values({ roleId: 4, fullName: `Sunrise Clinic ${n}`, email: `clinic${n}@example.com`, status: 'active' })
    .returning();
  const [doctor] = await db
    .insert(users)
    .values({
      roleId: 3,
      fullName: `Dr. Ana Lopez ${n}`,
      email: `ana${n}@example.com`,
      status: 'active',
      doctorAvgRating: 4.5,
      clinicId: clinic.id,
    })
    .returning();
  const [gone] = await db
    .insert(users)
    .values({
      roleId: 3,
      fullName: `Dr. Gone ${n}`,
      email: `gone${n}@example.com`,
      status: 'deleted',
      deletedAt: new Date('2026-02-01T00:00:00Z'),
    })
    .returning();
  const [patient] = await db.insert(users).values({ roleId: 2, status: 'active' }).returning();
  await db.insert(patientProfiles).values({
    userId: patient.id,
    fullNameEnc: crypto.encryptField('John Doe'),
    emailEnc: crypto.encryptField('john.doe@example.com'),
  });
  const [cardiology] = await db
    .insert(specialities)
    .values({ name: `Cardiology ${n}` })
    .returning();
  await db
    .insert(doctorSpecialities)
    .values({ userId: doctor.id, specialityId: cardiology.id, isPrimary: '1' });

  const split = {
    collectedAmountCents: 15465,
    destinationAmountCents: 13500,
    applicationAmountCents: 1500,
    handlingChargeCents: 465,
  };
  const [video, clinicVisit, refunded] = await db
    .insert(appointments)
    .values([
      {
        apptId: `APT9${n}001`,
        userId: patient.id,
        doctorId: doctor.id,
        clinicId: clinic.id,
        status: 'completed',
        bookingType: 'video_visit',
        serviceAtDate: new Date('2026-03-12T15:00:00Z'),
        dateUtc: new Date('2026-03-12T15:00:00Z'),
        serviceDuration: 30,
        totalCostCents: 30000,
        bookingAmountCents: 15000,
        extendedCount: 1,
        isReviewAdded: true,
        createdAt: new Date('2026-03-10T14:00:00Z'),
      },
      {
        apptId: `APT9${n}002`,
        userId: patient.id,
        doctorId: gone.id,
        status: 'pending',
        bookingType: 'in_clinic',
        someoneElse: '1',
        someoneElseFullName: 'Mia Doe',
        serviceAtDate: new Date('2026-03-11T03:30:00Z'),
        dateUtc: new Date('2026-03-11T03:30:00Z'),
        serviceAddress: '12 Main St, Austin, TX',
        serviceDuration: 90,
        totalCostCents: 15000,
        bookingAmountCents: 15000,
        createdAt: new Date('2026-03-11T03:30:00Z'),
      },
      {
        apptId: `APT9${n}003`,
        userId: null,
        doctorId: doctor.id,
        status: 'cancelled',
        bookingType: 'video_visit',
        serviceAtDate: new Date('2026-03-09T12:00:00Z'),
        dateUtc: new Date('2026-03-09T12:00:00Z'),
        totalCostCents: 15000,
        bookingAmountCents: 15000,
        createdAt: new Date('2026-03-08T12:00:00Z'),
      },
    ])
    .returning();
  await db.insert(bookedServices).values([
    { appointmentId: clinicVisit.id, name: 'Skin check', costCents: 9000, requiredTime: '01:00' },
    { appointmentId: clinicVisit.id, name: 'Consult', costCents: 6000, requiredTime: '00:30' },
  ]);
  await db.insert(reviews).values({
    appointmentId: video.id,
    doctorId: doctor.id,
    patientId: patient.id,
    rating: 4,
    comments: 'Very thorough.',
  });
  await db.insert(calls).values([
    {
      appointmentId: video.id,
      callId: `CA${n}first`,
      duration: 1800,
      status: 'completed',
      createdAt: new Date('2026-03-12T15:00:00Z'),
    },
    {
      appointmentId: video.id,
      callId: `CA${n}second`,
      duration: 125,
      status: 'completed',
      createdAt: new Date('2026-03-12T15:30:00Z'),
    },
  ]);
  const payment = (appointment: typeof video, extra: Partial<typeof transactions.$inferInsert>) => ({
    appointmentId: appointment.id,
    doctorId: appointment.doctorId,
    appointmentCreatedAt: appointment.createdAt,
    transactionId: `pi_${n}_${Math.random().toString(36).slice(2)}`,
    chargeId: `ch_${n}_${Math.random().toString(36).slice(2)}`,
    last4: '4242',
    status: 'succeeded' as const,
    type: 'normal' as const,
    ...split,
    ...extra,
  });
  const [videoPayment, extendedPayment, clinicPayment, refundedPayment, failedPayment] = await db
    .insert(transactions)
    .values([
      payment(video, { createdAt: new Date('2026-03-10T14:00:00Z') }),
      payment(video, { type: 'extended', createdAt: new Date('2026-03-12T15:30:00Z') }),
      payment(clinicVisit, { createdAt: new Date('2026-03-11T03:30:00Z') }),
      payment(refunded, {
        refundId: `re_${n}_seed`,
        refundAmountCents: 15465,
        refundType: 'full_refund',
        refundReason: 'Appointment cancelled by the doctor.',
        refundedAt: new Date('2026-03-09T00:00:00Z'),
        createdAt: new Date('2026-03-08T12:00:00Z'),
      }),
      payment(refunded, { status: 'failed', chargeId: null, createdAt: new Date('2026-03-08T11:00:00Z') }),
    ])
    .returning();
  return {
    doctorUid: doctor.uid,
    deletedDoctorUid: gone.uid,
    clinicUid: clinic.uid,
    patientUid: patient.uid,
    videoUid: video.uid,
    clinicVisitUid: clinicVisit.uid,
    refundedUid: refunded.uid,
    videoPaymentUid: videoPayment.uid,
    extendedPaymentUid: extendedPayment.uid,
    clinicPaymentUid: clinicPayment.uid,
    refundedPaymentUid: refundedPayment.uid,
    failedPaymentUid: failedPayment.uid,
  };
}
