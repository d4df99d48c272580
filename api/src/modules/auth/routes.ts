import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { userTarget } from '../../people/target-names.js';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { badRequest } from '../../lib/http-error.js';
import { isEmail, requiredSecret, requiredText } from '../../lib/validate.js';
import { ok } from '../../wire/envelope.js';
import {
  changeSchema,
  consumeImpersonationSchema,
  forgotSchema,
  impersonateSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  resetSchema,
  secondStepPasskeyOptionsSchema,
  secondStepPasskeySchema,
  secondStepSchema,
  verifySchema,
} from './schemas.js';
import { authService, type IssuedSession, MESSAGES } from './service.js';

export const SECOND_STEP_MESSAGE = 'Enter the code from your authenticator app';
import { typedRoutes } from '../../wire/typed-routes.js';

const PUBLIC = { public: true };

/**
 * The refresh token lives only in this cookie: HttpOnly (no script reads it), SameSite=Strict,
 * sent to the refresh call alone, Secure on https. The access token goes in the answer's body and
 * the client keeps it in memory.
 */
export const REFRESH_COOKIE = 'admin_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth/token/refresh';

function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) {
  reply.setCookie(REFRESH_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
    maxAge,
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  setRefreshCookie(request, reply, '', 0);
}

/** The body a client sees: the access token and its lifetime, never the refresh token. */
function withCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  const { refreshToken, refreshSeconds, ...answer } = issued;
  if (refreshToken) setRefreshCookie(request, reply, refreshToken, refreshSeconds);
  return answer;
}

export async function authRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    auditActions: {
      'auth.login': 'Signed in',
      'auth.login_failed': 'Failed sign-in',
      'auth.logout': 'Signed out',
      'auth.password_change': 'Changed own password',
      'auth.password_reset': 'Reset password',
      'auth.password_step': 'Passed the password step',
      'auth.second_factor_failed': 'Failed second step',
      'user.impersonate': 'Opened account in main site',
    },
    auditTargets: { user: userTarget, admin_session: {} },
  });
  const auth = authService(app);

  app.post('/auth/local/admin', { config: PUBLIC, schema: loginSchema }, async (request, reply) => {
    const username = requiredText(request.body, 'username', 'Please enter username');
    if (!isEmail(username)) throw badRequest('Please enter a valid username');
    const password = requiredSecret(request.body, 'password', 'Please enter password');
    const answer = await auth.login(username, password, request);
    if ('second_factor_required' in answer) return ok(answer, SECOND_STEP_MESSAGE);
    const { user, ...issued } = answer;
    return ok({ ...withCookie(request, reply, issued), user }, 'Login Success');
  });

  app.post('/auth/second-factor', { config: PUBLIC, schema: secondStepSchema }, async (request, reply) => {
    const challenge = requiredText(request.body, 'challenge', MESSAGES.challengeExpired);
    const code = requiredText(request.body, 'code', 'Please enter the code');
    if (code.length > 40 || challenge.length > 100) throw badRequest(MESSAGES.wrongSecondFactor);
    const { user, ...issued } = await auth.secondStep(challenge, code, request);
    return ok({ ...withCookie(request, reply, issued), user }, 'Login Success');
  });

  app.post(
    '/auth/second-factor/passkey/options',
    { config: PUBLIC, schema: secondStepPasskeyOptionsSchema },
    async (request) => {
      const challenge = requiredText(request.body, 'challenge', MESSAGES.challengeExpired);
      if (challenge.length > 100) throw badRequest(MESSAGES.challengeExpired);
      return ok(await auth.passkeyOptions(challenge, request));
    },
  );

  app.post(
    '/auth/second-factor/passkey',
    { config: PUBLIC, schema: secondStepPasskeySchema },
    async (request, reply) => {
      const challenge = requiredText(request.body, 'challenge', MESSAGES.challengeExpired);
      if (challenge.length > 100) throw badRequest(MESSAGES.challengeExpired);
      const credential = request.body.credential as AuthenticationResponseJSON;
      const { user, ...issued } = await auth.secondStepWithPasskey(challenge, credential, request);
      return ok({ ...withCookie(request, reply, issued), user }, 'Login Success');
    },
  );

  app.post(
    '/auth/logout',
    { config: { permission: 'account.self', duringEnrolment: true }, schema: logoutSchema },
    async (request, reply) => {
      const sessionId = request.body?.session_id;
      await auth.logout(request, typeof sessionId === 'string' && sessionId ? sessionId : null);
      clearRefreshCookie(request, reply);
      return ok({}, 'Logout Success');
    },
  );

  app.post('/auth/token/refresh', { config: PUBLIC, schema: refreshSchema }, async (request, reply) => {
    const token = app.parseCookie(request.headers.cookie ?? '')[REFRESH_COOKIE] ?? '';
    try {
      const issued = await auth.refresh(token);
      // Who the admin is now: a changed role reaches the browser at its next renewal.
      const user = await auth.sessionAdmin(issued.session_id);
      return ok({ ...withCookie(request, reply, issued), user }, 'Success');
    } catch (error) {
      clearRefreshCookie(request, reply);
      throw error;
    }
  });

  app.post('/auth/password/forgot', { config: PUBLIC, schema: forgotSchema }, async (request, reply) => {
    const email = requiredText(request.body, 'email', 'Please enter email');
    if (!isEmail(email) || email.length > 254) throw badRequest('Please enter a valid email');
    const { sessionId, deliver } = await auth.forgot(email, request);
    await reply.send(
      ok(
        { session_id: sessionId },
        'If this e-mail belongs to an administrator, a verification code was sent',
      ),
    );
    deliver();
    return reply;
  });

  app.post('/auth/otp/verify', { config: PUBLIC, schema: verifySchema }, async (request) => {
    const sessionId = requiredText(request.body, 'session_id', 'Please start the password reset again');
    const otp = requiredText(request.body, 'otp', 'Please enter the verification code');
    return ok({ session_id: await auth.verify(sessionId, otp, request) }, 'Verified');
  });

  app.post('/auth/password/reset', { config: PUBLIC, schema: resetSchema }, async (request) => {
    const sessionId = requiredText(request.body, 'session_id', 'Please start the password reset again');
    const password = requiredSecret(request.body, 'password', 'Please enter valid password');
    await auth.reset(sessionId, password, request);
    return ok({}, 'Password changed successfully');
  });

  app.post(
    '/auth/password/change',
    { config: { permission: 'account.self' }, schema: changeSchema },
    async (request) => {
      const uid = requiredText(request.body, 'uid', 'Please provide uid');
      const current = requiredSecret(request.body, 'current_password', 'Please enter current password');
      const next = requiredSecret(request.body, 'new_password', 'Please enter new password');
      await auth.change(request, uid, current, next);
      return ok({}, 'Password changed successfully');
    },
  );

  app.post(
    '/auth/user',
    { config: { permission: 'users.impersonate' }, schema: impersonateSchema },
    async (request) => {
      const userUid = requiredText(request.body, 'user_uid', 'Please provide a valid user_uid');
      return ok(await auth.impersonate(request, userUid), 'Success');
    },
  );

  app.post('/auth/user/session', { config: PUBLIC, schema: consumeImpersonationSchema }, async (request) => {
    const sessionId = requiredText(request.body, 'session_id', 'Please provide session_id');
    return ok(await auth.consumeImpersonation(sessionId), 'Success');
  });
}
