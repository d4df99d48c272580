import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { namesByUid } from '../../lib/audit-target-names.js';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { invitationService } from './invitations.js';
import {
  acceptInvitationSchema,
  changeRoleSchema,
  changeStatusSchema,
  checkInvitationSchema,
  invitationActionSchema,
  inviteSchema,
  listAdminsSchema,
} from './schemas.js';
import { adminService } from './service.js';
import { requireFreshProof } from '../second-factor/index.js';

const MANAGE = { permission: 'admins.manage' } as const;
/** Hands out or takes away powers: a fresh second-factor proof first (modules/second-factor/step-up.ts). */
const MANAGE_WITH_PROOF = { ...MANAGE, freshProof: 'always' } as const;

/** The team of administrators (Owner only) and the public accept-invitation calls. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    auditActions: {
      'admin.invite': 'Invited an administrator',
      'admin.invitation_resend': 'Sent an invitation again',
      'admin.invitation_revoke': 'Revoked an invitation',
      'admin.invitation_accept': 'Accepted an invitation',
      'admin.role_change': "Changed an administrator's role",
      'admin.deactivate': 'Deactivated an administrator',
      'admin.reactivate': 'Reactivated an administrator',
    },
    auditTargets: {
      admin: { name: namesByUid('admins', 'full_name') },
      admin_invitation: { name: namesByUid('admin_invitations', 'email') },
    },
  });
  const team = adminService(app);
  const invitations = invitationService(app);

  app.get('/admins', { config: MANAGE, schema: listAdminsSchema }, async () => ok(await team.list()));

  app.put('/admins/:uid/role', { config: MANAGE_WITH_PROOF, schema: changeRoleSchema }, async (request) => {
    await requireFreshProof(app, request);
    return ok(
      { admin: await team.changeRole(request, request.params.uid, request.body.role) },
      'Role changed',
    );
  });

  app.put(
    '/admins/:uid/status',
    { config: { ...MANAGE, freshProof: 'when deactivating' }, schema: changeStatusSchema },
    async (request) => {
      if (request.body.status === 'deactivated') await requireFreshProof(app, request);
      const admin = await team.setStatus(request, request.params.uid, request.body.status);
      return ok(
        { admin },
        admin.status === 'active' ? 'Administrator reactivated' : 'Administrator deactivated',
      );
    },
  );

  app.post(
    '/admin-invitations',
    { config: MANAGE_WITH_PROOF, schema: inviteSchema },
    async (request, reply) => {
      await requireFreshProof(app, request);
      const invitation = await invitations.invite(request, request.body.email, request.body.role);
      reply.status(201);
      return ok({ invitation }, `Invitation sent to ${invitation.email}`, 201);
    },
  );

  app.post(
    '/admin-invitations/:uid/resend',
    {
      config: MANAGE_WITH_PROOF,
      schema: invitationActionSchema('Send an open invitation again: a new link, valid 48 hours'),
    },
    async (request) => {
      await requireFreshProof(app, request);
      const invitation = await invitations.resend(request, request.params.uid);
      return ok({ invitation }, `Invitation sent again to ${invitation.email}`);
    },
  );

  app.delete(
    '/admin-invitations/:uid',
    { config: MANAGE, schema: invitationActionSchema('Revoke an open invitation: its link stops working') },
    async (request) =>
      ok({ invitation: await invitations.revoke(request, request.params.uid) }, 'Invitation revoked'),
  );

  app.post(
    '/admin-invitations/check',
    { config: { public: true }, schema: checkInvitationSchema },
    async (request) => ok(await invitations.check(request.body.token)),
  );

  app.post(
    '/admin-invitations/accept',
    { config: { public: true }, schema: acceptInvitationSchema },
    async (request) =>
      ok(
        await invitations.accept(request, request.body.token, request.body.full_name, request.body.password),
        'Your account is ready. Sign in with your e-mail and password.',
      ),
  );
}
