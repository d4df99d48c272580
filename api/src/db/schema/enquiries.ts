import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, setNullRef, timestampTz } from './columns.js';
import { users } from './users.js';

/**
 * A contact enquiry from a patient, doctor or clinic. Name and e-mail come from the user; the phone
 * given with the enquiry is stored encrypted (it may be a patient's).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    userId: setNullRef('user_id', () => users.id),
    phoneEnc: text('phone_enc'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** 0 pending, 1 completed. */
    status: smallint('status').$type<0 | 1>().notNull().default(0),
    /** When an administrator first opened it ('There are N New Messages' counts the unread). */
    readAt: timestampTz('read_at'),
    /** The administrator a pending enquiry is assigned to (admins.id; migration 1200). */
    assigneeId: bigint('assignee_id', { mode: 'number' }),
    assignedAt: timestampTz('assigned_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('enquiries_status_check', sql`${t.status} in (0, 1)`),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_unread_idx').on(t.readAt),
  ],
);

export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: id(),
    enquiryId: cascadeRef('enquiry_id', () => enquiries.id),
    reply: text('reply').notNull(),
    /** The administrator who answered (admins table, see platform.ts). */
    adminId: bigint('admin_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
