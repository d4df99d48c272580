import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, publicUid, timestampTz } from './columns.js';
import { users } from './users.js';

/** The administrators' notification feed (doctor sign-ups, documents, ...), cleared in bulk. */
export const notificationFeed = pgTable(
  'notification_feed',
  {
    id: id(),
    uid: publicUid(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    doctorId: bigint('doctor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    seenAt: timestampTz('seen_at'),
    clearedAt: timestampTz('cleared_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notification_feed_created_idx').on(t.createdAt)],
);
