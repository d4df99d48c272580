import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { adminInvitations, admins } from '../../db/schema/index.js';
import { audit } from '../../lib/audit-log.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { Role } from '../../lib/permissions.js';
import { applyPolicyToSessions, secondFactors } from '../second-factor/index.js';
import { invitationAnswer } from './invitations.js';

export const ADMIN_MESSAGES = {
  notFound: 'Administrator not found',
  ownRole: 'You cannot change your own role',
  ownStatus: 'You cannot deactivate or reactivate yourself',
  lastOwner: 'The last active Owner cannot be demoted or deactivated: make another administrator Owner first',
  roleUnchanged: 'The administrator already has this role',
  statusUnchanged: 'The administrator already has this status',
} as const;

type AdminRow = typeof admins.$inferSelect;
type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

export function adminAnswer(row: AdminRow) {
  return {
    uid: row.uid,
    email: row.email,
    full_name: row.fullName,
    role: row.role as Role,
    status: row.status as 'active' | 'deactivated',
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Locks every administrator row (in id order, so two changes cannot deadlock) and answers the target
 * and how many active Owners there are: concurrent role and status changes run one after the other,
 * and the "last active Owner" rule is read under the lock.
 */
async function lockTeam(tx: Tx, uid: string) {
  const team = await tx.select().from(admins).orderBy(asc(admins.id)).for('update');
  const target = team.find((row) => row.uid === uid);
  if (!target) throw notFound(ADMIN_MESSAGES.notFound);
  const activeOwners = team.filter((row) => row.role === 'owner' && row.status === 'active').length;
  return { target, activeOwners };
}

const isLastActiveOwner = (target: AdminRow, activeOwners: number) =>
  target.role === 'owner' && target.status === 'active' && activeOwners <= 1;

export function adminService(app: FastifyInstance) {
  const db = app.db;
  const factors = secondFactors(app);
  return {
    async list() {
      const rows = await db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
      const withFactor = await factors.adminsWithFactor();
      const open = await db
        .select({ invitation: adminInvitations, invitedBy: admins.fullName })
        .from(adminInvitations)
        .leftJoin(admins, eq(admins.id, adminInvitations.invitedBy))
        .where(and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)))
        .orderBy(desc(adminInvitations.sentAt));
      return {
        admins: rows.map((row) => ({ ...adminAnswer(row), has_second_factor: withFactor.has(row.id) })),
        invitations: open.map(({ invitation, invitedBy }) => invitationAnswer(invitation, invitedBy)),
      };
    },

    async changeRole(request: FastifyRequest, uid: string, role: Role) {
      if (uid === request.admin!.uid) throw badRequest(ADMIN_MESSAGES.ownRole);
      const updated = await db.transaction(async (tx) => {
        const { target, activeOwners } = await lockTeam(tx, uid);
        if (target.role === role) throw conflict(ADMIN_MESSAGES.roleUnchanged);
        if (role !== 'owner' && isLastActiveOwner(target, activeOwners))
          throw conflict(ADMIN_MESSAGES.lastOwner);
        const [row] = await tx.update(admins).set({ role }).where(eq(admins.id, target.id)).returning();
        await audit(tx, request, {
          action: 'admin.role_change',
          targetType: 'admin',
          targetUid: uid,
          details: { from: target.role, to: role },
        });
        // Sessions checked in the last few seconds carry the old role: every process re-reads them.
        await app.sessions.refresh({ adminIds: [target.id] }, tx);
        return row;
      });
      // A role that must have a second factor, given to an admin who has none: enrolment only.
      await applyPolicyToSessions(app, [updated.id]);
      return adminAnswer(updated);
    },

    async setStatus(request: FastifyRequest, uid: string, status: 'active' | 'deactivated') {
      if (uid === request.admin!.uid) throw badRequest(ADMIN_MESSAGES.ownStatus);
      const updated = await db.transaction(async (tx) => {
        const { target, activeOwners } = await lockTeam(tx, uid);
        if (target.status === status) throw conflict(ADMIN_MESSAGES.statusUnchanged);
        if (status === 'deactivated' && isLastActiveOwner(target, activeOwners))
          throw conflict(ADMIN_MESSAGES.lastOwner);
        const [row] = await tx.update(admins).set({ status }).where(eq(admins.id, target.id)).returning();
        await audit(tx, request, {
          action: status === 'deactivated' ? 'admin.deactivate' : 'admin.reactivate',
          targetType: 'admin',
          targetUid: uid,
        });
        // Ends the admin's sessions in every process, once this transaction commits.
        if (status === 'deactivated') await app.sessions.end({ adminIds: [target.id] }, 'deactivated', tx);
        return row;
      });
      return adminAnswer(updated);
    },
  };
}
