import type { Role } from '../../lib/permissions.js';
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-error.js';
import { hmac } from '../../lib/keys.js';
import {
  CHANGE_PASSWORD_MIN_LENGTH,
  checkNewPassword,
  hashPassword,
  PASSWORD_MESSAGES,
  verifyPassword,
} from '../../lib/passwords.js';
import { forgetOldThrottles, THROTTLES } from '../../lib/throttle.js';
import { ACCESS_TOKEN_SECONDS, randomToken, safeEqual, sha256 } from '../../lib/tokens.js';
import { audit } from '../../lib/audit-log.js';
import { checkReenteredPassword } from './reauth.js';
import { sessionUser } from './session-user.js';
import { isUuid } from '../../wire/uuid.js';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  passkeys,
  roleRequiresFactor,
  secondFactors,
  WRONG_PASSKEY_MESSAGE,
} from '../second-factor/index.js';

export const RESET_CODE_MINUTES = 10;
export const RESET_MAX_TRIES = 5;
export const IMPERSONATION_SECONDS = 300;
/** How long the password step's challenge waits for the second step. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;
/** A refresh racing another tab's may present the token rotated away this long ago. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export const MESSAGES = {
  invalidLogin: 'Invalid email or password',
  wrongCode: 'Invalid verification code',
  codeExpired: 'The verification code has expired. Please request a new one.',
  tooManyTries: 'Too many wrong codes. Please request a new one.',
  codeUsed: 'This verification code has already been used. Please request a new one.',
  resetExpired: 'Your password reset session has expired. Please start again.',
  ...PASSWORD_MESSAGES,
  wrongCurrentPassword: 'Current password is incorrect',
  inactiveUser: 'Only an active account can be opened in the main site',
  wrongSecondFactor: 'Invalid code. Please try again.',
  wrongPasskey: WRONG_PASSKEY_MESSAGE,
  noPasskey: 'You have no passkey. Enter a code instead.',
  challengeExpired: 'Your sign-in has expired. Please enter your e-mail and password again.',
  noMainSite: 'The main site is not configured, so this account cannot be opened there',
} as const;

export { checkNewPassword };

interface AdminRow {
  id: number;
  uid: string;
  email: string;
  full_name: string;
  password_hash: string;
  role: Role;
  status: string;
}

/** What a sign-in or a renewal answers; the refresh token itself goes only into the HttpOnly cookie. */
export interface SessionTokens {
  token: string;
  session_id: string;
  expires_in: number;
}

export interface IssuedSession extends SessionTokens {
  /** The new refresh token for the cookie, `<session uid>.<secret>`; null when the cookie stays. */
  refreshToken: string | null;
  /** Seconds until the session's absolute end (the cookie's Max-Age). */
  refreshSeconds: number;
}

