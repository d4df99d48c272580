import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit-log.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { THROTTLES } from '../../lib/throttle.js';
import { isUuid } from '../../wire/uuid.js';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { secondFactors } from './factors.js';
import { MAX_PASSKEYS, passkeys, PASSKEY_NAME_MAX, WRONG_PASSKEY_MESSAGE } from './passkeys.js';
import { readPolicy } from './policy.js';
import { applyPolicyToSessions } from './policy-sessions.js';
import { requireFreshProof } from './step-up.js';

export const FACTOR_MESSAGES = {
  alreadyEnrolled: 'You already have an authenticator app. Turn it off first to set up another.',
  noEnrolment: 'Start the set-up again: no authenticator key is waiting for a code.',
  wrongCode: 'Invalid code. Please try again.',
  noFactor: 'You have no second factor to turn off.',
  ownFactors: 'Reset your own second factor from Settings → Security',
  nothingToReset:
    'This administrator has no second factor to reset: they set one up at their next sign-in if their role requires one.',
  noTotp: 'You have no authenticator app to turn off.',
  passkeyName: `Name the passkey (at most ${PASSKEY_NAME_MAX} characters), e.g. "Work laptop"`,
  tooManyPasskeys: `You have ${MAX_PASSKEYS} passkeys. Remove one to add another.`,
  passkeyNotAdded: 'The passkey could not be added. Please try again.',
  passkeyTaken: 'This passkey is already registered.',
  passkeyNotFound: 'Passkey not found',
  noPasskey: 'You have no passkey. Enter a code instead.',
  wrongPasskey: WRONG_PASSKEY_MESSAGE,
} as const;

/** A passkey's name as typed, or null when there is none or it is too long. */
export function passkeyName(value: unknown): string | null {
  const name = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  return name && name.length <= PASSKEY_NAME_MAX ? name : null;
}

