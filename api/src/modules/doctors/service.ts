import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  availabilitySessions,
  bankAccounts,
  boardCertifications,
  clinicLocations,
  doctorAffiliations,
  doctorBoardCertificates,
  doctorEducation,
  doctorFacilities,
  doctorLanguages,
  doctorLicenses,
  doctorLocations,
  doctorMemberships,
  doctorNotifications,
  doctorServices,
  doctorSpecialities,
  patientProfiles,
  reviews,
  specialities,
  stripeAccounts,
  subscriptionRecords,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { countUsersFromCounters } from '../../lib/counted-lists.js';
import { type ListSpec, orderBySql, parseListQuery, whereSql } from '../../plugins/list-query.js';
import { decryptProfile, maskName } from '../patients/patient-fields.js';
import { findUserOr404, ROLE, type UserRow } from '../patients/people-lookup.js';
import { dollars, toDay, toIso } from '../patients/wire.js';
import { doctorListSpec, doctorSearch } from './list-spec.js';

type Db = FastifyInstance['db'];

/** Per doctor: specialities with rank, enabled service types, licence counts. */
async function doctorParts(db: Db, ids: number[]) {
  if (!ids.length) return { specs: new Map(), facilities: new Map(), licenses: new Map() };
  const [specRows, facilityRows, licenseRows] = await Promise.all([
    db
      .select({
        userId: doctorSpecialities.userId,
        isPrimary: doctorSpecialities.isPrimary,
        uid: specialities.uid,
        name: specialities.name,
      })
      .from(doctorSpecialities)
      .innerJoin(specialities, eq(specialities.id, doctorSpecialities.specialityId))
      .where(inArray(doctorSpecialities.userId, ids))
      .orderBy(asc(doctorSpecialities.isPrimary), asc(specialities.name)),
    db
      .select({
        userId: doctorFacilities.userId,
        serviceType: doctorFacilities.serviceType,
        status: doctorFacilities.status,
      })
      .from(doctorFacilities)
      .where(inArray(doctorFacilities.userId, ids)),
    db
      .select({
        userId: doctorLicenses.userId,
        total: count(),
        expired: sql<number>`count(*) filter (where ${doctorLicenses.expiryDate} < current_date)`.mapWith(
          Number,
        ),
      })
      .from(doctorLicenses)
      .where(inArray(doctorLicenses.userId, ids))
      .groupBy(doctorLicenses.userId),
  ]);
  const group = <T extends { userId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row]);
    return map;
  };
  // Primary ('1') first, then secondary ('2'), then the others ('0').
  const rank = (r: string) => (r === '0' ? 9 : Number(r));
  const specs = new Map(
    [...group(specRows)].map(([id, rows]) => [
      id,
      rows
        .sort((a, b) => rank(a.isPrimary) - rank(b.isPrimary))
        .map((r) => ({ is_primary: r.isPrimary, speciality: { uid: r.uid, name: r.name } })),
    ]),
  );
  const facilities = new Map(
    [...group(facilityRows)].map(([id, rows]) => [
      id,
      rows.map((r) => ({ service_type: r.serviceType, status: r.status })),
    ]),
  );
  const licenses = new Map(
    licenseRows.map((r) => [r.userId, { total: Number(r.total), expired: Number(r.expired) }]),
  );
  return { specs, facilities, licenses };
}

function doctorSummary(row: UserRow, parts: Awaited<ReturnType<typeof doctorParts>>) {
  const lic = parts.licenses.get(row.id) ?? { total: 0, expired: 0 };
  return {
    uid: row.uid,
    id: row.id,
    full_name: row.fullName,
    npi: row.npi,
    phone: row.phone,
    email: row.email,
    image_url: row.imageUrl,
    doctor_avg_rating: Number(row.doctorAvgRating ?? 0),
    appt_count: row.apptCount,
    doctorSpeciality: parts.specs.get(row.id) ?? [],
    doctorFacility: parts.facilities.get(row.id) ?? [],
    expired_license: lic.expired,
    total_license: lic.total,
    is_license_expired: lic.expired > 0,
    is_sponsored: row.isSponsored,
    status: row.status,
    profile_status: row.profileStatus,
    active: row.active,
    created_at: toIso(row.createdAt),
    deleted_at: toIso(row.deletedAt),
  };
}

/** GET /doctor: the doctor list with its filters, search, sort and page; deleted doctors only when asked. */
export async function listDoctors(app: FastifyInstance, query: unknown) {
  const list = parseListQuery(query, doctorListSpec);
  const asksStatus = list.where.some((c) => c.field === 'status');
  const where = whereSql(
    list,
    doctorListSpec,
    eq(users.roleId, ROLE.doctor),
    asksStatus ? undefined : sql`${users.status} <> 'deleted'`,
    doctorSearch(list.search),
  );
  const [rows, total, specialityRows] = await Promise.all([
    app.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBySql(list, doctorListSpec))
      .limit(list.limit)
      .offset(list.offset),
    countUsersFromCounters(app.db, list, ROLE.doctor) ??
      app.db
        .select({ total: count() })
        .from(users)
        .where(where)
        .then(([row]) => Number(row.total)),
    app.db
      .select({ uid: specialities.uid, name: specialities.name })
      .from(specialities)
      .where(eq(specialities.active, true))
      .orderBy(asc(specialities.name)),
  ]);
  const parts = await doctorParts(
    app.db,
    rows.map((r) => r.id),
  );
  return {
    doctors: rows.map((row) => doctorSummary(row, parts)),
    specialities: specialityRows,
    count: Number(total),
    limit: list.limit,
  };
}

