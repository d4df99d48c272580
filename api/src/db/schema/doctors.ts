import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { boardCertifications, services, specialities } from './catalog.js';
import { cascadeRef, createdAt, id, publicUid, setNullRef, timestampTz } from './columns.js';
import { users, userKey } from './users.js';

const userRef = (name = 'user_id') => cascadeRef(name, () => users.id);

/** How a doctor sees patients (the `doctor_facilities_type_check` constraint's list). */
export type FacilityType = 'in_clinic' | 'video_visit';

/** A doctor's specialities: is_primary '1' primary, '2' secondary, '0' other. */
export const doctorSpecialities = pgTable(
  'doctor_specialities',
  {
    id: id(),
    userId: userRef(),
    specialityId: cascadeRef('speciality_id', () => specialities.id),
    isPrimary: text('is_primary').notNull().default('0'),
  },
  (t) => [
    check('doctor_specialities_is_primary_check', sql`${t.isPrimary} in ('0', '1', '2')`),
    index('doctor_specialities_user_idx').on(t.userId),
    index('doctor_specialities_speciality_idx').on(t.specialityId, t.userId),
  ],
);

/** How a doctor sees patients: service_type in_clinic or video_visit, status '1' enabled. */
export const doctorFacilities = pgTable(
  'doctor_facilities',
  {
    id: id(),
    userId: userRef(),
    serviceType: text('service_type').$type<FacilityType>().notNull(),
    status: text('status').notNull().default('1'),
  },
  (t) => [
    check('doctor_facilities_type_check', sql`${t.serviceType} in ('in_clinic', 'video_visit')`),
    index('doctor_facilities_type_idx').on(t.serviceType, t.status, t.userId),
    index('doctor_facilities_user_idx').on(t.userId),
  ],
);

/** Medical licenses; expired when expiry_date is before today. */
export const doctorLicenses = pgTable(
  'doctor_licenses',
  {
    id: id(),
    uid: publicUid(),
    userId: userRef(),
    stateName: text('state_name').notNull(),
    license: text('license').notNull(),
    issuedDate: date('issued_date'),
    expiryDate: date('expiry_date').notNull(),
  },
  (t) => [
    index('doctor_licenses_user_expiry_idx').on(t.userId, t.expiryDate),
    // The dashboard's expired count starts from the (few) expired licenses.
    index('doctor_licenses_expiry_user_idx').on(t.expiryDate, t.userId),
  ],
);

export const doctorLocations = pgTable(
  'doctor_locations',
  {
    id: id(),
    uid: publicUid(),
    userId: userRef(),
    address: text('address').notNull(),
    specificLocation: text('specific_location'),
    license: text('license'),
  },
  (t) => [index('doctor_locations_user_idx').on(t.userId)],
);

/** The services a doctor offers, with their own duration and price. */
export const doctorServices = pgTable(
  'doctor_services',
  {
    id: id(),
    uid: publicUid(),
    userId: userRef(),
    serviceId: setNullRef('service_id', () => services.id),
    name: text('name').notNull(),
    serviceType: text('service_type').notNull(),
    status: text('status').notNull().default('1'),
    requiredTime: text('required_time').notNull(),
    costCents: integer('cost_cents').notNull(),
  },
  (t) => [index('doctor_services_user_idx').on(t.userId)],
);

/** Weekly availability: one row per session of a day. */
export const availabilitySessions = pgTable(
  'availability_sessions',
  {
    id: id(),
    userId: userRef(),
    day: text('day').notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    inClinic: boolean('in_clinic').notNull().default(false),
    videoVisit: boolean('video_visit').notNull().default(false),
    locationId: setNullRef('location_id', () => doctorLocations.id),
    noOfBreak: smallint('no_of_break').$type<1 | 2>().notNull().default(1),
  },
  (t) => [
    check('availability_day_check', sql`${t.day} in ('MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN')`),
    check('availability_breaks_check', sql`${t.noOfBreak} in (1, 2)`),
    index('availability_user_idx').on(t.userId),
  ],
);

/** Simple named lists on a doctor's profile. */
const namedList = (table: string) =>
  pgTable(table, { id: id(), userId: userRef(), name: text('name').notNull() }, (t) => [
    index(`${table}_user_idx`).on(t.userId),
  ]);

export const doctorAffiliations = namedList('doctor_affiliations');
export const doctorEducation = namedList('doctor_education');
export const doctorLanguages = namedList('doctor_languages');
export const doctorMemberships = namedList('doctor_memberships');

export const doctorBoardCertificates = pgTable(
  'doctor_board_certificates',
  {
    id: id(),
    userId: userRef(),
    boardCertificationId: cascadeRef('board_certification_id', () => boardCertifications.id),
  },
  (t) => [index('doctor_board_certificates_user_idx').on(t.userId)],
);

/** Payout bank account (doctors and clinics); has_error drives the bank error panel. */
export const bankAccounts = pgTable('bank_accounts', {
  userId: userKey(),
  bankName: text('bank_name').notNull(),
  last4: text('last4').notNull(),
  hasError: boolean('has_error').notNull().default(false),
});

export const stripeAccounts = pgTable('stripe_accounts', {
  userId: userKey(),
  stripeId: text('stripe_id').notNull(),
  active: boolean('active').notNull().default(true),
});

/** The sponsorship programme subscription: Active when is_subscribed is 'Y'. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    uid: publicUid(),
    userId: userRef(),
    subscriptionStartDate: timestampTz('subscription_start_date'),
    isSubscribed: text('is_subscribed').notNull().default('N'),
    priceCents: integer('price_cents').notNull().default(0),
  },
  (t) => [uniqueIndex('subscriptions_user_uq').on(t.userId)],
);

export const subscriptionRecords = pgTable(
  'subscription_records',
  {
    id: id(),
    subscriptionId: cascadeRef('subscription_id', () => subscriptions.id),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    transactionId: text('transaction_id'),
    periodStart: timestampTz('period_start').notNull(),
    periodEnd: timestampTz('period_end').notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('subscription_records_subscription_idx').on(t.subscriptionId, t.periodStart)],
);

/** Messages to one doctor (broadcasts and system notices), shown on the doctor's Notifications tab. */
export const doctorNotifications = pgTable(
  'doctor_notifications',
  {
    id: id(),
    uid: publicUid(),
    userId: userRef(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('doctor_notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** A clinic's service locations. */
export const clinicLocations = pgTable(
  'clinic_locations',
  {
    id: id(),
    uid: publicUid(),
    userId: userRef(),
    address: text('address').notNull(),
  },
  (t) => [index('clinic_locations_user_idx').on(t.userId)],
);
