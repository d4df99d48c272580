import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, publicUid } from './columns.js';
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
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_views_admin_list_name_uq').on(t.adminId, t.list, sql`lower(${t.name})`),
    index('saved_views_admin_list_idx').on(t.adminId, t.list, t.id),
  ],
);