/** One's own second factor (enrolment, removal, recovery codes, step-up) and an Owner's reset of another's. */
export function secondFactorService(app: FastifyInstance) {
  const factors = secondFactors(app);
  const keys = passkeys(app);
  const sql = app.database;

  /** The session has just proved a factor: it is no longer limited to enrolment, and counts as fresh. */
  async function markProved(request: FastifyRequest) {
    const admin = request.admin!;
    await sql.query('update admin_sessions set enrol_only = false, second_factor_at = now() where id = $1', [
      admin.sessionId,
    ]);
    // Every process reads the session again (its enrolment-only limit is gone).
    await app.sessions.refresh({ adminIds: [admin.id] });
  }

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
      const [mine, list, policy] = await Promise.all([
        factors.status(admin.id),
        keys.list(admin.id),
        readPolicy(app),
      ]);
      return {
        totp: mine.totp,
        passkeys: list,
        recovery_codes_left: mine.recovery_codes_left,
        required: (policy.required_roles as string[]).includes(admin.role),
      };
    },

    async startTotp(request: FastifyRequest) {
      const admin = request.admin!;
      // Adding a factor beside one in force needs a fresh proof (a stolen token cannot add its own).
      await requireFreshProof(app, request);
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
      await markProved(request);
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

    /** Turns off the authenticator app (passkeys stay; the recovery codes too, while one does). */
    async removeOwn(request: FastifyRequest) {
      const admin = request.admin!;
      if (!(await factors.hasFactor(admin.id))) throw conflict(FACTOR_MESSAGES.noFactor);
      if (!(await factors.status(admin.id)).totp) throw conflict(FACTOR_MESSAGES.noTotp);
      await requireFreshProof(app, request);
      await factors.removeTotp(admin.id);
      // The last factor gone where the role needs one: the session may only enrol again.
      await applyPolicyToSessions(app, [admin.id]);
      await audit(app.db, request, {
        action: 'second_factor.remove',
        targetType: 'admin',
        targetUid: admin.uid,
        details: { factor: 'totp' },
      });
      return { second_factor: await factors.hasFactor(admin.id) };
    },

    /** Creation options for a new passkey; beside a factor in force, after a fresh proof. */
    async passkeyOptions(request: FastifyRequest) {
      const admin = request.admin!;
      if ((await keys.count(admin.id)) >= MAX_PASSKEYS) throw conflict(FACTOR_MESSAGES.tooManyPasskeys);
      await requireFreshProof(app, request);
      return keys.registrationOptions(request, admin);
    },

    /**
     * Stores the new passkey. An admin's first factor also answers their recovery codes (as the
     * authenticator app's enrolment does) and lifts the session's enrolment-only limit.
     */
    async addPasskey(request: FastifyRequest, rawName: unknown, response: RegistrationResponseJSON) {
      const admin = request.admin!;
      const name = passkeyName(rawName);
      if (!name) throw badRequest(FACTOR_MESSAGES.passkeyName);
      if ((await keys.count(admin.id)) >= MAX_PASSKEYS) throw conflict(FACTOR_MESSAGES.tooManyPasskeys);
      await requireFreshProof(app, request);
      const first = !(await factors.hasFactor(admin.id));
      const added = await keys.register(
        request,
        { adminId: admin.id, sessionId: admin.sessionId },
        name,
        response,
      );
      if (added === 'duplicate') throw conflict(FACTOR_MESSAGES.passkeyTaken);
      if (!added) throw badRequest(FACTOR_MESSAGES.passkeyNotAdded);
      const codes = first ? await factors.regenerateRecoveryCodes(admin.id) : null;
      await markProved(request);
      await audit(app.db, request, {
        action: 'second_factor.enrol',
        targetType: 'admin',
        targetUid: admin.uid,
        details: { factor: 'passkey', name },
      });
      return codes ? { passkey: added, recovery_codes: codes } : { passkey: added };
    },

    async removePasskey(request: FastifyRequest, uid: string) {
      const admin = request.admin!;
      if (!isUuid(uid) || !(await keys.find(admin.id, uid))) throw notFound(FACTOR_MESSAGES.passkeyNotFound);
      await requireFreshProof(app, request);
      const name = await keys.remove(admin.id, uid);
      if (name === null) throw notFound(FACTOR_MESSAGES.passkeyNotFound);
      await factors.forgetRecoveryCodesIfNoFactor(admin.id);
      await applyPolicyToSessions(app, [admin.id]);
      await audit(app.db, request, {
        action: 'second_factor.remove',
        targetType: 'admin',
        targetUid: admin.uid,
        details: { factor: 'passkey', name },
      });
      return { second_factor: await factors.hasFactor(admin.id) };
    },

    async stepUpPasskeyOptions(request: FastifyRequest) {
      const admin = request.admin!;
      const options = await keys.authenticationOptions(request, 'step_up', {
        adminId: admin.id,
        sessionId: admin.sessionId,
      });
      if (!options) throw conflict(FACTOR_MESSAGES.noPasskey);
      return options;
    },

    /** A fresh proof by passkey: throttled and audited as a code is. */
    async stepUpWithPasskey(request: FastifyRequest, response: AuthenticationResponseJSON) {
      const admin = request.admin!;
      const result = await keys.prove(
        request,
        'step_up',
        { adminId: admin.id, sessionId: admin.sessionId },
        response,
        { action: 'second_factor.step_up_failed', targetUid: admin.uid },
      );
      await app.throttles.clear(THROTTLES.secondFactorByAdmin, String(admin.id));
      await sql.query('update admin_sessions set second_factor_at = now() where id = $1', [admin.sessionId]);
      await audit(app.db, request, {
        action: 'second_factor.step_up',
        targetType: 'admin',
        targetUid: admin.uid,
        details: { factor: 'passkey', name: result.passkey.name },
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
      // Nothing to remove: ending their sessions and auditing a reset would tell an untruth.
      if (!(await factors.hasFactor(Number(target.id)))) throw conflict(FACTOR_MESSAGES.nothingToReset);
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
