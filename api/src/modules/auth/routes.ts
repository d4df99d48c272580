import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error.js';
import { isEmail, requiredSecret, requiredText } from '../../lib/validate.js';
import { ok } from '../../plugins/envelope.js';
import {
  changeSchema,
  consumeImpersonationSchema,
  forgotSchema,
  impersonateSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  resetSchema,
  verifySchema,
} from './schemas.js';
import { authService } from './service.js';

const PUBLIC = { public: true };

export async function authRoutes(app: FastifyInstance) {
  const auth = authService(app);

  app.post('/auth/local/admin', { config: PUBLIC, schema: loginSchema }, async (request) => {
    const username = requiredText(request.body, 'username', 'Please enter username');
    if (!isEmail(username)) throw badRequest('Please enter a valid username');
    const password = requiredSecret(request.body, 'password', 'Please enter password');
    return ok(await auth.login(username, password, request), 'Login Success');
  });

  app.post('/auth/logout', { schema: logoutSchema }, async (request) => {
    const sessionId = (request.body as { session_id?: unknown } | undefined)?.session_id;
    await auth.logout(request, typeof sessionId === 'string' && sessionId ? sessionId : null);
    return ok({}, 'Logout Success');
  });

  app.post('/auth/token/refresh', { config: PUBLIC, schema: refreshSchema }, async (request) => {
    const token = requiredText(request.body, 'refresh_token', 'Please provide refresh_token');
    return ok(await auth.refresh(token), 'Success');
  });

  app.post('/auth/password/forgot', { config: PUBLIC, schema: forgotSchema }, async (request) => {
    const email = requiredText(request.body, 'email', 'Please enter email');
    if (!isEmail(email) || email.length > 254) throw badRequest('Please enter a valid email');
    const sessionId = await auth.forgot(email);
    return ok(
      { session_id: sessionId },
      'If this e-mail belongs to an administrator, a verification code was sent',
    );
  });

  app.post('/auth/otp/verify', { config: PUBLIC, schema: verifySchema }, async (request) => {
    const sessionId = requiredText(request.body, 'session_id', 'Please start the password reset again');
    const otp = requiredText(request.body, 'otp', 'Please enter the verification code');
    return ok({ session_id: await auth.verify(sessionId, otp) }, 'Verified');
  });

  app.post('/auth/password/reset', { config: PUBLIC, schema: resetSchema }, async (request) => {
    const sessionId = requiredText(request.body, 'session_id', 'Please start the password reset again');
    const password = requiredSecret(request.body, 'password', 'Please enter valid password');
    await auth.reset(sessionId, password, request);
    return ok({}, 'Password changed successfully');
  });

  app.post('/auth/password/change', { schema: changeSchema }, async (request) => {
    const uid = requiredText(request.body, 'uid', 'Please provide uid');
    const current = requiredSecret(request.body, 'current_password', 'Please enter current password');
    const next = requiredSecret(request.body, 'new_password', 'Please enter new password');
    await auth.change(request, uid, current, next);
    return ok({}, 'Password changed successfully');
  });

  app.post('/auth/user', { schema: impersonateSchema }, async (request) => {
    const userUid = requiredText(request.body, 'user_uid', 'Please provide a valid user_uid');
    return ok(await auth.impersonate(request, userUid), 'Success');
  });

  app.post('/auth/user/session', { config: PUBLIC, schema: consumeImpersonationSchema }, async (request) => {
    const sessionId = requiredText(request.body, 'session_id', 'Please provide session_id');
    return ok(await auth.consumeImpersonation(sessionId), 'Success');
  });
}
