import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, publicUid, timestampTz } from './columns.js';

/** A {{label}} the administrators manage: active until archived (an archived one can be restored). */
export const {{names}} = pgTable(
  '{{names_snake}}',
  {
    id: id(),
    uid: publicUid(),
    name: text('name').notNull(),
    description: text('description'),
    /** 'active' or 'archived'. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('{{names_snake}}_status_check', sql`${t.status} in ('active', 'archived')`),
    index('{{names_snake}}_created_idx').on(t.createdAt, t.id),
  ],
);
