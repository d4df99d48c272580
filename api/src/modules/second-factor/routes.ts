import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error.js';
import { isRole } from '../../lib/permissions.js';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { readPolicy, writePolicy } from './policy.js';
import { applyPolicyToSessions } from './policy-sessions.js';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  addPasskeySchema,
  confirmTotpSchema,
  getPolicySchema,
  putPolicySchema,
  passkeyOptionsSchema,
  regenerateSchema,
  removePasskeySchema,
  removeSchema,
  resetForSchema,
  startTotpSchema,
  statusSchema,
  stepUpPasskeyOptionsSchema,
  stepUpPasskeySchema,
  stepUpSchema,
} from './schemas.js';
import { secondFactorService } from './service.js';
import { requireFreshProof } from './step-up.js';
import { audit } from '../../lib/audit-log.js';

const SELF = { permission: 'account.self' } as const;
/** Open to a session limited to enrolment: what the admin needs to get out of it. */
const ENROL = { permission: 'account.self', duringEnrolment: true } as const;
const MANAGE = { permission: 'admins.manage' } as const;
/** A fresh second-factor proof first (step-up.ts), for an admin who has a factor. */
const SELF_WITH_PROOF = { ...SELF, freshProof: 'always' } as const;
const MANAGE_WITH_PROOF = { ...MANAGE, freshProof: 'always' } as const;
/** Adding a factor: a proof only beside one already in force (the first one has nothing to prove with). */
const ENROL_WITH_PROOF = { ...ENROL, freshProof: 'beside a factor already in force' } as const;

function codeOf(body: { code?: unknown } | undefined): string {
  const code = typeof body?.code === 'string' ? body.code.trim() : '';
  if (!code) throw badRequest('Please enter the code');
  return code;
}

export async function secondFactorRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    auditActions: {
      'second_factor.enrol': 'Added a second factor',
      'second_factor.remove': 'Removed a second factor',
      'second_factor.reset': "Reset an administrator's second factors",
      'second_factor.recovery_code_used': 'Used a recovery code',
      'second_factor.recovery_codes_regenerated': 'Made new recovery codes',
      'second_factor.step_up': 'Proved a second factor',
      'second_factor.step_up_failed': 'Failed a second-factor proof',
      'settings.second_factor_policy': 'Changed the second-factor policy',
    },
  });
  const factors = secondFactorService(app);

  app.get('/account/second-factor', { config: ENROL, schema: statusSchema }, async (request) =>
    ok(await factors.status(request)),
  );

  app.post(
    '/account/second-factor/totp',
    { config: ENROL_WITH_PROOF, schema: startTotpSchema },
    async (request) => ok(await factors.startTotp(request), 'Scan the QR code with your authenticator app'),
  );

  app.post(
    '/account/second-factor/totp/confirm',
    { config: ENROL, schema: confirmTotpSchema },
    async (request) =>
      ok(await factors.confirmTotp(request, codeOf(request.body)), 'Authenticator app turned on'),
  );

  app.delete('/account/second-factor', { config: SELF_WITH_PROOF, schema: removeSchema }, async (request) => {
    const left = await factors.removeOwn(request);
    return ok(left, left.second_factor ? 'Authenticator app turned off' : 'Second factor turned off');
  });

  app.post(
    '/account/passkeys/options',
    { config: ENROL_WITH_PROOF, schema: passkeyOptionsSchema },
    async (request) => ok(await factors.passkeyOptions(request)),
  );

  app.post('/account/passkeys', { config: ENROL_WITH_PROOF, schema: addPasskeySchema }, async (request) => {
    const { name, credential } = request.body;
    const added = await factors.addPasskey(request, name, credential as RegistrationResponseJSON);
    return ok(added, 'Passkey added');
  });

  app.delete(
    '/account/passkeys/:id',
    { config: SELF_WITH_PROOF, schema: removePasskeySchema },
    async (request) => {
      const left = await factors.removePasskey(request, request.params.id);
      return ok(left, 'Passkey removed');
    },
  );

  app.post(
    '/auth/step-up/passkey/options',
    { config: SELF, schema: stepUpPasskeyOptionsSchema },
    async (request) => ok(await factors.stepUpPasskeyOptions(request)),
  );

  app.post('/auth/step-up/passkey', { config: SELF, schema: stepUpPasskeySchema }, async (request) => {
    await factors.stepUpWithPasskey(request, request.body.credential as AuthenticationResponseJSON);
    return ok({}, 'Confirmed');
  });

  app.post(
    '/account/second-factor/recovery-codes',
    { config: SELF_WITH_PROOF, schema: regenerateSchema },
    async (request) => ok(await factors.regenerateRecoveryCodes(request), 'New recovery codes'),
  );

  app.post('/auth/step-up', { config: SELF, schema: stepUpSchema }, async (request) => {
    await factors.stepUp(request, codeOf(request.body));
    return ok({}, 'Confirmed');
  });

  app.delete(
    '/admins/:uid/second-factor',
    { config: MANAGE_WITH_PROOF, schema: resetForSchema },
    async (request) => {
      await factors.resetFor(request, request.params.uid);
      return ok({}, 'Second factor reset: the administrator sets up a new one at the next sign-in');
    },
  );

  app.get('/admins/second-factor-policy', { config: MANAGE, schema: getPolicySchema }, async () =>
    ok(await readPolicy(app)),
  );

  app.put(
    '/admins/second-factor-policy',
    { config: MANAGE_WITH_PROOF, schema: putPolicySchema },
    async (request) => {
      const roles = request.body.required_roles;
      if (!roles.every(isRole))
        throw badRequest('Choose roles among owner, operations, finance, support, auditor');
      const policy = {
        required_roles: [...new Set(roles)].filter(isRole),
        refund_step_up_above_cents: request.body.refund_step_up_above_cents,
      };
      // Fewer roles or a higher refund amount would let a stolen token undo the protection it meets.
      await requireFreshProof(app, request);
      await writePolicy(app, request.admin!.id, policy);
      await audit(app.db, request, { action: 'settings.second_factor_policy', details: { ...policy } });
      // Open sessions follow at once, on every process: no waiting for the next sign-in.
      await applyPolicyToSessions(app);
      return ok(await readPolicy(app), 'Security policy saved');
    },
  );
}
