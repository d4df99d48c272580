import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

const requiredText = (column: string) => text(column).notNull();

/**
 * A suggestion of a new global entry by a doctor or clinic: the table `tableName`, the suggested name
 * under the property `nameKey` (column `nameColumn`); its check and indexes are named after the table.
 */
function suggestionTable<const TableName extends string, const NameKey extends string>(
  tableName: TableName,
  nameKey: NameKey,
  nameColumn: string,
) {
  // A computed key is typed as any string: cast it back to the one property it is.
  const name = { [nameKey]: requiredText(nameColumn) } as Record<NameKey, ReturnType<typeof requiredText>>;
  return pgTable(
    tableName,
    {
      id: id(),
      uid: publicUid(),
      ...name,
      userId: setNullRef('user_id', () => users.id),
      /** pending until accepted (joins the global list) or rejected; kept for the record. */
      status: text('status').notNull().default('pending'),
      /** Set when an administrator has seen it (the menu dot). */
      seenAt: timestampTz('seen_at'),
      /** The administrator reviewing it (admins.id; migration 1200). */
      assigneeId: bigint('assignee_id', { mode: 'number' }),
      assignedAt: timestampTz('assigned_at'),
      createdAt: createdAt(),
    },
    (t) => [
      check(`${tableName}_status_check`, sql`${t.status} in ('pending', 'accepted', 'rejected')`),
      index(`${tableName}_created_idx`).on(t.createdAt),
      index(`${tableName}_status_created_idx`).on(t.status, t.createdAt),
    ],
  );
}

/** A specialty a doctor or clinic asked to add; accepted ones join `specialities`. */
export const suggestedSpecialities = suggestionTable(
  'suggested_specialities',
  'specialityName',
  'speciality_name',
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

/** A service a doctor or clinic asked to add; accepted ones join `services`. */
export const suggestedServices = suggestionTable('suggested_services', 'serviceName', 'service_name');

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
