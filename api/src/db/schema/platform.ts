import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, publicUid, timestampTz } from './columns.js';
import { users } from './users.js';

/** Back-office administrators (not marketplace users). */
export const admins = pgTable(
  'admins',
  {
    id: id(),
    uid: publicUid(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestampTz('password_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`)],
);

const adminRef = (name = 'admin_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' });

/**
 * A signed-in administrator. `uid` is the session_id the client holds; the refresh token is
 * `<uid>.<secret>` and only the secret's hash is kept. A refresh token that no longer matches
 * (an old, already rotated one) revokes the session.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    uid: publicUid(),
    adminId: adminRef(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    /** Increases on each rotation; access tokens carry the value they were issued with. */
    generation: integer('generation').notNull().default(0),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestampTz('last_used_at').notNull().defaultNow(),
    /** Absolute end of the session; refreshing does not extend it. */
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/**
 * Access tokens are opaque random strings; only their SHA-256 is kept. Each lives 15 minutes and
 * dies with its session. A refresh issues a new one and leaves the previous one to expire, so
 * requests already in flight during a renewal still pass.
 */
export const adminAccessTokens = pgTable(
  'admin_access_tokens',
  {
    id: id(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => adminSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_access_tokens_hash_uq').on(t.tokenHash),
    index('admin_access_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * A password-reset attempt. `uid` is the session_id forgot answers (also for an unknown e-mail,
 * then admin_id is null and no code can match); `reset_uid` the one verify answers.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    uid: publicUid(),
    adminId: bigint('admin_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    resetUid: text('reset_uid'),
    verifiedAt: timestampTz('verified_at'),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_reset_uid_uq').on(t.resetUid)],
);

/** Failed sign-ins, counted per e-mail and per client address for throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    /** HMAC of the lower-cased e-mail tried (it may be anyone's). */
    emailHash: text('email_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.emailHash, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A short-lived, single-use session that opens a user's account on the main site. */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: id(),
    uid: publicUid(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: adminRef(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('impersonation_sessions_user_idx').on(t.userId)],
);

/** Every administrator write: who, what, on which record, when, in which request. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: bigint('admin_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetUid: text('target_uid'),
    requestId: text('request_id'),
    ip: text('ip'),
    /** Non-personal details (a status change, an amount), never passwords or patient data. */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetUid),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt.desc()),
  ],
);

/** Mail the API sent or, without SMTP, kept here (the demo and tests read reset codes from it). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Kept only when the mail was not handed to SMTP. */
    body: text('body'),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('outbox', 'sent', 'failed')`),
    index('mail_outbox_to_created_idx').on(t.toAddress, t.createdAt.desc()),
  ],
);

/** Platform settings by name: admin_email, admin_commission, cancellation_fee. */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
});
