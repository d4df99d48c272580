import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, publicUid, timestampTz } from './columns.js';
import { admins } from './platform.js';

/** An administrator's named filters, search and sort of one list (migration 0720). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    uid: publicUid(),
    adminId: cascadeRef('admin_id', () => admins.id),
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's URL query, encrypted with the data key (it may hold a patient's name typed in the search). */
    queryEnc: text('query_enc').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_views_admin_list_name_uq').on(t.adminId, t.list, sql`lower(${t.name})`),
    index('saved_views_admin_list_idx').on(t.adminId, t.list, t.id),
  ],
);

/** Which columns an administrator hides or shows on one list, and its row density (migration 0840). */
export const listLayouts = pgTable(
  'list_layouts',
  {
    adminId: cascadeRef('admin_id', () => admins.id),
    list: text('list').notNull(),
    /** Columns shown by default that this admin hides. */
    hidden: text('hidden').array().notNull().default(sql`'{}'`),
    /** Columns hidden by default that this admin shows. */
    shown: text('shown').array().notNull().default(sql`'{}'`),
    density: text('density').notNull().default('comfortable'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'list_layouts_pkey', columns: [t.adminId, t.list] })],
);
