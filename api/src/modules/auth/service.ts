import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { hmac } from '../../lib/keys.js';
import {
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  verifyPassword,
} from '../../lib/passwords.js';
import { ACCESS_TOKEN_SECONDS, randomToken, safeEqual, sha256 } from '../../lib/tokens.js';
import { audit } from '../../plugins/audit.js';

export const SESSION_DAYS = 30;
export const THROTTLE_WINDOW_MINUTES = 15;
export const THROTTLE_MAX_FAILURES = 10;
export const RESET_CODE_MINUTES = 10;
export const RESET_MAX_TRIES = 5;
export const IMPERSONATION_SECONDS = 300;
/** Codes mailed to one administrator per throttle window; more requests get the same answer, no mail. */
export const RESET_MAX_CODES = 5;

export const MESSAGES = {
  invalidLogin: 'Invalid email or password',
  throttled: 'Too many failed attempts. Please try again in 15 minutes.',
  wrongCode: 'Invalid verification code',
  codeExpired: 'The verification code has expired. Please request a new one.',
  tooManyTries: 'Too many wrong codes. Please request a new one.',
  codeUsed: 'This verification code has already been used. Please request a new one.',
  resetExpired: 'Your password reset session has expired. Please start again.',
  passwordTooShort: 'Password must be minimum 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(MESSAGES.passwordTooShort);
  if (password.length > MAX_PASSWORD_LENGTH) throw badRequest(MESSAGES.passwordTooLong);
}

interface AdminRow {
  id: number;
  uid: string;
  email: string;
  full_name: string;
  password_hash: string;
}

export interface SessionTokens {
  token: string;
  refresh_token: string;
  session_id: string;
  expires_in: number;
}

