import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, publicUid, setNullRef, timestampTz } from './columns.js';
import { users } from './users.js';

/** The administrators' notification feed (doctor sign-ups, documents, ...), cleared in bulk. */
export const notificationFeed = pgTable(
  'notification_feed',
  {
    id: id(),
    uid: publicUid(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    doctorId: setNullRef('doctor_id', () => users.id),
    seenAt: timestampTz('seen_at'),
    clearedAt: timestampTz('cleared_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notification_feed_created_idx').on(t.createdAt)],
);
