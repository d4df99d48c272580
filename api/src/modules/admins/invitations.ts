import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { admins, adminInvitations, auditLog } from '../../db/schema/index.js';
import { audit } from '../../lib/audit-log.js';
import type { Tx } from '../../lib/batch.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { checkNewPassword, hashPassword, PASSWORD_MESSAGES } from '../../lib/passwords.js';
import { type Role, ROLE_LABELS } from '../../lib/permissions.js';
import { firstOwnerPasswordProblem } from '../../lib/published-passwords.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { isEmail } from '../../lib/validate.js';

export const INVITATION_HOURS = 48;
/** The host's page an invitation link opens; the token rides in the fragment (never sent to a server, never logged). */
export const ACCEPT_PATH = '/accept-invitation';
export const FULL_NAME_MAX = 100;

export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid. Ask an Owner to invite you again.',
  used: 'This invitation has already been used. Sign in with your e-mail and password.',
  revoked: 'This invitation was revoked. Ask an Owner to invite you again.',
  expired: 'This invitation has expired. Ask an Owner to send it again.',
  alreadyAdmin: 'An administrator with this e-mail already exists',
  alreadyInvited: 'This e-mail already has an open invitation: resend or revoke it',
  invalidEmail: 'Please enter a valid email',
  nameRequired: 'Please enter your full name',
  nameTooLong: `Full name must be at most ${FULL_NAME_MAX} characters`,
  ...PASSWORD_MESSAGES,
  notOpen: 'This invitation is no longer open',
} as const;

type InvitationRow = typeof adminInvitations.$inferSelect;

