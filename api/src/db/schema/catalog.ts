import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, publicUid, setNullRef, timestampTz } from './columns.js';
import { users } from './users.js';

/** The global specialty list. Names are unique regardless of case. */
export const specialities = pgTable(
  'specialities',
  {
    id: id(),
    uid: publicUid(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('specialities_name_lower_uq').on(sql`lower(${t.name})`)],
);

/** A specialty a doctor or clinic asked to add; accepted ones join `specialities`, rejected ones go. */
export const suggestedSpecialities = pgTable(
  'suggested_specialities',
  {
    id: id(),
    uid: publicUid(),
    specialityName: text('speciality_name').notNull(),
    userId: setNullRef('user_id', () => users.id),
    /** pending until accepted (joins `specialities`) or rejected; kept for the record. */
    status: text('status').notNull().default('pending'),
    /** Set when an administrator has seen it (the menu dot). */
    seenAt: timestampTz('seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('suggested_specialities_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    index('suggested_specialities_created_idx').on(t.createdAt),
    index('suggested_specialities_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The global service list (CPT-coded, default cost). */
export const services = pgTable(
  'services',
  {
    id: id(),
    uid: publicUid(),
    name: text('name').notNull(),
    cpt: text('cpt'),
    costCents: integer('cost_cents').notNull(),
    active: boolean('active').notNull().default(true),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('services_name_lower_uq').on(sql`lower(${t.name})`),
    check('services_cost_check', sql`${t.costCents} between 100 and 999900`),
    index('services_order_name_idx').on(t.order, t.name),
  ],
);

export const suggestedServices = pgTable(
  'suggested_services',
  {
    id: id(),
    uid: publicUid(),
    serviceName: text('service_name').notNull(),
    userId: setNullRef('user_id', () => users.id),
    status: text('status').notNull().default('pending'),
    seenAt: timestampTz('seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('suggested_services_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    index('suggested_services_created_idx').on(t.createdAt),
    index('suggested_services_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The global board-certification list. */
export const boardCertifications = pgTable(
  'board_certifications',
  {
    id: id(),
    uid: publicUid(),
    name: text('name').notNull(),
    cpt: text('cpt'),
    costCents: integer('cost_cents'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('board_certifications_name_lower_uq').on(sql`lower(${t.name})`)],
);
