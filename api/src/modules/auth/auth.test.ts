import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  bearer,
  buildTestApp,
  lastMail,
  login,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/helper.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

async function resetLoginFailures() {
  await t.database.query('delete from login_failures');
}

describe('POST /auth/local/admin', () => {
  beforeEach(resetLoginFailures);

  test('answers tokens, session id and the user', async () => {
    const res = await post('/auth/local/admin', {
      username: TEST_ADMIN_EMAIL,
      password: TEST_ADMIN_PASSWORD,
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.status, 200);
    assert.equal(body.message, 'Login Success');
    assert.equal(typeof body.data.token, 'string');
    assert.equal(typeof body.data.refresh_token, 'string');
    assert.match(body.data.session_id, /^[0-9a-f-]{36}$/);
    assert.equal(body.data.expires_in, 900);
    assert.equal(body.data.user.email, TEST_ADMIN_EMAIL);
    assert.ok(body.data.user.uid);
    // Opaque tokens, kept only as hashes.
    const stored = await t.database.query<{ token_hash: string }>(
      'select token_hash from admin_access_tokens',
    );
    assert.ok(stored.length > 0);
    assert.ok(stored.every((row) => row.token_hash !== body.data.token));
    const [session] = await t.database.query<{ refresh_token_hash: string }>(
      'select refresh_token_hash from admin_sessions where uid = $1',
      [body.data.session_id],
    );
    assert.ok(!body.data.refresh_token.includes(session.refresh_token_hash));
  });

  test('the e-mail is case-insensitive', async () => {
    const res = await post('/auth/local/admin', {
      username: 'ADMIN@Example.com',
      password: TEST_ADMIN_PASSWORD,
    });
    assert.equal(res.statusCode, 200);
  });

  test("the spec's messages for a bad form", async () => {
    const cases: [unknown, string][] = [
      [{ password: 'x' }, 'Please enter username'],
      [{ username: '  ', password: 'x' }, 'Please enter username'],
      [{ username: 'not-an-email', password: 'x' }, 'Please enter a valid username'],
      [{ username: TEST_ADMIN_EMAIL }, 'Please enter password'],
      [{ username: TEST_ADMIN_EMAIL, password: '' }, 'Please enter password'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/auth/local/admin', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(res.json(), { status: 400, message, data: null });
    }
  });

  test('a wrong password or unknown e-mail is a 400 with one message (never a 401)', async () => {
    for (const payload of [
      { username: TEST_ADMIN_EMAIL, password: 'wrong-password' },
      { username: 'nobody@example.com', password: TEST_ADMIN_PASSWORD },
    ]) {
      const res = await post('/auth/local/admin', payload);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Invalid email or password');
    }
  });

  test('10 failures for one e-mail in 15 minutes give 429, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/auth/local/admin',
        { username: TEST_ADMIN_EMAIL, password: `wrong-${i}` },
        {
          'x-forwarded-for': `10.0.0.${i + 1}`,
        },
      );
      assert.equal(res.statusCode, 400);
    }
    const res = await post('/auth/local/admin', {
      username: TEST_ADMIN_EMAIL,
      password: TEST_ADMIN_PASSWORD,
    });
    assert.equal(res.statusCode, 429);
    assert.equal(res.json().message, 'Too many failed attempts. Please try again in 15 minutes.');
    // Failures older than the window no longer count.
    await t.database.query(`update login_failures set created_at = now() - interval '16 minutes'`);
    assert.equal(
      (await post('/auth/local/admin', { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }))
        .statusCode,
      200,
    );
  });

  test('10 failures from one address give 429 for any e-mail', async () => {
    for (let i = 0; i < 10; i++) {
      await post('/auth/local/admin', { username: `someone${i}@example.com`, password: 'x' });
    }
    const res = await post('/auth/local/admin', {
      username: TEST_ADMIN_EMAIL,
      password: TEST_ADMIN_PASSWORD,
    });
    assert.equal(res.statusCode, 429);
  });

  test('logs never hold passwords, tokens or searched names', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(
      { logLevel: 'trace' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/local/admin?search=Jane%20Doe',
        payload: { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      });
      const { token, refresh_token } = res.json().data;
      await logged.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: TEST_ADMIN_EMAIL },
      });
      const mail = await lastMail(logged.database, TEST_ADMIN_EMAIL);
      const otp = /\b(\d{6})\b/.exec(mail.body)![1];
      const text = lines.join('');
      assert.ok(text.includes('request completed'), 'logs were captured');
      for (const secret of [TEST_ADMIN_PASSWORD, token, refresh_token, 'Jane']) {
        assert.ok(!text.includes(secret), `log holds ${secret}`);
      }
      // Word boundaries: the digits of a timestamp are no leak.
      assert.ok(!new RegExp(`\\b${otp}\\b`).test(text), 'log holds the reset code');
    } finally {
      await logged.close();
    }
  });
});

