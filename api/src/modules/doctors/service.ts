import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  availabilitySessions,
  doctorLocations,
  doctorNotifications,
  patientProfiles,
  reviews,
  subscriptionRecords,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { usersCountSql } from '../../lib/counted-lists.js';
import { pageBounds, readSearchPage } from '../../lib/deep-pages.js';
import { runCompiled } from '../../lib/compiled-queries.js';
import { type ListSpec, orderBySql, parseListQuery, whereSql } from '../../lists/index.js';
import { decryptProfile, maskName } from '../patients/patient-fields.js';
import { findUserOr404, ROLE } from '../patients/people-lookup.js';
import { dollars, toIso } from '../patients/wire.js';
import {
  activeSpecialitiesJson,
  type DoctorSummaryRow,
  doctorSummary,
  doctorSummaryColumns,
} from './doctor-rows.js';
import { doctorListSpec, doctorListWhere, doctorSearch } from './list-spec.js';

/** GET /doctor: the doctor list with its filters, search, sort and page; deleted doctors only when asked. */
export async function listDoctors(app: FastifyInstance, query: unknown) {
  const list = parseListQuery(query, doctorListSpec);
  // Built only when a query is built (see runCompiled): everything in it comes from `list`.
  const where = () => doctorListWhere(list);
  const key = `doctors ${JSON.stringify(list)}`;
  // The page's ids carry the total: from stat_counters when they keep the filter, else counted
  // over the matches the page is sorted from.
  const pageIds = () => {
    const bounds = pageBounds(list);
    const total = usersCountSql(list, ROLE.doctor) ?? sql<number>`count(*) over ()`;
    return app.db
      .select({ id: users.id, total: sql<number>`${total}`.mapWith(Number).as('total') })
      .from(users)
      .where(where())
      .orderBy(...orderBySql(list, doctorListSpec))
      .limit(bounds.limit)
      .offset(bounds.offset);
  };
  const countTotal = () =>
    runCompiled(app.db, `${key} count`, () =>
      app.db.select({ total: count() }).from(users).where(where()),
    ).then(([row]) => Number(row.total));
  // A page is one statement: its ids as a derived table, and only those rows joined to their
  // specialities, services and licences. A search reads its ids and then the rows by id, as every
  // list's search does (readSearchPage). The filter choices are a statement that never changes.
  const readPage = async (): Promise<{ rows: DoctorSummaryRow[]; total: number }> => {
    if (list.search !== null) {
      return readSearchPage(list, {
        countTotal,
        readIdsCounted: () => runCompiled(app.db, `${key} ids`, pageIds),
        readByIds: (ids) =>
          runCompiled(app.db, `doctors by id ${ids.join(',')}`, () =>
            app.db.select(doctorSummaryColumns).from(users).where(inArray(users.id, ids)),
          ),
      });
    }
    const rows = await runCompiled(app.db, `${key} page`, () => {
      const page = pageIds().as('page');
      return app.db
        .select({ ...doctorSummaryColumns, total: page.total })
        .from(page)
        .innerJoin(users, eq(users.id, page.id))
        .orderBy(...orderBySql(list, doctorListSpec));
    });
    // An empty page (past the last match) carries no total: count it alone.
    return { rows, total: rows.length ? Number(rows[0].total) : await countTotal() };
  };
  const [{ rows, total }, [meta]] = await Promise.all([
    readPage(),
    runCompiled(app.db, 'doctor filter choices', () =>
      app.db.select({ specialities: activeSpecialitiesJson }).from(sql`(select 1) as one`),
    ),
  ]);
  return {
    doctors: rows.map(doctorSummary),
    specialities: meta.specialities,
    count: total,
    limit: list.limit,
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
    .where(whereSql(list, notificationListSpec, [eq(doctorNotifications.userId, doctor.id)]))
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
  const where = whereSql(list, spec, [
    eq(users.roleId, ROLE.doctor),
    eq(users.clinicId, clinic.id),
    doctorSearch(list.search),
  ]);
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select(doctorSummaryColumns)
      .from(users)
      .where(where)
      .orderBy(...orderBySql(list, spec))
      .limit(list.limit)
      .offset(list.offset),
    app.db.select({ total: count() }).from(users).where(where),
  ]);
  return { doctors: rows.map(doctorSummary), count: Number(total), limit: list.limit };
}