const names = (rows: { name: string }[]) => rows.map((r) => ({ name: r.name }));

/** GET /doctor/fetch/{uid}: the doctor with every detail part of spec section 3. */
export async function fetchDoctor(app: FastifyInstance, uid: string) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const id = doctor.id;
  const db = app.db;
  const [
    parts,
    affiliation,
    education,
    languages,
    memberships,
    boards,
    licenses,
    locations,
    services,
    [bank],
    [stripe],
    clinic,
  ] = await Promise.all([
    doctorParts(db, [id]),
    db
      .select({ name: doctorAffiliations.name })
      .from(doctorAffiliations)
      .where(eq(doctorAffiliations.userId, id)),
    db.select({ name: doctorEducation.name }).from(doctorEducation).where(eq(doctorEducation.userId, id)),
    db.select({ name: doctorLanguages.name }).from(doctorLanguages).where(eq(doctorLanguages.userId, id)),
    db
      .select({ name: doctorMemberships.name })
      .from(doctorMemberships)
      .where(eq(doctorMemberships.userId, id)),
    db
      .select({ name: boardCertifications.name })
      .from(doctorBoardCertificates)
      .innerJoin(
        boardCertifications,
        eq(boardCertifications.id, doctorBoardCertificates.boardCertificationId),
      )
      .where(eq(doctorBoardCertificates.userId, id)),
    db
      .select()
      .from(doctorLicenses)
      .where(eq(doctorLicenses.userId, id))
      .orderBy(asc(doctorLicenses.expiryDate)),
    db.select().from(doctorLocations).where(eq(doctorLocations.userId, id)).orderBy(asc(doctorLocations.id)),
    db.select().from(doctorServices).where(eq(doctorServices.userId, id)).orderBy(asc(doctorServices.name)),
    db.select().from(bankAccounts).where(eq(bankAccounts.userId, id)),
    db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, id)),
    doctor.clinicId ? clinicOf(db, doctor.clinicId) : Promise.resolve(null),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const summary = doctorSummary(doctor, parts);
  return {
    doctor: {
      ...summary,
      acronym: { name: doctor.acronymName, acronym_abbreviation: doctor.acronymAbbreviation },
      dob: toDay(doctor.dob),
      gender: doctor.gender,
      about_me: doctor.aboutMe,
      approved_at: toIso(doctor.approvedAt),
      file_url: doctor.fileUrl,
      signed_file_url: doctor.fileUrl,
      is_availability_added: doctor.isAvailabilityAdded,
      is_bank_added: doctor.isBankAdded,
      is_service_added: doctor.isServiceAdded,
      clinic: clinic ? { uid: clinic.uid, full_name: clinic.full_name } : null,
      clinic_details: clinic,
      specialities: summary.doctorSpeciality,
      affiliation: names(affiliation),
      board_certificates: names(boards),
      education: names(education),
      languages_known: names(languages),
      professional_membership: names(memberships),
      licenses: licenses.map((l) => ({
        uid: l.uid,
        state_name: l.stateName,
        license: l.license,
        issued_date: toDay(l.issuedDate),
        expiry_date: toDay(l.expiryDate),
        is_expired: (toDay(l.expiryDate) ?? '') < today,
      })),
      locations: locations.map((l) => ({
        uid: l.uid,
        address: l.address,
        specific_location: l.specificLocation,
        license: l.license,
      })),
      services: services.map((s) => ({
        uid: s.uid,
        name: s.name,
        service_type: s.serviceType,
        status: s.status,
        required_time: s.requiredTime,
        cost: dollars(s.costCents),
      })),
      stripeBank: bank ? { bank_name: bank.bankName, last4: bank.last4, has_error: bank.hasError } : null,
      userStripe: stripe ? { stripe_id: stripe.stripeId, active: stripe.active } : null,
    },
  };
}