describe('the session', () => {
  beforeEach(resetLoginFailures);

  test('admin routes need a token: none, garbage, tampered → 401', async () => {
    const session = await login(t.app);
    const tampered = `${session.token.slice(0, -2)}${session.token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const headers of [
      {},
      bearer('garbage'),
      bearer(tampered),
      bearer(session.refresh_token),
      { authorization: session.token },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().data, null);
      assert.ok(res.json().message);
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) });
    assert.equal(ok.statusCode, 200);
  });

  test('refresh rotates; the new tokens work; the old refresh token is single use and its reuse ends the session', async () => {
    const first = await login(t.app);
    const res = await post('/auth/token/refresh', { refresh_token: first.refresh_token });
    assert.equal(res.statusCode, 200);
    const second = res.json().data;
    assert.equal(second.session_id, first.session_id);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal(typeof second.token, 'string');
    assert.equal(second.expires_in, 900);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(second.token) })).statusCode,
      200,
    );

    const reuse = await post('/auth/token/refresh', { refresh_token: first.refresh_token });
    assert.equal(reuse.statusCode, 401);
    // The whole session is gone: the current tokens no longer work either.
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(second.token) })).statusCode,
      401,
    );
    assert.equal(
      (await post('/auth/token/refresh', { refresh_token: second.refresh_token })).statusCode,
      401,
    );
  });

  test('refresh refuses junk with 401 and a missing token with 400', async () => {
    assert.equal((await post('/auth/token/refresh', { refresh_token: 'junk' })).statusCode, 401);
    assert.equal(
      (await post('/auth/token/refresh', { refresh_token: '00000000-0000-0000-0000-000000000000.x' }))
        .statusCode,
      401,
    );
    const missing = await post('/auth/token/refresh', {});
    assert.equal(missing.statusCode, 400);
  });

  test('logout revokes the session: access and refresh tokens stop working', async () => {
    const session = await login(t.app);
    const res = await post('/auth/logout', { session_id: session.session_id }, bearer(session.token));
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Logout Success');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) })).statusCode,
      401,
    );
    assert.equal(
      (await post('/auth/token/refresh', { refresh_token: session.refresh_token })).statusCode,
      401,
    );
  });

  test('logout needs a session', async () => {
    assert.equal((await post('/auth/logout', { session_id: 'x' })).statusCode, 401);
  });

  test('an access token lives 15 minutes; the refresh token renews it', async () => {
    const session = await login(t.app);
    await t.database.query(`update admin_access_tokens set expires_at = now() - interval '1 second'`);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) })).statusCode,
      401,
    );
    const renewed = (await post('/auth/token/refresh', { refresh_token: session.refresh_token })).json().data;
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(renewed.token) })).statusCode,
      200,
    );
  });

  test('a session past its end is over', async () => {
    const session = await login(t.app);
    await t.database.query(
      `update admin_sessions set expires_at = now() - interval '1 second' where uid = $1`,
      [session.session_id],
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) })).statusCode,
      401,
    );
  });
});

describe('password reset', () => {
  beforeEach(async () => {
    await t.database.query('delete from password_resets');
  });

  async function forgot(email = TEST_ADMIN_EMAIL): Promise<string> {
    const res = await post('/auth/password/forgot', { email });
    assert.equal(res.statusCode, 200);
    return res.json().data.session_id;
  }

  async function code(): Promise<string> {
    const mail = await lastMail(t.database, TEST_ADMIN_EMAIL);
    assert.equal(mail.kind, 'password_reset_code');
    return /\b(\d{6})\b/.exec(mail.body)![1];
  }

  test('forgot → mailed 6-digit code → verify → reset → log in with the new password', async () => {
    const sessionId = await forgot();
    const otp = await code();
    const verified = await post('/auth/otp/verify', { session_id: sessionId, otp });
    assert.equal(verified.statusCode, 200);
    const resetId = verified.json().data.session_id;
    assert.match(resetId, /^[0-9a-f-]{36}$/);
    assert.notEqual(resetId, sessionId);

    const short = await post('/auth/password/reset', { session_id: resetId, password: '12345' });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'Password must be minimum 6 characters');
    const empty = await post('/auth/password/reset', { session_id: resetId, password: '' });
    assert.equal(empty.json().message, 'Please enter valid password');

    const done = await post('/auth/password/reset', { session_id: resetId, password: 'New-Secret-1' });
    assert.equal(done.statusCode, 200);
    assert.equal(done.json().message, 'Password changed successfully');
    await login(t.app, 'New-Secret-1');

    // Single use: the same reset session cannot set a password again.
    const again = await post('/auth/password/reset', { session_id: resetId, password: 'Other-Secret-2' });
    assert.equal(again.statusCode, 400);
    // Nor can the code be verified again.
    const reverify = await post('/auth/otp/verify', { session_id: sessionId, otp });
    assert.equal(reverify.statusCode, 400);

    await t.database.query('update admins set password_hash = (select password_hash from admins limit 1)');
    const back = await post('/auth/password/forgot', { email: TEST_ADMIN_EMAIL });
    const backOtp = await code();
    const backReset = (
      await post('/auth/otp/verify', { session_id: back.json().data.session_id, otp: backOtp })
    ).json().data.session_id;
    await post('/auth/password/reset', { session_id: backReset, password: TEST_ADMIN_PASSWORD });
  });

  test('an unknown e-mail gets the same answer and no mail', async () => {
    const known = await post('/auth/password/forgot', { email: TEST_ADMIN_EMAIL });
    const unknown = await post('/auth/password/forgot', { email: 'nobody@example.com' });
    assert.equal(unknown.statusCode, 200);
    assert.equal(unknown.json().message, known.json().message);
    assert.deepEqual(Object.keys(unknown.json().data), ['session_id']);
    const mails = await t.database.query('select 1 from mail_outbox where to_address = $1', [
      'nobody@example.com',
    ]);
    assert.equal(mails.length, 0);
    const res = await post('/auth/otp/verify', { session_id: unknown.json().data.session_id, otp: '123456' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Invalid verification code');
  });

  test('at most 5 codes are mailed per 15 minutes; further requests get the same answer', async () => {
    const before = await t.database.query('select id from mail_outbox');
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(await post('/auth/password/forgot', { email: TEST_ADMIN_EMAIL }));
    for (const res of answers) {
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().message, answers[0].json().message);
    }
    const after = await t.database.query('select id from mail_outbox');
    assert.equal(after.length - before.length, 5);
  });

  test('forgot needs an e-mail', async () => {
    assert.equal((await post('/auth/password/forgot', {})).json().message, 'Please enter email');
    assert.equal(
      (await post('/auth/password/forgot', { email: 'x' })).json().message,
      'Please enter a valid email',
    );
  });

  test('a wrong code is a 400; the fifth wrong try locks the code, even for the right one', async () => {
    const sessionId = await forgot();
    const otp = await code();
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post('/auth/otp/verify', { session_id: sessionId, otp: wrong });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Invalid verification code');
    }
    const fifth = await post('/auth/otp/verify', { session_id: sessionId, otp: wrong });
    assert.equal(fifth.json().message, 'Too many wrong codes. Please request a new one.');
    const right = await post('/auth/otp/verify', { session_id: sessionId, otp });
    assert.equal(right.statusCode, 400);
    assert.equal(right.json().message, 'Too many wrong codes. Please request a new one.');
  });

  test('a code is valid 10 minutes', async () => {
    const sessionId = await forgot();
    const otp = await code();
    await t.database.query(
      `update password_resets set expires_at = now() - interval '1 second' where uid = $1`,
      [sessionId],
    );
    const res = await post('/auth/otp/verify', { session_id: sessionId, otp });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'The verification code has expired. Please request a new one.');
  });

  test('a verified reset left too long expires', async () => {
    const sessionId = await forgot();
    const resetId = (await post('/auth/otp/verify', { session_id: sessionId, otp: await code() })).json().data
      .session_id;
    await t.database.query(`update password_resets set expires_at = now() - interval '1 second'`);
    const res = await post('/auth/password/reset', { session_id: resetId, password: 'New-Secret-1' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Your password reset session has expired. Please start again.');
  });

  test('the first session id cannot reset without verifying', async () => {
    const sessionId = await forgot();
    const res = await post('/auth/password/reset', { session_id: sessionId, password: 'New-Secret-1' });
    assert.equal(res.statusCode, 400);
  });

  test('a reset ends every session of the administrator', async () => {
    const session = await login(t.app);
    const sessionId = await forgot();
    const resetId = (await post('/auth/otp/verify', { session_id: sessionId, otp: await code() })).json().data
      .session_id;
    await post('/auth/password/reset', { session_id: resetId, password: TEST_ADMIN_PASSWORD });
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) })).statusCode,
      401,
    );
  });
});

describe('POST /auth/password/change', () => {
  beforeEach(resetLoginFailures);

  test('changes the own password; a wrong current one is a 400, never a 401', async () => {
    const session = await login(t.app);
    const other = await login(t.app);
    const headers = bearer(session.token);
    const wrong = await post(
      '/auth/password/change',
      { uid: session.user.uid, current_password: 'not-it', new_password: 'Changed-1' },
      headers,
    );
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Current password is incorrect');

    const cases: [object, string][] = [
      [{ uid: session.user.uid, new_password: 'Changed-1' }, 'Please enter current password'],
      [{ uid: session.user.uid, current_password: TEST_ADMIN_PASSWORD }, 'Please enter new password'],
      [
        { uid: session.user.uid, current_password: TEST_ADMIN_PASSWORD, new_password: '12345' },
        'Password must be minimum 6 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/auth/password/change', payload, headers);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, message);
    }
    const notMine = await post(
      '/auth/password/change',
      {
        uid: '00000000-0000-0000-0000-000000000000',
        current_password: TEST_ADMIN_PASSWORD,
        new_password: 'Changed-1',
      },
      headers,
    );
    assert.equal(notMine.statusCode, 403);

    const res = await post(
      '/auth/password/change',
      { uid: session.user.uid, current_password: TEST_ADMIN_PASSWORD, new_password: 'Changed-1' },
      headers,
    );
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Password changed successfully');
    // This session goes on; the other ones end.
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode, 200);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(other.token) })).statusCode,
      401,
    );
    await login(t.app, 'Changed-1');
    await post(
      '/auth/password/change',
      { uid: session.user.uid, current_password: 'Changed-1', new_password: TEST_ADMIN_PASSWORD },
      headers,
    );
  });

  test('wrong current passwords count as failed sign-ins: 429 after 10', async () => {
    const session = await login(t.app);
    const headers = bearer(session.token);
    const attempt = (current: string) =>
      post(
        '/auth/password/change',
        { uid: session.user.uid, current_password: current, new_password: 'Changed-1' },
        headers,
      );
    for (let i = 0; i < 10; i++) assert.equal((await attempt(`guess-${i}`)).statusCode, 400);
    const res = await attempt(TEST_ADMIN_PASSWORD);
    assert.equal(res.statusCode, 429);
    assert.equal(res.json().message, 'Too many failed attempts. Please try again in 15 minutes.');
    await resetLoginFailures();
  });

  test('needs a session', async () => {
    const res = await post('/auth/password/change', {
      uid: 'x',
      current_password: 'a',
      new_password: 'bbbbbb',
    });
    assert.equal(res.statusCode, 401);
  });
});

describe('POST /auth/user (impersonation)', () => {
  test('answers a short-lived single-use session id and audits it', async () => {
    const [user] = await t.database.query<{ uid: string }>(
      `insert into users (role_id, full_name, email, status) values (3, 'Dr. Ann Lee', 'ann@example.com', 'active') returning uid`,
    );
    const session = await login(t.app);
    const res = await post(
      '/auth/user',
      { user_uid: user.uid },
      { ...bearer(session.token), 'x-request-id': 'req-imp-1' },
    );
    assert.equal(res.statusCode, 200);
    const { session_id, expires_in, url } = res.json().data;
    assert.match(session_id, /^[0-9a-f-]{36}$/);
    assert.equal(expires_in, 300);
    assert.equal(url, `${t.config.mainSiteUrl}/?session_id=${session_id}`);
    const [entry] = await t.database.query<{
      action: string;
      target_uid: string;
      request_id: string;
      admin_id: number;
    }>(`select action, target_uid, request_id, admin_id from audit_log where action = 'user.impersonate'`);
    assert.equal(entry.target_uid, user.uid);
    assert.equal(entry.request_id, 'req-imp-1');
    assert.ok(entry.admin_id);

    const used = await post('/auth/user/session', { session_id });
    assert.equal(used.statusCode, 200);
    assert.equal(used.json().data.user.uid, user.uid);
    assert.equal((await post('/auth/user/session', { session_id })).statusCode, 401);
  });

  test('an unknown or malformed user is a 4xx; no session is a 401', async () => {
    const session = await login(t.app);
    const unknown = await post(
      '/auth/user',
      { user_uid: '00000000-0000-0000-0000-000000000000' },
      bearer(session.token),
    );
    assert.equal(unknown.statusCode, 404);
    const malformed = await post('/auth/user', { user_uid: 'abc' }, bearer(session.token));
    assert.equal(malformed.statusCode, 400);
    assert.equal((await post('/auth/user', { user_uid: 'abc' })).statusCode, 401);
  });
});