/** The invitation as the Administrators screen shows it. */
export function invitationAnswer(row: InvitationRow, invitedBy: string | null) {
  return {
    uid: row.uid,
    email: row.email,
    role: row.role as Role,
    status: row.expiresAt.getTime() > Date.now() ? ('pending' as const) : ('expired' as const),
    invited_by: invitedBy,
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Where the invitee's browser reaches the admin: the origin the inviting Owner's request came to. */
function acceptLink(request: FastifyRequest, token: string): string {
  return `${request.protocol}://${request.host}${ACCEPT_PATH}#token=${token}`;
}

async function mailInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  role: string,
  token: string,
) {
  const inviter = request.admin?.fullName ?? 'An administrator';
  await app.mailer.send({
    to: email,
    kind: 'admin_invitation',
    subject: 'You are invited to the Telehealth admin',
    text:
      `${inviter} invited you to the Telehealth admin as ${ROLE_LABELS[role as Role]}.\n\n` +
      `Open this link to set your name and password (valid for ${INVITATION_HOURS} hours, usable once):\n` +
      `${acceptLink(request, token)}\n\nIf you did not expect this invitation, ignore this e-mail.`,
  });
}

export function invitationService(app: FastifyInstance) {
  const db = app.db;

  /** The invitation of a link's token, or the clear reason it cannot be used (nothing changed). */
  async function usableInvitation(token: string, tx: Pick<typeof db, 'select'> = db, lock = false) {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(INVITATION_MESSAGES.invalid);
    const query = tx
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.tokenHash, sha256(token)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(INVITATION_MESSAGES.invalid);
    if (row.acceptedAt) throw new HttpError(410, INVITATION_MESSAGES.used);
    if (row.revokedAt) throw new HttpError(410, INVITATION_MESSAGES.revoked);
    if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(410, INVITATION_MESSAGES.expired);
    return row;
  }

  /** An open invitation by uid, locked, for resend and revoke. */
  async function openInvitation(tx: Pick<typeof db, 'select'>, uid: string) {
    const [row] = await tx
      .select()
      .from(adminInvitations)
      .where(
        and(
          eq(adminInvitations.uid, uid),
          isNull(adminInvitations.acceptedAt),
          isNull(adminInvitations.revokedAt),
        ),
      )
      .for('update');
    if (!row) throw notFound(INVITATION_MESSAGES.notOpen);
    return row;
  }

  /** Changes an open invitation (resend, revoke) and writes `action` to the audit log. */
  async function changeOpenInvitation(
    tx: Tx,
    request: FastifyRequest,
    uid: string,
    { action, set }: { action: string; set: PgUpdateSetSource<typeof adminInvitations> },
  ) {
    await openInvitation(tx, uid);
    const [updated] = await tx
      .update(adminInvitations)
      .set(set)
      .where(eq(adminInvitations.uid, uid))
      .returning();
    await audit(tx, request, { action, targetType: 'admin_invitation', targetUid: uid });
    return updated;
  }

  return {
    async invite(request: FastifyRequest, rawEmail: string, role: Role) {
      const email = rawEmail.trim();
      if (!isEmail(email)) throw badRequest(INVITATION_MESSAGES.invalidEmail);
      const token = randomToken();
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: admins.id })
          .from(admins)
          .where(sql`lower(${admins.email}) = lower(${email})`);
        if (existing) throw conflict(INVITATION_MESSAGES.alreadyAdmin);
        // An expired open invitation gives way to the new one; a live one is resent or revoked instead.
        await tx
          .update(adminInvitations)
          .set({ revokedAt: sql`now()` })
          .where(
            sql`lower(${adminInvitations.email}) = lower(${email}) and ${adminInvitations.acceptedAt} is null
                and ${adminInvitations.revokedAt} is null and ${adminInvitations.expiresAt} <= now()`,
          );
        const [created] = await tx
          .insert(adminInvitations)
          .values({
            email,
            role,
            tokenHash: sha256(token),
            invitedBy: request.admin!.id,
            expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict(INVITATION_MESSAGES.alreadyInvited);
        await audit(tx, request, {
          action: 'admin.invite',
          targetType: 'admin_invitation',
          targetUid: created.uid,
          details: { role },
        });
        return created;
      });
      await mailInvitation(app, request, email, role, token);
      return invitationAnswer(row, request.admin!.fullName);
    },

    /** A new link (the old one stops working) and a new 48 hours. */
    async resend(request: FastifyRequest, uid: string) {
      const token = randomToken();
      const row = await db.transaction((tx) =>
        changeOpenInvitation(tx, request, uid, {
          action: 'admin.invitation_resend',
          set: {
            tokenHash: sha256(token),
            sentAt: sql`now()`,
            expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
          },
        }),
      );
      await mailInvitation(app, request, row.email, row.role, token);
      return invitationAnswer(row, request.admin!.fullName);
    },

    async revoke(request: FastifyRequest, uid: string) {
      const row = await db.transaction((tx) =>
        changeOpenInvitation(tx, request, uid, {
          action: 'admin.invitation_revoke',
          set: { revokedAt: sql`now()` },
        }),
      );
      return invitationAnswer(row, null);
    },

    async check(token: string) {
      const row = await usableInvitation(token);
      return { email: row.email, role: row.role as Role };
    },

    /** Makes the invitee an administrator with the invited role; the link is used up in the same transaction. */
    async accept(request: FastifyRequest, token: string, rawName: string, password: string) {
      const fullName = rawName.trim();
      if (!fullName) throw badRequest(INVITATION_MESSAGES.nameRequired);
      if (fullName.length > FULL_NAME_MAX) throw badRequest(INVITATION_MESSAGES.nameTooLong);
      checkNewPassword(password);
      const open = await usableInvitation(token); // a clear answer before the slow hash
      // Nobody sent it: the start's setup link of the first Owner, who keeps the first Owner's rules.
      const firstOwnerProblem = open.invitedBy === null ? firstOwnerPasswordProblem(password) : null;
      if (firstOwnerProblem) throw badRequest(`Password ${firstOwnerProblem}`);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const invitation = await usableInvitation(token, tx, true);
        const [created] = await tx
          .insert(admins)
          .values({ email: invitation.email, fullName, passwordHash, role: invitation.role })
          .onConflictDoNothing()
          .returning({ id: admins.id, uid: admins.uid, email: admins.email });
        if (!created) throw conflict(INVITATION_MESSAGES.alreadyAdmin);
        await tx
          .update(adminInvitations)
          .set({ acceptedAt: sql`now()`, adminId: created.id })
          .where(eq(adminInvitations.id, invitation.id));
        // The new admin is the one acting: the entry names them.
        await tx.insert(auditLog).values({
          adminId: created.id,
          action: 'admin.invitation_accept',
          targetType: 'admin',
          targetUid: created.uid,
          requestId: request.id,
          ip: request.ip,
          details: { role: invitation.role },
        });
        return { email: created.email };
      });
    },
  };
}