export function authService(app: FastifyInstance) {
  const sql = app.database;
  const emailHash = (email: string) => hmac(app.lookupKey, `login:${email.toLowerCase()}`);
  /**
   * The refresh secret a rotation from `secret` sets: derived, not random, so every request that
   * presents the same token learns the same successor (see `refresh`). Without the server's key
   * nobody can derive it from a stolen token.
   */
  const nextRefreshSecret = (uid: string, secret: string) => hmac(app.lookupKey, `refresh:${uid}:${secret}`);

  const throttles = app.throttles;
  const factors = secondFactors(app);
  const keys = passkeys(app);
  /** Reset codes being written and mailed after their answer went out; awaited on close. */
  const deliveries = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...deliveries]);
  });

  /** A new access token for the session (the refresh secret, if new, is stored by the caller). */
  async function issueTokens(
    sessionId: number,
    sessionUid: string,
    refreshSecret: string | null,
  ): Promise<IssuedSession> {
    const token = randomToken();
    await sql.query(
      `insert into admin_access_tokens (session_id, token_hash, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))`,
      [sessionId, sha256(token), ACCESS_TOKEN_SECONDS],
    );
    // Expired tokens of this session are of no use any more.
    await sql.query('delete from admin_access_tokens where session_id = $1 and expires_at < now()', [
      sessionId,
    ]);
    const [session] = await sql.query<{ seconds: number }>(
      'select greatest(0, floor(extract(epoch from expires_at - now())))::int as seconds from admin_sessions where id = $1',
      [sessionId],
    );
    return {
      token,
      session_id: sessionUid,
      expires_in: ACCESS_TOKEN_SECONDS,
      refreshToken: refreshSecret ? `${sessionUid}.${refreshSecret}` : null,
      refreshSeconds: Number(session?.seconds ?? 0),
    };
  }

  async function revokeSession(id: number, reason: string): Promise<void> {
    await app.sessions.end({ sessionIds: [id] }, reason);
  }

  /** Writes a reset code for the administrator of `email`, if any, and mails it; after the answer. */
  async function sendResetCode(email: string, resetUid: string): Promise<void> {
    const [admin] = await sql.query<AdminRow>('select * from admins where lower(email) = lower($1)', [email]);
    if (!admin) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // One live code per administrator: a new one ends the codes (and verified resets) before it.
    await sql.query(
      `update password_resets set expires_at = now()
        where admin_id = $1 and used_at is null and expires_at > now()`,
      [admin.id],
    );
    await sql.query(
      `insert into password_resets (uid, admin_id, code_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(mins => $4))`,
      [resetUid, admin.id, hmac(app.lookupKey, `reset:${resetUid}:${code}`), RESET_CODE_MINUTES],
    );
    await app.mailer.send({
      to: admin.email,
      kind: 'password_reset_code',
      subject: 'Your password reset code',
      text: `Your verification code is ${code}. It is valid for ${RESET_CODE_MINUTES} minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this e-mail.`,
    });
    // Only a code whose mail is queued can be verified: a crash before this line leaves none valid.
    await sql.query('update password_resets set sent_at = now() where uid = $1', [resetUid]);
  }

  /**
   * A new session for an admin whose sign-in succeeded: `enrolOnly` for one who must enrol a
   * second factor first. The sign-in's code is no step-up proof: a guarded action asks for its own,
   * so the admin confirms the action they see.
   */
  async function openSession(admin: AdminRow, request: FastifyRequest, options: { enrolOnly: boolean }) {
    const secret = randomToken();
    const uid = randomUUID();
    const [session] = await sql.query<{ id: number }>(
      `insert into admin_sessions (uid, admin_id, refresh_token_hash, ip, user_agent, expires_at, enrol_only)
       values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6), $7) returning id`,
      [
        uid,
        admin.id,
        sha256(secret),
        request.ip,
        String(request.headers['user-agent'] ?? '').slice(0, 300),
        app.config.sessionMaxHours,
        options.enrolOnly,
      ],
    );
    request.admin = {
      id: Number(admin.id),
      uid: admin.uid,
      email: admin.email,
      fullName: admin.full_name,
      role: admin.role,
      sessionId: Number(session.id),
      sessionUid: uid,
      enrolOnly: options.enrolOnly,
    };
    await sql.query('update admins set last_sign_in_at = now() where id = $1', [admin.id]);
    await audit(app.db, request, { action: 'auth.login', targetType: 'admin', targetUid: admin.uid });
    return {
      ...(await issueTokens(Number(session.id), uid, secret)),
      user: sessionUser(request.admin),
    };
  }

  /**
   * The password step's challenge, if still live, with its admin (active). An attempt is counted per
   * address first, so guesses of codes from one place each count; asking for passkey options is
   * not an attempt (the challenge itself is 256 random bits).
   */
  async function liveChallenge(challenge: string, request: FastifyRequest, attempt = true) {
    if (attempt) await throttles.hit(THROTTLES.secondFactorBySource, request.ip);
    const [row] = await sql.query<AdminRow & { challenge_id: number }>(
      `select a.*, c.id as challenge_id from admin_sign_in_challenges c join admins a on a.id = c.admin_id
        where c.token_hash = $1 and c.used_at is null and c.expires_at > now() and a.status = 'active'`,
      [sha256(challenge)],
    );
    if (!row) throw unauthorized(MESSAGES.challengeExpired);
    return row;
  }

  /** A right second factor: the challenge is used up (once, even when sent twice) and the session opens. */
  async function completeSecondStep(row: AdminRow & { challenge_id: number }, request: FastifyRequest) {
    const adminId = Number(row.id);
    const consumed = await sql.query(
      'update admin_sign_in_challenges set used_at = now() where id = $1 and used_at is null returning id',
      [row.challenge_id],
    );
    if (!consumed.length) throw unauthorized(MESSAGES.challengeExpired);
    await throttles.clear(THROTTLES.secondFactorBySource, request.ip);
    await throttles.clear(THROTTLES.secondFactorByAdmin, String(adminId));
    return openSession(row, request, { enrolOnly: false });
  }

  return {
    async login(email: string, password: string, request: FastifyRequest) {
      // Counted before the password is checked, so simultaneous attempts each count.
      const account = emailHash(email);
      await throttles.hit(THROTTLES.signInBySource, request.ip);
      await throttles.hit(THROTTLES.signInByAccount, account);
      const [admin] = await sql.query<AdminRow>('select * from admins where lower(email) = lower($1)', [
        email,
      ]);
      // A deactivated admin's right password gets the same answer as a wrong one: no account probing.
      const verified = await verifyPassword(admin?.password_hash, password);
      if (!verified || admin.status !== 'active') {
        await audit(app.db, request, {
          action: 'auth.login_failed',
          targetType: 'admin',
          targetUid: admin?.uid ?? null,
        });
        await forgetOldThrottles(sql);
        throw badRequest(MESSAGES.invalidLogin);
      }
      await throttles.clear(THROTTLES.signInBySource, request.ip);
      await throttles.clear(THROTTLES.signInByAccount, account);
      // An admin with a second factor gets no session for the password alone: only a challenge.
      if (await factors.hasFactor(Number(admin.id))) {
        const challenge = randomToken();
        await sql.query(
          `insert into admin_sign_in_challenges (admin_id, token_hash, expires_at)
           values ($1, $2, now() + make_interval(mins => $3))`,
          [admin.id, sha256(challenge), SIGN_IN_CHALLENGE_MINUTES],
        );
        await audit(app.db, request, {
          action: 'auth.password_step',
          targetType: 'admin',
          targetUid: admin.uid,
          adminId: Number(admin.id),
        });
        return {
          second_factor_required: true as const,
          challenge,
          methods: await factors.methods(Number(admin.id)),
        };
      }
      const enrolOnly = await roleRequiresFactor(app, admin.role);
      return openSession(admin, request, { enrolOnly });
    },

    /**
     * The second step: the challenge of the password step and a code (authenticator or recovery).
     * Counted per address and per administrator before the code is checked, so simultaneous
     * guesses each count; the challenge is used up only by a right code.
     */
    async secondStep(challenge: string, code: string, request: FastifyRequest) {
      const row = await liveChallenge(challenge, request);
      const adminId = Number(row.id);
      await throttles.hit(THROTTLES.secondFactorByAdmin, String(adminId));
      const proof = await factors.verify(adminId, code);
      if (!proof) {
        await audit(app.db, request, {
          action: 'auth.second_factor_failed',
          targetType: 'admin',
          targetUid: row.uid,
          adminId,
        });
        throw badRequest(MESSAGES.wrongSecondFactor);
      }
      if (proof === 'recovery_code') {
        await audit(app.db, request, {
          action: 'second_factor.recovery_code_used',
          targetType: 'admin',
          targetUid: row.uid,
          adminId,
        });
      }
      return completeSecondStep(row, request);
    },

    /** WebAuthn request options for the second step, naming the admin's passkeys. */
    async passkeyOptions(challenge: string, request: FastifyRequest) {
      const row = await liveChallenge(challenge, request, false);
      const options = await keys.authenticationOptions(request, 'sign_in', {
        adminId: Number(row.id),
        signInChallengeId: Number(row.challenge_id),
      });
      if (!options) throw conflict(MESSAGES.noPasskey);
      return options;
    },

    /** The second step with a passkey: counted and audited as a code is. */
    async secondStepWithPasskey(
      challenge: string,
      response: AuthenticationResponseJSON,
      request: FastifyRequest,
    ) {
      const row = await liveChallenge(challenge, request);
      const adminId = Number(row.id);
      await keys.prove(
        request,
        'sign_in',
        { adminId, signInChallengeId: Number(row.challenge_id) },
        response,
        { action: 'auth.second_factor_failed', targetUid: row.uid, auditAdminId: true },
      );
      return completeSecondStep(row, request);
    },

    /** The admin of a session as the session answers carry it (role and permissions included). */
    async sessionAdmin(sessionUid: string) {
      const [admin] = await sql.query<AdminRow & { enrol_only: boolean }>(
        'select a.*, s.enrol_only from admins a join admin_sessions s on s.admin_id = a.id where s.uid = $1',
        [sessionUid],
      );
      if (!admin) throw unauthorized();
      return sessionUser({
        uid: admin.uid,
        email: admin.email,
        fullName: admin.full_name,
        role: admin.role,
        enrolOnly: admin.enrol_only,
      });
    },

    async logout(request: FastifyRequest, sessionUid: string | null) {
      const admin = request.admin!;
      const target = sessionUid ?? admin.sessionUid;
      if (!isUuid(target)) throw badRequest('Invalid session_id');
      await app.sessions.end({ sessionUid: target, adminId: admin.id }, 'logout');
      await audit(app.db, request, { action: 'auth.logout', targetType: 'admin_session', targetUid: target });
    },

    /**
     * Rotates the refresh token (from the cookie). Presenting one rotated away more than a few
     * seconds ago ends the session (it was stolen, or replayed); within those seconds it is another
     * tab's renewal that raced this one, or a renewal whose answer was lost, and gets the same rotated
     * cookie. A session without a request for the idle timeout is over.
     */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const [uid, secret] = refreshToken.split('.');
      if (!uid || !secret || !isUuid(uid)) throw unauthorized();
      const [session] = await sql.query<{
        id: number;
        refresh_token_hash: string;
        previous_refresh_token_hash: string | null;
        in_grace: boolean;
        idle: boolean;
      }>(
        `select id, refresh_token_hash, previous_refresh_token_hash,
                coalesce(rotated_at > now() - make_interval(secs => $2), false) as in_grace,
                last_used_at < now() - make_interval(mins => $3) as idle
           from admin_sessions where uid = $1 and revoked_at is null and expires_at > now()
            and admin_id in (select id from admins where status = 'active')`,
        [uid, REFRESH_REUSE_GRACE_SECONDS, app.config.sessionIdleMinutes],
      );
      if (!session) throw unauthorized();
      if (session.idle) {
        await revokeSession(session.id, 'idle_timeout');
        throw unauthorized();
      }
      const presented = sha256(secret);
      const next = nextRefreshSecret(uid, secret);
      if (safeEqual(presented, session.refresh_token_hash)) {
        await sql.query(
          `update admin_sessions set refresh_token_hash = $2, previous_refresh_token_hash = $3,
                  rotated_at = now(), generation = generation + 1
            where id = $1 and refresh_token_hash = $3 and revoked_at is null`,
          [session.id, sha256(next), presented],
        );
        // Had another request rotated it between the read and this write, it set the same cookie.
        return issueTokens(Number(session.id), uid, next);
      }
      // The token just rotated away, presented again within the grace: another tab's refresh won the
      // race, or this browser never received the answer that rotated it (a reload mid-refresh). Both
      // get the cookie that rotation set, or the browser would keep presenting the old one until the
      // grace is over and the reuse check ends the session.
      const rotatedFromThis =
        session.in_grace &&
        session.previous_refresh_token_hash !== null &&
        safeEqual(presented, session.previous_refresh_token_hash);
      if (rotatedFromThis) {
        const current = safeEqual(sha256(next), session.refresh_token_hash);
        return issueTokens(Number(session.id), uid, current ? next : null);
      }
      await revokeSession(session.id, 'refresh_token_reuse');
      app.log.warn({ session: uid }, 'refresh token reused: session revoked');
      throw unauthorized();
    },

    /**
     * Answers a session id at once, the same for any e-mail; the code is written and mailed by
     * `deliver`, which the route runs after the answer went out, so the time of the answer does not
     * tell whether the e-mail is an administrator's.
     */
    async forgot(
      email: string,
      request: FastifyRequest,
    ): Promise<{ sessionId: string; deliver: () => void }> {
      await throttles.hit(THROTTLES.resetRequestBySource, request.ip);
      await throttles.hit(THROTTLES.resetRequestByAccount, emailHash(email));
      const sessionId = randomUUID();
      const deliver = () => {
        const delivery = sendResetCode(email, sessionId)
          .catch((error: unknown) => {
            request.log.error({ error: (error as Error).message }, 'password reset code could not be sent');
          })
          .finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      };
      return { sessionId, deliver };
    },

    async verify(sessionUid: string, otp: string, request: FastifyRequest): Promise<string> {
      await throttles.hit(THROTTLES.resetCodeBySource, request.ip);
      if (!isUuid(sessionUid)) throw badRequest(MESSAGES.wrongCode);
      const [reset] = await sql.query<{
        id: number;
        admin_id: number;
        code_hash: string;
        attempts: number;
        expired: boolean;
        verified_at: Date | null;
        used_at: Date | null;
      }>(
        `select id, admin_id, code_hash, attempts, expires_at <= now() as expired, verified_at, used_at
           from password_resets where uid = $1 and sent_at is not null`,
        [sessionUid],
      );
      // No code, or one whose mail was never queued: nothing to guess.
      if (!reset) throw badRequest(MESSAGES.wrongCode);
      await throttles.hit(THROTTLES.resetCodeByAccount, String(reset.admin_id));
      if (reset.verified_at || reset.used_at) throw badRequest(MESSAGES.codeUsed);
      if (reset.attempts >= RESET_MAX_TRIES) throw badRequest(MESSAGES.tooManyTries);
      if (reset.expired) throw badRequest(MESSAGES.codeExpired);
      const matches = safeEqual(hmac(app.lookupKey, `reset:${sessionUid}:${otp}`), reset.code_hash);
      if (!matches) {
        const [row] = await sql.query<{ attempts: number }>(
          'update password_resets set attempts = attempts + 1 where id = $1 returning attempts',
          [reset.id],
        );
        throw badRequest(row.attempts >= RESET_MAX_TRIES ? MESSAGES.tooManyTries : MESSAGES.wrongCode);
      }
      const resetUid = randomUUID();
      const verified = await sql.query(
        `update password_resets set verified_at = now(), reset_uid = $2
          where id = $1 and verified_at is null and attempts < $3 and expires_at > now() returning id`,
        [reset.id, resetUid, RESET_MAX_TRIES],
      );
      if (!verified.length) throw badRequest(MESSAGES.codeUsed);
      await throttles.clear(THROTTLES.resetCodeBySource, request.ip);
      await throttles.clear(THROTTLES.resetCodeByAccount, String(reset.admin_id));
      return resetUid;
    },

    async reset(resetUid: string, password: string, request: FastifyRequest): Promise<void> {
      checkNewPassword(password);
      if (!isUuid(resetUid)) throw badRequest(MESSAGES.resetExpired);
      const hash = await hashPassword(password);
      const [used] = await sql.query<{ admin_id: number; uid: string }>(
        `update password_resets r set used_at = now() from admins a
          where r.reset_uid = $1 and r.used_at is null and r.verified_at is not null and r.expires_at > now()
            and a.id = r.admin_id
        returning r.admin_id, a.uid`,
        [resetUid],
      );
      if (!used) throw badRequest(MESSAGES.resetExpired);
      await sql.query('update admins set password_hash = $2, password_changed_at = now() where id = $1', [
        used.admin_id,
        hash,
      ]);
      // Whoever knew the old password loses their sessions too.
      await app.sessions.end({ adminIds: [Number(used.admin_id)] }, 'password_reset');
      await audit(app.db, request, {
        action: 'auth.password_reset',
        targetType: 'admin',
        targetUid: used.uid,
      });
    },

    async change(request: FastifyRequest, uid: string, current: string, next: string): Promise<void> {
      const admin = request.admin!;
      if (uid !== admin.uid) throw forbidden('You can only change your own password');
      checkNewPassword(next, CHANGE_PASSWORD_MIN_LENGTH);
      await checkReenteredPassword(app, request, current, () => badRequest(MESSAGES.wrongCurrentPassword));
      await sql.query('update admins set password_hash = $2, password_changed_at = now() where id = $1', [
        admin.id,
        await hashPassword(next),
      ]);
      await app.sessions.end({ adminIds: [admin.id], exceptSessionId: admin.sessionId }, 'password_change');
      await audit(app.db, request, {
        action: 'auth.password_change',
        targetType: 'admin',
        targetUid: admin.uid,
      });
    },

    async impersonate(request: FastifyRequest, userUid: string) {
      if (!isUuid(userUid)) throw badRequest('Please provide a valid user_uid');
      const mainSite = app.config.mainSiteUrl;
      if (!mainSite) throw conflict(MESSAGES.noMainSite);
      const [user] = await sql.query<{ id: number; uid: string; role_id: number; status: string }>(
        `select id, uid, role_id, status from users where uid = $1 and status <> 'deleted' and deleted_at is null`,
        [userUid],
      );
      if (!user) throw notFound('User not found');
      if (user.status !== 'active') throw conflict(MESSAGES.inactiveUser);
      const uid = randomUUID();
      await sql.query(
        `insert into impersonation_sessions (uid, user_id, admin_id, expires_at)
         values ($1, $2, $3, now() + make_interval(secs => $4))`,
        [uid, user.id, request.admin!.id, IMPERSONATION_SECONDS],
      );
      await audit(app.db, request, {
        action: 'user.impersonate',
        targetType: 'user',
        targetUid: user.uid,
        details: { role_id: Number(user.role_id) },
      });
      // The ticket travels in the fragment: browsers send it to no server, log or Referer.
      const url = new URL('/', mainSite);
      url.hash = new URLSearchParams({ session_id: uid }).toString();
      return { session_id: uid, expires_in: IMPERSONATION_SECONDS, url: url.toString() };
    },

    async consumeImpersonation(sessionUid: string) {
      if (!isUuid(sessionUid)) throw unauthorized('This session is invalid or has expired');
      const [row] = await sql.query<{ uid: string; role_id: number }>(
        `update impersonation_sessions s set used_at = now() from users u
          where s.uid = $1 and s.used_at is null and s.expires_at > now() and u.id = s.user_id
        returning u.uid, u.role_id`,
        [sessionUid],
      );
      if (!row) throw unauthorized('This session is invalid or has expired');
      return { user: { uid: row.uid, role_id: Number(row.role_id) } };
    },
  };
}
