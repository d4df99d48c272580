import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit-log.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { THROTTLES } from '../../lib/throttle.js';
import { isUuid } from '../../wire/uuid.js';
import { secondFactors } from './factors.js';
import { readPolicy } from './policy.js';
import { requireFreshProof } from './step-up.js';

export const FACTOR_MESSAGES = {
  alreadyEnrolled: 'You already have an authenticator app. Turn it off first to set up another.',
  noEnrolment: 'Start the set-up again: no authenticator key is waiting for a code.',
  wrongCode: 'Invalid code. Please try again.',
  noFactor: 'You have no second factor to turn off.',
  ownFactors: 'Reset your own second factor from Settings → Security',
} as const;

/** One's own second factor (enrolment, removal, recovery codes, step-up) and an Owner's reset of another's. */
export function secondFactorService(app: FastifyInstance) {
  const factors = secondFactors(app);
  const sql = app.database;

  /** A code of the signed-in admin, throttled per admin; a wrong one is audited under their name. */
  async function checkCode(request: FastifyRequest, code: string, failedAction: string) {
    const admin = request.admin!;
    await app.throttles.hit(THROTTLES.secondFactorByAdmin, String(admin.id));
    const proof = await factors.verify(admin.id, code);
    if (!proof) {
      await audit(app.db, request, { action: failedAction, targetType: 'admin', targetUid: admin.uid });
      throw badRequest(FACTOR_MESSAGES.wrongCode);
    }
    await app.throttles.clear(THROTTLES.secondFactorByAdmin, String(admin.id));
    if (proof === 'recovery_code') {
      await audit(app.db, request, {
        action: 'second_factor.recovery_code_used',
        targetType: 'admin',
        targetUid: admin.uid,
      });
    }
    return proof;
  }

  return {
    async status(request: FastifyRequest) {
      const admin = request.admin!;
      const [mine, policy] = await Promise.all([factors.status(admin.id), readPolicy(app)]);
      return { ...mine, required: (policy.required_roles as string[]).includes(admin.role) };
    },

    async startTotp(request: FastifyRequest) {
      const admin = request.admin!;
      const started = await factors.startTotp(admin.id, admin.email);
      if (!started) throw conflict(FACTOR_MESSAGES.alreadyEnrolled);
      return started;
    },

    /** The first code puts the factor in force; the session is no longer limited, and counts as proved. */
    async confirmTotp(request: FastifyRequest, code: string) {
      const admin = request.admin!;
      await app.throttles.hit(THROTTLES.secondFactorByAdmin, String(admin.id));
      const codes = await factors.confirmTotp(admin.id, code.trim());
      if (!codes) throw badRequest(FACTOR_MESSAGES.wrongCode);
      await app.throttles.clear(THROTTLES.secondFactorByAdmin, String(admin.id));
      await sql.query(
        'update admin_sessions set enrol_only = false, second_factor_at = now() where id = $1',
        [admin.sessionId],
      );
      // Every process reads the session again (its enrolment-only limit is gone).
      await app.sessions.refresh({ adminIds: [admin.id] });
      await audit(app.db, request, {
        action: 'second_factor.enrol',
        targetType: 'admin',
        targetUid: admin.uid,
        details: { factor: 'totp' },
      });
      return { recovery_codes: codes };
    },

    /** A fresh proof for this session: the guarded actions are open for the next few minutes. */
    async stepUp(request: FastifyRequest, code: string) {
      const admin = request.admin!;
      const proof = await checkCode(request, code, 'second_factor.step_up_failed');
      await sql.query('update admin_sessions set second_factor_at = now() where id = $1', [admin.sessionId]);
      await audit(app.db, request, {
        action: 'second_factor.step_up',
        targetType: 'admin',
        targetUid: admin.uid,
        details: { factor: proof },
      });
    },

    async regenerateRecoveryCodes(request: FastifyRequest) {
      const admin = request.admin!;
      if (!(await factors.hasFactor(admin.id))) throw conflict(FACTOR_MESSAGES.noFactor);
      await requireFreshProof(app, request);
      const codes = await factors.regenerateRecoveryCodes(admin.id);
      await audit(app.db, request, {
        action: 'second_factor.recovery_codes_regenerated',
        targetType: 'admin',
        targetUid: admin.uid,
      });
      return { recovery_codes: codes };
    },

    async removeOwn(request: FastifyRequest) {
      const admin = request.admin!;
      if (!(await factors.hasFactor(admin.id))) throw conflict(FACTOR_MESSAGES.noFactor);
      await requireFreshProof(app, request);
      await factors.removeAll(admin.id);
      await audit(app.db, request, {
        action: 'second_factor.remove',
        targetType: 'admin',
        targetUid: admin.uid,
      });
    },

    /** An Owner's reset of another admin's factors, for one who lost them all: their sessions end. */
    async resetFor(request: FastifyRequest, uid: string) {
      const owner = request.admin!;
      if (!isUuid(uid)) throw notFound('Administrator not found');
      const [target] = await sql.query<{ id: number; uid: string }>(
        'select id, uid from admins where uid = $1',
        [uid],
      );
      if (!target) throw notFound('Administrator not found');
      if (Number(target.id) === owner.id) throw forbidden(FACTOR_MESSAGES.ownFactors);
      await requireFreshProof(app, request);
      await factors.removeAll(Number(target.id));
      await app.sessions.end({ adminIds: [Number(target.id)] }, 'second_factor_reset');
      await audit(app.db, request, {
        action: 'second_factor.reset',
        targetType: 'admin',
        targetUid: target.uid,
      });
    },
  };
}
