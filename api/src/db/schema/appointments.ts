import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { services } from './catalog.js';
import { cascadeRef, createdAt, id, publicUid, setNullRef, timestampTz } from './columns.js';
import { users } from './users.js';

/** A booking of a patient with a doctor (and maybe a clinic), by video or in the clinic. */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    uid: publicUid(),
    /** The human appointment id the admin searches by. */
    apptId: text('appt_id').notNull(),
    userId: setNullRef('user_id', () => users.id),
    doctorId: setNullRef('doctor_id', () => users.id),
    clinicId: setNullRef('clinic_id', () => users.id),
    status: text('status').notNull().default('pending'),
    bookingType: text('booking_type').notNull(),
    /** '1' when booked for another person, whose name is someone_else_full_name. */
    someoneElse: text('someone_else').$type<'0' | '1'>().notNull().default('0'),
    someoneElseFullName: text('someone_else_full_name'),
    serviceAtDate: timestampTz('service_at_date').notNull(),
    dateUtc: timestampTz('date_utc').notNull(),
    serviceAddress: text('service_address'),
    /** Minutes. */
    serviceDuration: integer('service_duration').notNull().default(30),
    totalCostCents: integer('total_cost_cents').notNull(),
    bookingAmountCents: integer('booking_amount_cents').notNull(),
    extendedCount: integer('extended_count').notNull().default(0),
    isReviewAdded: boolean('is_review_added').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('appointments_status_check', sql`${t.status} in ('pending', 'ongoing', 'completed', 'cancelled')`),
    check('appointments_booking_type_check', sql`${t.bookingType} in ('video_visit', 'in_clinic')`),
    check('appointments_someone_else_check', sql`${t.someoneElse} in ('0', '1')`),
    uniqueIndex('appointments_appt_id_uq').on(t.apptId),
    index('appointments_doctor_service_at_idx').on(t.doctorId, t.serviceAtDate),
    // LIKE 'APT10%' prefix search whatever the database collation.
    index('appointments_appt_id_pattern_idx').on(t.apptId.op('text_pattern_ops')),
    index('appointments_booking_amount_idx').on(t.bookingAmountCents),
    // The payments list's booking-amount order, one index per direction (migration 0520).
    index('appointments_booking_amount_asc_idx').on(
      sql`(${t.bookingAmountCents}::bigint * 4294967296 + ${t.id}) asc nulls last`,
    ),
    index('appointments_booking_amount_desc_idx').on(
      sql`(${t.bookingAmountCents}::bigint * 4294967296 + ${t.id}) desc nulls last`,
    ),
    // Ascending on purpose: scanned backwards they serve ORDER BY created_at DESC (NULLS FIRST, the
    // default), which a DESC NULLS LAST index (drizzle's .desc()) cannot.
    index('appointments_created_idx').on(t.createdAt, t.id),
    index('appointments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('appointments_doctor_created_idx').on(t.doctorId, t.createdAt, t.id),
    index('appointments_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('appointments_clinic_created_idx').on(t.clinicId, t.createdAt, t.id),
    index('appointments_date_utc_idx').on(t.dateUtc),
    index('appointments_service_at_idx').on(t.serviceAtDate),
  ],
);

export const bookedServices = pgTable(
  'booked_services',
  {
    id: id(),
    uid: publicUid(),
    appointmentId: cascadeRef('appointment_id', () => appointments.id),
    serviceId: setNullRef('service_id', () => services.id),
    name: text('name').notNull(),
    costCents: integer('cost_cents').notNull(),
    /** hh:mm */
    requiredTime: text('required_time').notNull(),
  },
  (t) => [index('booked_services_appointment_idx').on(t.appointmentId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    uid: publicUid(),
    appointmentId: cascadeRef('appointment_id', () => appointments.id),
    doctorId: setNullRef('doctor_id', () => users.id),
    patientId: setNullRef('patient_id', () => users.id),
    rating: smallint('rating').notNull(),
    comments: text('comments'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_appointment_uq').on(t.appointmentId),
    index('reviews_doctor_created_idx').on(t.doctorId, t.createdAt),
  ],
);

/** Video calls of an appointment; duration in seconds. */
export const calls = pgTable(
  'calls',
  {
    id: id(),
    appointmentId: cascadeRef('appointment_id', () => appointments.id),
    callId: text('call_id').notNull(),
    duration: integer('duration').notNull().default(0),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('calls_appointment_idx').on(t.appointmentId)],
);
