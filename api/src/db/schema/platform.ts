import type { Role } from '../../lib/permissions.js';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, publicUid, setNullRef, timestampTz } from './columns.js';
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
    /** A role of lib/permissions.ts: the set of permissions the admin holds. */
    role: text('role').$type<Role>().notNull(),
    /** 'active' or 'deactivated' (cannot sign in, no live session). */
    status: text('status').$type<'active' | 'deactivated'>().notNull().default('active'),
    lastSignInAt: timestampTz('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`),
    check('admins_role_check', sql`${t.role} in ('owner', 'operations', 'finance', 'support', 'auditor')`),
    check('admins_status_check', sql`${t.status} in ('active', 'deactivated')`),
  ],
);

/**
 * An invitation to join as an administrator (migration 0900): the link's token kept as its SHA-256,
 * used once, valid 48 hours from its last sending, revocable; one open invitation per e-mail.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: id(),
    uid: publicUid(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: setNullRef('invited_by', () => admins.id),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    revokedAt: timestampTz('revoked_at'),
    adminId: setNullRef('admin_id', () => admins.id),
  },
  (t) => [
    uniqueIndex('admin_invitations_token_hash_uq').on(t.tokenHash),
    uniqueIndex('admin_invitations_open_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check(
      'admin_invitations_role_check',
      sql`${t.role} in ('owner', 'operations', 'finance', 'support', 'auditor')`,
    ),
  ],
);

const adminRef = (name = 'admin_id') => cascadeRef(name, () => admins.id);

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
    /** The refresh token rotated away last, accepted for a few seconds (another tab's race). */
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    rotatedAt: timestampTz('rotated_at'),
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
    sessionId: cascadeRef('session_id', () => adminSessions.id),
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
 * A password-reset code of an administrator. `uid` is the session_id forgot answers; `reset_uid`
 * the one verify answers. A code is valid only once its mail is queued (`sent_at`), and a newer
 * code of the same administrator ends it.
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
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_reset_uid_uq').on(t.resetUid),
    index('password_resets_admin_live_idx')
      .on(t.adminId)
      .where(sql`${t.usedAt} is null and ${t.verifiedAt} is null`),
  ],
);

/**
 * Attempts against one throttle (sign-in, reset, re-entered password; see lib/throttle.ts), keyed by
 * an HMAC of what is limited (a client address, an account), checked and counted by the
 * `auth_throttle_hit` function of migration 0500 in one locked step.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestampTz('last_hit_at').notNull().defaultNow(),
    blockedUntil: timestampTz('blocked_until'),
  },
  (t) => [index('auth_throttles_last_hit_idx').on(t.lastHitAt)],
);

/** A short-lived, single-use session that opens a user's account on the main site. */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: id(),
    uid: publicUid(),
    userId: cascadeRef('user_id', () => users.id),
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
    adminId: setNullRef('admin_id', () => admins.id),
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
    // The list's order (created_at, id) after each filter it serves (migration 0600).
    index('audit_log_created_id_idx').on(t.createdAt, t.id),
    index('audit_log_admin_created_idx').on(t.adminId, t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_target_created_idx').on(t.targetUid, t.createdAt, t.id),
    index('audit_log_request_idx').on(t.requestId),
  ],
);

/**
 * The mail queue (plugins/mail.ts): recipient, subject, body and delivery error are ciphertexts
 * (lib/crypto.ts). 'pending' waits for the delivery worker, 'outbox' is kept without SMTP (read it
 * with `pnpm --filter @telehealth/api outbox`), 'sent' and 'failed' are done; purged after
 * MAIL_RETENTION_DAYS.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Dropped once the mail is handed to SMTP. */
    body: text('body'),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    /** While set and in the future, a worker is delivering the mail; after it, another may retry. */
    leaseUntil: timestampTz('lease_until'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'outbox', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/** The fingerprint of the data key the encrypted columns are written with (lib/data-key.ts). */
export const dataKey = pgTable(
  'data_key',
  {
    id: boolean('id').primaryKey().default(true),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    rotatedAt: timestampTz('rotated_at'),
  },
  (t) => [check('data_key_single_row_check', sql`${t.id}`)],
);

/** Platform settings by name: admin_email, admin_commission, cancellation_fee. */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  updatedBy: setNullRef('updated_by', () => admins.id),
});