async function clinicOf(db: Db, clinicId: number) {
  const [clinic] = await db
    .select({ uid: users.uid, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(eq(users.id, clinicId));
  if (!clinic) return null;
  const [location] = await db
    .select({ address: clinicLocations.address })
    .from(clinicLocations)
    .where(eq(clinicLocations.userId, clinicId))
    .orderBy(asc(clinicLocations.id))
    .limit(1);
  return {
    uid: clinic.uid,
    full_name: clinic.fullName,
    phone: clinic.phone,
    location: location ? { address: location.address } : null,
  };
}

const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/** GET /doctor-availability/{uid}: the week, day by day, sessions in time order. */
export async function doctorAvailability(app: FastifyInstance, uid: string) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const rows = await app.db
    .select({
      day: availabilitySessions.day,
      fromTime: availabilitySessions.fromTime,
      toTime: availabilitySessions.toTime,
      inClinic: availabilitySessions.inClinic,
      videoVisit: availabilitySessions.videoVisit,
      noOfBreak: availabilitySessions.noOfBreak,
      address: doctorLocations.address,
    })
    .from(availabilitySessions)
    .leftJoin(doctorLocations, eq(doctorLocations.id, availabilitySessions.locationId))
    .where(eq(availabilitySessions.userId, doctor.id))
    .orderBy(asc(availabilitySessions.fromTime));
  return {
    availability: DAYS.map((day) => ({
      day,
      sessions: rows
        .filter((r) => r.day === day)
        .map((r) => ({
          from_time: r.fromTime,
          to_time: r.toTime,
          in_clinic: r.inClinic,
          video_visit: r.videoVisit,
          location: r.address ? { address: r.address } : null,
          no_of_break: r.noOfBreak,
        })),
    })),
  };
}

/** GET /user/reviews/{uid}: the doctor's reviews, newest first; patients' names masked. */
export async function doctorReviews(app: FastifyInstance, uid: string) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const rows = await app.db
    .select({
      uid: reviews.uid,
      rating: reviews.rating,
      comments: reviews.comments,
      createdAt: reviews.createdAt,
      fullNameEnc: patientProfiles.fullNameEnc,
      emailEnc: patientProfiles.emailEnc,
      phoneEnc: patientProfiles.phoneEnc,
    })
    .from(reviews)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, reviews.patientId))
    .where(eq(reviews.doctorId, doctor.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(500);
  return {
    reviews: rows.map((r) => ({
      uid: r.uid,
      rating: r.rating,
      comments: r.comments,
      created_at: toIso(r.createdAt),
      patient: { full_name: maskName(decryptProfile(app.fieldCrypto, r).full_name) },
    })),
  };
}

export const notificationListSpec: ListSpec = {
  fields: { created_at: { column: doctorNotifications.createdAt, type: 'date', sort: true } },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: doctorNotifications.id,
  defaultLimit: 100,
  maxLimit: 500,
};

/** GET /user/{uid}/notifications: the doctor's notifications (broadcasts and notices). */
export async function doctorNotificationList(app: FastifyInstance, uid: string, query: unknown) {
  const list = parseListQuery(query, notificationListSpec);
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const rows = await app.db
    .select()
    .from(doctorNotifications)
    .where(whereSql(list, notificationListSpec, eq(doctorNotifications.userId, doctor.id)))
    .orderBy(...orderBySql(list, notificationListSpec))
    .limit(list.limit)
    .offset(list.offset);
  return {
    notifications: rows.map((n) => ({
      uid: n.uid,
      description: n.description,
      created_at: toIso(n.createdAt),
    })),
  };
}

/** GET /user/doctors/subscription/{uid}: the sponsorship subscription and its billing records. */
export async function doctorSubscription(app: FastifyInstance, uid: string) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const [subscription] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, doctor.id));
  const records = subscription
    ? await app.db
        .select()
        .from(subscriptionRecords)
        .where(eq(subscriptionRecords.subscriptionId, subscription.id))
        .orderBy(desc(subscriptionRecords.periodStart))
    : [];
  return {
    subscription: subscription
      ? {
          uid: subscription.uid,
          subscription_start_date: toIso(subscription.subscriptionStartDate),
          is_subscribed: subscription.isSubscribed,
          price: dollars(subscription.priceCents),
        }
      : null,
    records: records.map((r) => ({
      stripe_subscription_id: r.stripeSubscriptionId,
      transaction_id: r.transactionId,
      period_start: toIso(r.periodStart),
      period_end: toIso(r.periodEnd),
      status: r.status,
    })),
  };
}

/** GET /doctor/clinics/{uid}: the doctors of a clinic. */
export async function clinicDoctors(app: FastifyInstance, clinicUid: string, query: unknown) {
  const spec: ListSpec = { ...doctorListSpec, defaultLimit: 10 };
  const list = parseListQuery(query, spec);
  const clinic = await findUserOr404(app.db, clinicUid, ['clinic']);
  const where = whereSql(
    list,
    spec,
    eq(users.roleId, ROLE.doctor),
    eq(users.clinicId, clinic.id),
    doctorSearch(list.search),
  );
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBySql(list, spec))
      .limit(list.limit)
      .offset(list.offset),
    app.db.select({ total: count() }).from(users).where(where),
  ]);
  const parts = await doctorParts(
    app.db,
    rows.map((r) => r.id),
  );
  return { doctors: rows.map((row) => doctorSummary(row, parts)), count: Number(total), limit: list.limit };
}
