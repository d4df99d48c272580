import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, publicUid, timestampTz } from './columns.js';

/** A user's status (the `users_status_check` constraint's list). */
export const USER_STATUSES = ['pending', 'active', 'deactivated', 'blocked', 'rejected', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * Every marketplace user: role 2 patient, 3 doctor, 4 clinic. Doctors' and clinics' data is public
 * professional data and stored plain; a patient's personal data lives encrypted in
 * `patient_profiles` and is searched only through `user_search_tokens`.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    uid: publicUid(),
    roleId: smallint('role_id').notNull(),
    /** Doctors and clinics only (null for patients: see patient_profiles). */
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    npi: text('npi'),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    /** 'complete' or 'incomplete': drives the doctor badge 'Active' / 'Profile Incomplete'. */
    profileStatus: text('profile_status').$type<'complete' | 'incomplete'>().notNull().default('incomplete'),
    active: smallint('active').notNull().default(1),
    provider: text('provider').$type<'Local' | 'Google' | 'Apple' | 'Facebook'>().notNull().default('Local'),
    passwordHash: text('password_hash'),
    imageUrl: text('image_url'),
    dob: date('dob'),
    gender: text('gender'),
    aboutMe: text('about_me'),
    acronymName: text('acronym_name'),
    acronymAbbreviation: text('acronym_abbreviation'),
    /** The doctor's CV. */
    fileUrl: text('file_url'),
    isSponsored: text('is_sponsored').$type<'0' | '1'>().notNull().default('0'),
    isAvailabilityAdded: boolean('is_availability_added').notNull().default(false),
    isBankAdded: boolean('is_bank_added').notNull().default(false),
    isServiceAdded: boolean('is_service_added').notNull().default(false),
    /** A doctor's clinic (a role 4 user). */
    clinicId: bigint('clinic_id', { mode: 'number' }).references((): AnyPgColumn => users.id),
    /** Kept up to date by whoever writes appointments and reviews (cheap list pages). */
    apptCount: integer('appt_count').notNull().default(0),
    doctorAvgRating: numeric('doctor_avg_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    createdAt: createdAt(),
    approvedAt: timestampTz('approved_at'),
    /** The administrator a doctor awaiting approval is assigned to (admins.id; migration 1200). */
    assigneeId: bigint('assignee_id', { mode: 'number' }),
    assignedAt: timestampTz('assigned_at'),
    deletedAt: timestampTz('deleted_at'),
    /** A doctor's earliest licence expiry, kept by triggers on doctor_licenses (migration 0410). */
    licenseExpiresOn: date('license_expires_on'),
  },
  (t) => [
    check('users_role_id_check', sql`${t.roleId} in (2, 3, 4)`),
    check(
      'users_status_check',
      sql`${t.status} in ('pending', 'active', 'deactivated', 'blocked', 'rejected', 'deleted')`,
    ),
    check('users_profile_status_check', sql`${t.profileStatus} in ('complete', 'incomplete')`),
    check('users_provider_check', sql`${t.provider} in ('Local', 'Google', 'Apple', 'Facebook')`),
    check('users_is_sponsored_check', sql`${t.isSponsored} in ('0', '1')`),
    index('users_role_status_idx').on(t.roleId, t.status),
    index('users_role_created_idx').on(t.roleId, t.createdAt, t.id),
    index('users_role_full_name_idx').on(t.roleId, sql`lower(${t.fullName})`),
    index('users_role_email_idx').on(t.roleId, sql`lower(${t.email})`),
    index('users_role_npi_idx').on(t.roleId, t.npi),
    index('users_role_phone_idx').on(t.roleId, t.phone),
    index('users_role_sponsored_idx').on(t.roleId, t.isSponsored),
    index('users_clinic_idx').on(t.clinicId),
    // The dashboard's count of live doctors with an expired licence, index-only (migration 0410).
    index('users_license_expiry_idx')
      .on(t.licenseExpiresOn)
      .where(sql`${t.roleId} = 3 and ${t.status} <> 'deleted'`),
    // Also users_id_listing_idx (id) INCLUDE (role_id, status, created_at), migration 0300: drizzle
    // cannot declare INCLUDE columns.
  ],
);

/** The key of a table that extends a user one-to-one (profile, bank, Stripe): deleted with the user. */
export const userKey = () =>
  bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** A patient's personal data, each field AES-256-GCM ciphertext (api/src/lib/crypto.ts). */
export const patientProfiles = pgTable('patient_profiles', {
  userId: userKey(),
  fullNameEnc: text('full_name_enc'),
  emailEnc: text('email_enc'),
  phoneEnc: text('phone_enc'),
  dobEnc: text('dob_enc'),
  addressEnc: text('address_enc'),
  cityEnc: text('city_enc'),
  stateEnc: text('state_enc'),
  zipCodeEnc: text('zip_code_enc'),
  occupationEnc: text('occupation_enc'),
  genderEnc: text('gender_enc'),
  martialStatusEnc: text('martial_status_enc'),
  noOfChildrenEnc: text('no_of_children_enc'),
});

/** Blind indexes (HMAC of normalised tokens and prefixes) that make encrypted patients searchable. */
export const userSearchTokens = pgTable(
  'user_search_tokens',
  {
    userId: cascadeRef('user_id', () => users.id),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    // NOT NULL in the database; a row written without them takes them from its patient (trigger,
    // migration 0400), and they follow the patient's status. In the primary key's INCLUDE.
    createdAt: timestampTz('created_at'),
    live: boolean('live'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.tokenHash, t.userId] }),
    index('user_search_tokens_user_idx').on(t.userId),
  ],
);
