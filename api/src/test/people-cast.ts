// A small cast of people for the people endpoints' tests, written straight to the database.
import type { FastifyInstance } from 'fastify';
import {
  appointments,
  availabilitySessions,
  bankAccounts,
  clinicLocations,
  doctorFacilities,
  doctorLicenses,
  doctorLocations,
  doctorNotifications,
  doctorServices,
  doctorSpecialities,
  patientProfiles,
  reviews,
  specialities,
  stripeAccounts,
  subscriptionRecords,
  subscriptions,
  userSearchTokens,
  users,
  type UserStatus,
} from '../db/schema/index.js';

type NewUser = typeof users.$inferInsert;

export interface Cast {
  active: { id: number; uid: string };
  incomplete: { id: number; uid: string };
  pending: { id: number; uid: string };
  blocked: { id: number; uid: string };
  deleted: { id: number; uid: string };
  clinic: { id: number; uid: string };
  pendingClinic: { id: number; uid: string };
  patient: { id: number; uid: string };
  blockedPatient: { id: number; uid: string };
  cardiology: { uid: string };
  pendingAppointment: { uid: string };
  completedAppointment: { uid: string };
}

export async function seedCast(app: FastifyInstance): Promise<Cast> {
  const db = app.db;
  const add = async (values: NewUser) => {
    const [row] = await db.insert(users).values(values).returning({ id: users.id, uid: users.uid });
    return row;
  };
  const [cardiology] = await db.insert(specialities).values({ name: 'Cardiology' }).returning();
  const [dermatology] = await db.insert(specialities).values({ name: 'Dermatology' }).returning();

  const clinic = await add({
    roleId: 4,
    fullName: 'Harbor Clinic',
    email: 'harbor@example.com',
    phone: '5551110000',
    status: 'active',
  });
  const pendingClinic = await add({
    roleId: 4,
    fullName: 'New Clinic',
    email: 'new@example.com',
    status: 'pending',
  });
  await db.insert(clinicLocations).values({ userId: clinic.id, address: '1 Harbor Way, Boston, MA' });

  const doctor = (values: Partial<NewUser> & { fullName: string }) =>
    add({ roleId: 3, status: 'active', profileStatus: 'complete', ...values });
  const active = await doctor({
    fullName: 'Alice Carter',
    email: 'alice.carter@example.com',
    npi: '1234567893',
    phone: '(555) 201-0001',
    clinicId: clinic.id,
    isAvailabilityAdded: true,
    isBankAdded: true,
    isServiceAdded: true,
  });
  const incomplete = await doctor({
    fullName: 'Bob Dylan',
    email: 'bob@example.com',
    npi: '2000000001',
    phone: '5552020002',
    profileStatus: 'incomplete',
  });
  const pending = await doctor({
    fullName: 'Carl Pending',
    email: 'carl@example.com',
    npi: '3000000001',
    status: 'pending',
  });
  const blocked = await doctor({
    fullName: 'Dana Blocked',
    email: 'dana@example.com',
    npi: '4000000001',
    status: 'blocked',
    isSponsored: '1',
  });
  const deleted = await doctor({
    fullName: 'Eve Deleted',
    email: 'eve@example.com',
    npi: '5000000001',
    status: 'deleted',
  });

  await db.insert(doctorSpecialities).values([
    { userId: active.id, specialityId: cardiology.id, isPrimary: '1' },
    { userId: active.id, specialityId: dermatology.id, isPrimary: '2' },
    { userId: incomplete.id, specialityId: dermatology.id, isPrimary: '1' },
  ]);
  await db.insert(doctorFacilities).values([
    { userId: active.id, serviceType: 'video_visit', status: '1' },
    { userId: active.id, serviceType: 'in_clinic', status: '1' },
    { userId: incomplete.id, serviceType: 'in_clinic', status: '1' },
  ]);
  await db.insert(doctorLicenses).values([
    {
      userId: active.id,
      stateName: 'Massachusetts',
      license: 'MA-1',
      issuedDate: '2020-01-01',
      expiryDate: '2099-01-01',
    },
    {
      userId: incomplete.id,
      stateName: 'Texas',
      license: 'TX-1',
      issuedDate: '2015-01-01',
      expiryDate: '2020-01-01',
    },
    {
      userId: incomplete.id,
      stateName: 'Ohio',
      license: 'OH-1',
      issuedDate: '2015-01-01',
      expiryDate: '2099-01-01',
    },
  ]);
  const [location] = await db
    .insert(doctorLocations)
    .values({
      userId: active.id,
      address: '1 Harbor Way, Boston, MA',
      specificLocation: 'Suite 4',
      license: 'MA-1',
    })
    .returning();
  await db.insert(doctorServices).values({
    userId: active.id,
    name: 'Consultation',
    serviceType: 'video_visit',
    requiredTime: '00:30',
    costCents: 12_550,
  });
  await db.insert(availabilitySessions).values([
    { userId: active.id, day: 'MON', fromTime: '09:00', toTime: '12:00', videoVisit: true, noOfBreak: 1 },
    {
      userId: active.id,
      day: 'MON',
      fromTime: '13:00',
      toTime: '17:00',
      inClinic: true,
      locationId: location.id,
      noOfBreak: 2,
    },
  ]);
  await db.insert(bankAccounts).values([
    { userId: active.id, bankName: 'Chase', last4: '6789' },
    { userId: clinic.id, bankName: 'Citi', last4: '1111', hasError: true },
  ]);
  await db.insert(stripeAccounts).values({ userId: active.id, stripeId: 'acct_alice', active: true });
  const [sub] = await db
    .insert(subscriptions)
    .values({
      userId: active.id,
      isSubscribed: 'Y',
      priceCents: 4900,
      subscriptionStartDate: new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  await db.insert(subscriptionRecords).values({
    subscriptionId: sub.id,
    stripeSubscriptionId: 'sub_1',
    transactionId: 'txn_1',
    periodStart: new Date('2026-01-01T00:00:00Z'),
    periodEnd: new Date('2026-02-01T00:00:00Z'),
    status: 'paid',
  });
  await db.insert(doctorNotifications).values({ userId: active.id, description: 'Welcome aboard' });

  const patientRow = async (
    status: UserStatus,
    plain: { fullName: string; email: string; phone: string },
  ) => {
    const row = await add({ roleId: 2, status, provider: 'Local' });
    const c = app.fieldCrypto;
    await db.insert(patientProfiles).values({
      userId: row.id,
      fullNameEnc: c.encryptField(plain.fullName),
      emailEnc: c.encryptField(plain.email),
      phoneEnc: c.encryptField(plain.phone),
      cityEnc: c.encryptField('Boston'),
    });
    await db
      .insert(userSearchTokens)
      .values(c.patientTokens(plain).map((t) => ({ userId: row.id, kind: t.kind, tokenHash: t.tokenHash })));
    return row;
  };
  const patient = await patientRow('active', {
    fullName: 'John Smith',
    email: 'john.smith@example.com',
    phone: '5553334444',
  });
  const blockedPatient = await patientRow('blocked', {
    fullName: 'Mary Jones',
    email: 'mary@example.com',
    phone: '5559998888',
  });

  const appointment = (apptId: string, status: string) => ({
    apptId,
    userId: patient.id,
    doctorId: active.id,
    clinicId: clinic.id,
    status,
    bookingType: 'video_visit',
    serviceAtDate: new Date('2026-03-01T15:00:00Z'),
    dateUtc: new Date('2026-03-01T15:00:00Z'),
    totalCostCents: 12_550,
    bookingAmountCents: 12_550,
  });
  const [pendingAppointment, completedAppointment] = await db
    .insert(appointments)
    .values([
      appointment('APT-1', 'pending'),
      appointment('APT-2', 'completed'),
      appointment('APT-3', 'ongoing'),
    ])
    .returning({ id: appointments.id, uid: appointments.uid });
  await db.insert(reviews).values({
    appointmentId: completedAppointment.id,
    doctorId: active.id,
    patientId: patient.id,
    rating: 5,
    comments: 'Great doctor',
  });

  return {
    active,
    incomplete,
    pending,
    blocked,
    deleted,
    clinic,
    pendingClinic,
    patient,
    blockedPatient,
    cardiology: { uid: cardiology.uid },
    pendingAppointment,
    completedAppointment,
  };
}