export function authService(app: FastifyInstance) {
  const sql = app.database;
  const emailHash = (email: string) => hmac(app.lookupKey, `login:${email.toLowerCase()}`);

  /** A new access token for the session (the refresh secret is stored by the caller). */
  async function issueTokens(
    sessionId: number,
    sessionUid: string,
    refreshSecret: string,
  ): Promise<SessionTokens> {
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
    return {
      token,
      refresh_token: `${sessionUid}.${refreshSecret}`,
      session_id: sessionUid,
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  }

  async function throttle(email: string, ip: string): Promise<void> {
    const [row] = await sql.query<{ by_email: number; by_ip: number }>(
      `select count(*) filter (where email_hash = $1)::int as by_email, count(*) filter (where ip = $2)::int as by_ip
         from login_failures
        where created_at > now() - make_interval(mins => $3) and (email_hash = $1 or ip = $2)`,
      [emailHash(email), ip, THROTTLE_WINDOW_MINUTES],
    );
    if (row.by_email >= THROTTLE_MAX_FAILURES || row.by_ip >= THROTTLE_MAX_FAILURES) {
      throw tooManyRequests(MESSAGES.throttled);
    }
  }

  return {
    async login(email: string, password: string, request: FastifyRequest) {
      await throttle(email, request.ip);
      const [admin] = await sql.query<AdminRow>('select * from admins where lower(email) = lower($1)', [
        email,
      ]);
      if (!(await verifyPassword(admin?.password_hash, password))) {
        await sql.query('insert into login_failures (email_hash, ip) values ($1, $2)', [
          emailHash(email),
          request.ip,
        ]);
        // Old failures are useless after the window; trimming here keeps the table small.
        await sql.query(`delete from login_failures where created_at < now() - interval '1 day'`);
        throw badRequest(MESSAGES.invalidLogin);
      }
      const secret = randomToken();
      const uid = randomUUID();
      const [session] = await sql.query<{ id: number }>(
        `insert into admin_sessions (uid, admin_id, refresh_token_hash, ip, user_agent, expires_at)
         values ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) returning id`,
        [
          uid,
          admin.id,
          sha256(secret),
          request.ip,
          String(request.headers['user-agent'] ?? '').slice(0, 300),
          SESSION_DAYS,
        ],
      );
      request.admin = {
        id: Number(admin.id),
        uid: admin.uid,
        email: admin.email,
        fullName: admin.full_name,
        sessionId: Number(session.id),
        sessionUid: uid,
      };
      await audit(app.db, request, { action: 'auth.login', targetType: 'admin', targetUid: admin.uid });
      return {
        ...(await issueTokens(Number(session.id), uid, secret)),
        user: { uid: admin.uid, email: admin.email, full_name: admin.full_name },
      };
    },

    async logout(request: FastifyRequest, sessionUid: string | null) {
      const admin = request.admin!;
      const target = sessionUid ?? admin.sessionUid;
      if (!UUID.test(target)) throw badRequest('Invalid session_id');
      await sql.query(
        `update admin_sessions set revoked_at = now(), revoked_reason = 'logout'
          where uid = $1 and admin_id = $2 and revoked_at is null`,
        [target, admin.id],
      );
      app.sessionCache.clear();
      await audit(app.db, request, { action: 'auth.logout', targetType: 'admin_session', targetUid: target });
    },

    /** Rotates the refresh token; presenting one that was already rotated ends the session. */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const [uid, secret] = refreshToken.split('.');
      if (!uid || !secret || !UUID.test(uid)) throw unauthorized();
      const [session] = await sql.query<{ id: number; refresh_token_hash: string }>(
        'select id, refresh_token_hash from admin_sessions where uid = $1 and revoked_at is null and expires_at > now()',
        [uid],
      );
      if (!session) throw unauthorized();
      const presented = sha256(secret);
      if (!safeEqual(presented, session.refresh_token_hash)) {
        await sql.query(
          `update admin_sessions set revoked_at = now(), revoked_reason = 'refresh_token_reuse' where id = $1 and revoked_at is null`,
          [session.id],
        );
        app.sessionCache.clear();
        app.log.warn({ session: uid }, 'refresh token reused: session revoked');
        throw unauthorized();
      }
      const next = randomToken();
      const rotated = await sql.query(
        `update admin_sessions set refresh_token_hash = $2, generation = generation + 1, last_used_at = now()
          where id = $1 and refresh_token_hash = $3 and revoked_at is null returning id`,
        [session.id, sha256(next), presented],
      );
      if (!rotated.length) throw unauthorized(); // another request rotated it first
      return issueTokens(Number(session.id), uid, next);
    },

    /** Always answers a session id, so the answer does not tell whether the e-mail is an admin's. */
    async forgot(email: string): Promise<string> {
      const [admin] = await sql.query<AdminRow>('select * from admins where lower(email) = lower($1)', [
        email,
      ]);
      const uid = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await sql.query(
        `insert into password_resets (uid, admin_id, code_hash, expires_at)
         values ($1, $2, $3, now() + make_interval(mins => $4))`,
        [uid, admin?.id ?? null, hmac(app.lookupKey, `reset:${uid}:${code}`), RESET_CODE_MINUTES],
      );
      const [recent] = admin
        ? await sql.query<{ n: number }>(
            `select count(*)::int as n from password_resets
              where admin_id = $1 and created_at > now() - make_interval(mins => $2)`,
            [admin.id, THROTTLE_WINDOW_MINUTES],
          )
        : [{ n: 0 }];
      if (admin && recent.n > RESET_MAX_CODES) {
        app.log.warn('password reset codes throttled for one administrator');
      } else if (admin) {
        await app.mailer.send({
          to: admin.email,
          kind: 'password_reset_code',
          subject: 'Your password reset code',
          text: `Your verification code is ${code}. It is valid for ${RESET_CODE_MINUTES} minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this e-mail.`,
        });
      }
      return uid;
    },

    async verify(sessionUid: string, otp: string): Promise<string> {
      if (!UUID.test(sessionUid)) throw badRequest(MESSAGES.wrongCode);
      const [reset] = await sql.query<{
        id: number;
        admin_id: number | null;
        code_hash: string;
        attempts: number;
        expired: boolean;
        verified_at: Date | null;
        used_at: Date | null;
      }>(
        `select id, admin_id, code_hash, attempts, expires_at <= now() as expired, verified_at, used_at
           from password_resets where uid = $1`,
        [sessionUid],
      );
      if (!reset) throw badRequest(MESSAGES.wrongCode);
      if (reset.verified_at || reset.used_at) throw badRequest(MESSAGES.codeUsed);
      if (reset.attempts >= RESET_MAX_TRIES) throw badRequest(MESSAGES.tooManyTries);
      if (reset.expired) throw badRequest(MESSAGES.codeExpired);
      const matches =
        reset.admin_id !== null &&
        safeEqual(hmac(app.lookupKey, `reset:${sessionUid}:${otp}`), reset.code_hash);
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
      return resetUid;
    },

    async reset(resetUid: string, password: string, request: FastifyRequest): Promise<void> {
      checkNewPassword(password);
      if (!UUID.test(resetUid)) throw badRequest(MESSAGES.resetExpired);
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
      await sql.query(
        `update admin_sessions set revoked_at = now(), revoked_reason = 'password_reset' where admin_id = $1 and revoked_at is null`,
        [used.admin_id],
      );
      app.sessionCache.clear();
      await audit(app.db, request, {
        action: 'auth.password_reset',
        targetType: 'admin',
        targetUid: used.uid,
      });
    },

    async change(request: FastifyRequest, uid: string, current: string, next: string): Promise<void> {
      const admin = request.admin!;
      if (uid !== admin.uid) throw forbidden('You can only change your own password');
      checkNewPassword(next);
      // Guessing the current password from a stolen session counts like failed sign-ins.
      await throttle(admin.email, request.ip);
      const [row] = await sql.query<AdminRow>('select * from admins where id = $1', [admin.id]);
      if (!(await verifyPassword(row?.password_hash, current))) {
        await sql.query('insert into login_failures (email_hash, ip) values ($1, $2)', [
          emailHash(admin.email),
          request.ip,
        ]);
        throw badRequest(MESSAGES.wrongCurrentPassword);
      }
      await sql.query('update admins set password_hash = $2, password_changed_at = now() where id = $1', [
        admin.id,
        await hashPassword(next),
      ]);
      await sql.query(
        `update admin_sessions set revoked_at = now(), revoked_reason = 'password_change'
          where admin_id = $1 and id <> $2 and revoked_at is null`,
        [admin.id, admin.sessionId],
      );
      app.sessionCache.clear();
      await audit(app.db, request, {
        action: 'auth.password_change',
        targetType: 'admin',
        targetUid: admin.uid,
      });
    },

    async impersonate(request: FastifyRequest, userUid: string) {
      if (!UUID.test(userUid)) throw badRequest('Please provide a valid user_uid');
      const [user] = await sql.query<{ id: number; uid: string; role_id: number }>(
        `select id, uid, role_id from users where uid = $1 and status <> 'deleted' and deleted_at is null`,
        [userUid],
      );
      if (!user) throw notFound('User not found');
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
      const url = new URL('/', app.config.mainSiteUrl);
      url.searchParams.set('session_id', uid);
      return { session_id: uid, expires_in: IMPERSONATION_SECONDS, url: url.toString() };
    },

    async consumeImpersonation(sessionUid: string) {
      if (!UUID.test(sessionUid)) throw unauthorized('This session is invalid or has expired');
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
