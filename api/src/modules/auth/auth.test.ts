import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  bearer,
  buildTestApp,
  lastMail,
  lastMailId,
  login,
  mailsTo,
  refresh,
  refreshCookieOf,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/helper.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ mainSiteUrl: 'https://main.example.com' });
});
after(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress });

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

async function forgetThrottles() {
  await t.database.query('delete from auth_throttles');
}

const signIn = (password: string, remoteAddress?: string, headers: Record<string, string> = {}) =>
  post('/auth/local/admin', { username: TEST_ADMIN_EMAIL, password }, headers, remoteAddress);

/**
 * The 30-second hold after five wrong passwords, as the refusal says it: the time still to wait (a
 * second may have gone by on a busy machine), the same in the message and in Retry-After.
 */
function assertWrongPasswordsWait(res: { json(): { message: string }; headers: Record<string, unknown> }) {
  const wait = Number(res.headers['retry-after']);
  assert.ok(wait > 25 && wait <= 30, `Retry-After ${wait}`);
  assert.equal(res.json().message, `Too many wrong passwords. Please try again in ${wait} seconds.`);
}

describe('POST /auth/local/admin', () => {
  beforeEach(forgetThrottles);

  test('answers the access token, session id and user; the refresh token only in an HttpOnly cookie', async () => {
    const res = await signIn(TEST_ADMIN_PASSWORD);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.status, 200);
    assert.equal(body.message, 'Login Success');
    assert.equal(typeof body.data.token, 'string');
    assert.equal(body.data.refresh_token, undefined);
    assert.match(body.data.session_id, /^[0-9a-f-]{36}$/);
    assert.equal(body.data.expires_in, 900);
    assert.equal(body.data.user.email, TEST_ADMIN_EMAIL);
    const cookie = res.cookies.find((c) => c.name === 'admin_refresh');
    assert.ok(cookie, 'refresh cookie set');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api/auth/token/refresh');
    assert.equal(cookie.secure, undefined, 'not Secure on plain http');
    // The cookie lasts as long as the session may: 12 hours by default.
    assert.ok(Math.abs(Number(cookie.maxAge) - 12 * 3600) <= 2, String(cookie.maxAge));
    // Opaque tokens, kept only as hashes.
    const stored = await t.database.query<{ token_hash: string }>(
      'select token_hash from admin_access_tokens',
    );
    assert.ok(stored.every((row) => row.token_hash !== body.data.token));
    const [session] = await t.database.query<{ refresh_token_hash: string; hours: number }>(
      `select refresh_token_hash, round(extract(epoch from expires_at - created_at) / 3600)::int as hours
         from admin_sessions where uid = $1`,
      [body.data.session_id],
    );
    assert.ok(!cookie.value.includes(session.refresh_token_hash));
    assert.equal(session.hours, 12);
  });

  test('the e-mail is case-insensitive', async () => {
    const res = await post('/auth/local/admin', {
      username: 'ADMIN@Example.com',
      password: TEST_ADMIN_PASSWORD,
    });
    assert.equal(res.statusCode, 200);
  });

  test('a missing or malformed username or password is a 400 with the sign-in form’s message', async () => {
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

  test('a wrong password or unknown e-mail is a 400 with one message (never a 401), and is audited', async () => {
    for (const payload of [
      { username: TEST_ADMIN_EMAIL, password: 'wrong-password' },
      { username: 'nobody@example.com', password: TEST_ADMIN_PASSWORD },
    ]) {
      const res = await post('/auth/local/admin', payload);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Invalid email or password');
    }
    const failures = await t.database.query(`select 1 from audit_log where action = 'auth.login_failed'`);
    assert.ok(failures.length >= 2);
  });

  test('40 simultaneous wrong sign-ins from one address: 10 are checked, 30 get 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(`wrong-${i}`, '198.51.100.7')),
    );
    const checked = answers.filter((res) => res.statusCode === 400);
    const refused = answers.filter((res) => res.statusCode === 429);
    assert.equal(checked.length, 10);
    assert.equal(refused.length, 30);
    for (const res of refused) {
      assert.match(
        res.json().message,
        /^Too many sign-in attempts\. Please try again in \d+ (seconds|minutes?)\.$/,
      );
      assert.ok(Number(res.headers['retry-after']) > 0);
      assert.equal(res.json().data, null);
    }
    // Even the right password waits now, from that address.
    assert.equal((await signIn(TEST_ADMIN_PASSWORD, '198.51.100.7')).statusCode, 429);
  });

  test('a forged X-Forwarded-For neither resets the count nor reaches the audit log (no proxy trusted by default)', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signIn(`wrong-${i}`, '198.51.100.8', { 'x-forwarded-for': `10.9.0.${i + 1}` });
      assert.equal(res.statusCode, 400);
    }
    const res = await signIn(TEST_ADMIN_PASSWORD, '198.51.100.8', { 'x-forwarded-for': '10.9.0.99' });
    assert.equal(res.statusCode, 429);
    const addresses = await t.database.query<{ ip: string }>(
      `select distinct ip from audit_log where action = 'auth.login_failed' and ip like '10.9.%'`,
    );
    assert.deepEqual(addresses, []);
  });

  test('guesses from many addresses cannot lock the real administrator out for more than a minute', async () => {
    // 60 guesses from 60 addresses: after 10, the account only makes each next try wait a little.
    for (let i = 0; i < 60; i++) {
      await signIn(`wrong-${i}`, `203.0.113.${i + 1}`);
      // Let the delay run out, as an attacker would: the delay keeps growing, up to its cap.
      await t.database.query("update auth_throttles set blocked_until = now() - interval '1 second'");
    }
    const denied = await signIn('wrong-once-more', '203.0.113.200');
    assert.equal(denied.statusCode, 400);
    const now = await signIn(TEST_ADMIN_PASSWORD, '192.0.2.10');
    assert.equal(now.statusCode, 429, 'the real admin waits, briefly');
    assert.ok(Number(now.headers['retry-after']) <= 60, String(now.headers['retry-after']));
    await t.database.query("update auth_throttles set blocked_until = now() - interval '1 second'");
    const later = await signIn(TEST_ADMIN_PASSWORD, '192.0.2.10');
    assert.equal(later.statusCode, 200);
    // A success forgets the account's failures: the next sign-in is immediate.
    assert.equal((await signIn(TEST_ADMIN_PASSWORD, '192.0.2.11')).statusCode, 200);
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
      const { token } = res.json().data;
      const refreshToken = refreshCookieOf(res)!;
      await logged.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
      await refresh(logged.app, refreshToken);
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: TEST_ADMIN_EMAIL },
      });
      const mail = await lastMail(logged.database, TEST_ADMIN_EMAIL);
      const otp = /\b(\d{6})\b/.exec(mail.body)![1];
      const text = lines.join('');
      assert.ok(text.includes('request completed'), 'logs were captured');
      for (const secret of [TEST_ADMIN_PASSWORD, token, refreshToken, refreshToken.split('.')[1], 'Jane']) {
        assert.ok(!text.includes(secret), `log holds ${secret}`);
      }
      // Word boundaries: the digits of a timestamp are no leak.
      assert.ok(!new RegExp(`\\b${otp}\\b`).test(text), 'log holds the reset code');
    } finally {
      await logged.close();
    }
  });
});

describe('client addresses behind a proxy the operator names (TRUST_PROXY)', () => {
  test('X-Forwarded-For from the named proxy is believed and recorded; from anyone else it is not', async () => {
    const behind = await buildTestApp({ trustProxy: ['10.1.0.2'] });
    try {
      const viaProxy = await behind.app.inject({
        method: 'POST',
        url: '/api/auth/local/admin',
        payload: { username: TEST_ADMIN_EMAIL, password: 'wrong' },
        headers: { 'x-forwarded-for': '198.51.100.77' },
        remoteAddress: '10.1.0.2',
      });
      assert.equal(viaProxy.statusCode, 400);
      const direct = await behind.app.inject({
        method: 'POST',
        url: '/api/auth/local/admin',
        payload: { username: TEST_ADMIN_EMAIL, password: 'wrong' },
        headers: { 'x-forwarded-for': '198.51.100.78' },
        remoteAddress: '192.0.2.50',
      });
      assert.equal(direct.statusCode, 400);
      const rows = await behind.database.query<{ ip: string }>(
        `select ip from audit_log where action = 'auth.login_failed' order by id`,
      );
      assert.deepEqual(
        rows.map((r) => r.ip),
        ['198.51.100.77', '192.0.2.50'],
      );
    } finally {
      await behind.close();
    }
  });
});

describe('the session', () => {
  beforeEach(async () => {
    await forgetThrottles();
    t.app.sessionCache.clear();
  });

  test('admin routes need a token: none, garbage, tampered, the refresh token → 401', async () => {
    const session = await login(t.app);
    const tampered = `${session.token.slice(0, -2)}${session.token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const headers of [
      {},
      bearer('garbage'),
      bearer(tampered),
      bearer(session.refreshToken),
      { authorization: session.token },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().data, null);
      assert.ok(res.json().message);
    }
    assert.equal((await me(session.token)).statusCode, 200);
  });

  test('refresh trades the cookie for a new access token and a rotated cookie; an old cookie replayed later ends the session', async () => {
    const first = await login(t.app);
    const res = await refresh(t.app, first.refreshToken);
    assert.equal(res.statusCode, 200);
    const second = res.json().data;
    assert.equal(second.session_id, first.session_id);
    assert.equal(second.refresh_token, undefined);
    assert.equal(second.expires_in, 900);
    const rotated = refreshCookieOf(res);
    assert.ok(rotated && rotated !== first.refreshToken);
    // Replayed after the few seconds a racing tab is allowed: stolen, so the session ends.
    await t.database.query(`update admin_sessions set rotated_at = now() - interval '11 seconds'`);
    // Used just before, so this process holds the access token as checked: the reuse must evict it.
    assert.equal((await me(second.token)).statusCode, 200);
    const replay = await refresh(t.app, first.refreshToken);
    assert.equal(replay.statusCode, 401);
    assert.equal(refreshCookieOf(replay), '', 'a refused refresh clears the cookie');
    assert.equal(
      (await me(second.token)).statusCode,
      401,
      'refused at once, not when a cached check expires',
    );
    assert.equal((await refresh(t.app, rotated)).statusCode, 401);
    const [session] = await t.database.query<{ revoked_reason: string }>(
      'select revoked_reason from admin_sessions where uid = $1',
      [first.session_id],
    );
    assert.equal(session.revoked_reason, 'refresh_token_reuse');
  });

  test('tabs renewing at once (40) all get an access token and the same rotated cookie; the session lives on', async () => {
    const session = await login(t.app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => refresh(t.app, session.refreshToken)));
    assert.deepEqual(new Set(answers.map((a) => a.statusCode)), new Set([200]));
    for (const answer of [answers[0]!, answers[39]!]) {
      assert.equal((await me(answer.json().data.token)).statusCode, 200);
    }
    // Whichever answer the browser applies last, its cookie is the session's current one.
    const cookies = new Set(answers.map(refreshCookieOf));
    assert.equal(cookies.size, 1);
    const [rotated] = [...cookies];
    assert.ok(rotated && rotated !== session.refreshToken);
    await t.database.query(`update admin_sessions set rotated_at = now() - interval '11 seconds'`);
    assert.equal((await refresh(t.app, rotated)).statusCode, 200);
  });

  test('a renewal whose answer never reached the browser (a reload mid-refresh) costs the session nothing', async () => {
    const session = await login(t.app);
    const lost = await refresh(t.app, session.refreshToken);
    assert.equal(lost.statusCode, 200);
    // The next page presents the old cookie again, within the grace: it gets the rotated one.
    const retried = await refresh(t.app, session.refreshToken);
    assert.equal(retried.statusCode, 200);
    assert.equal(refreshCookieOf(retried), refreshCookieOf(lost));
    // Past the grace, the cookie the browser now holds renews as usual; the old one would end it.
    await t.database.query(`update admin_sessions set rotated_at = now() - interval '11 seconds'`);
    const later = await refresh(t.app, refreshCookieOf(retried)!);
    assert.equal(later.statusCode, 200);
    const [row] = await t.database.query<{ revoked_at: string | null }>(
      'select revoked_at from admin_sessions where uid = $1',
      [session.session_id],
    );
    assert.equal(row.revoked_at, null);
  });

  test('only the token rotated away last is accepted again in the grace: one two rotations old ends the session', async () => {
    const session = await login(t.app);
    const once = await refresh(t.app, session.refreshToken);
    assert.equal(once.statusCode, 200);
    // Past the grace of the first rotation, the second one happens: its grace starts now.
    await t.database.query(`update admin_sessions set rotated_at = now() - interval '11 seconds'`);
    const twice = await refresh(t.app, refreshCookieOf(once)!);
    assert.equal(twice.statusCode, 200);
    // Within the second rotation's 10 seconds, the token before the previous one is a replay.
    const stale = await refresh(t.app, session.refreshToken);
    assert.equal(stale.statusCode, 401);
    const [row] = await t.database.query<{ revoked_reason: string | null }>(
      'select revoked_reason from admin_sessions where uid = $1',
      [session.session_id],
    );
    assert.equal(row.revoked_reason, 'refresh_token_reuse');
  });

  test('a refresh token in the body is not accepted, only the cookie; junk and no cookie are 401', async () => {
    const session = await login(t.app);
    const inBody = await post('/auth/token/refresh', { refresh_token: session.refreshToken });
    assert.equal(inBody.statusCode, 401);
    assert.equal((await refresh(t.app, null)).statusCode, 401);
    assert.equal((await refresh(t.app, 'junk')).statusCode, 401);
    assert.equal((await refresh(t.app, '00000000-0000-0000-0000-000000000000.x')).statusCode, 401);
  });

  test('logout revokes the session and clears the cookie; its access token is refused at once', async () => {
    const session = await login(t.app);
    // Used once, so this process holds it as checked: the sign-out must evict it.
    assert.equal((await me(session.token)).statusCode, 200);
    const res = await post('/auth/logout', { session_id: session.session_id }, bearer(session.token));
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Logout Success');
    assert.equal(refreshCookieOf(res), '');
    assert.equal((await me(session.token)).statusCode, 401);
    assert.equal((await refresh(t.app, session.refreshToken)).statusCode, 401);
  });

  test('logout needs a session', async () => {
    assert.equal((await post('/auth/logout', { session_id: 'x' })).statusCode, 401);
  });

  test('an access token lives 15 minutes; the refresh cookie renews it', async () => {
    const session = await login(t.app);
    await t.database.query(`update admin_access_tokens set expires_at = now() - interval '1 second'`);
    assert.equal((await me(session.token)).statusCode, 401);
    const renewed = (await refresh(t.app, session.refreshToken)).json().data;
    assert.equal((await me(renewed.token)).statusCode, 200);
  });

  test('a session past its end is over', async () => {
    const session = await login(t.app);
    await t.database.query(
      `update admin_sessions set expires_at = now() - interval '1 second' where uid = $1`,
      [session.session_id],
    );
    assert.equal((await me(session.token)).statusCode, 401);
    assert.equal((await refresh(t.app, session.refreshToken)).statusCode, 401);
  });

  test('30 minutes without a request end the session; renewing alone does not keep it alive', async () => {
    const session = await login(t.app);
    await t.database.query(
      `update admin_sessions set last_used_at = now() - interval '29 minutes' where uid = $1`,
      [session.session_id],
    );
    // A renewal is no activity: the idle clock is not reset by it.
    const renewed = await refresh(t.app, session.refreshToken);
    assert.equal(renewed.statusCode, 200);
    const [still] = await t.database.query<{ idle: number }>(
      `select round(extract(epoch from now() - last_used_at) / 60)::int as idle from admin_sessions where uid = $1`,
      [session.session_id],
    );
    assert.equal(still.idle, 29);
    await t.database.query(
      `update admin_sessions set last_used_at = now() - interval '31 minutes' where uid = $1`,
      [session.session_id],
    );
    assert.equal((await me(renewed.json().data.token)).statusCode, 401);
    assert.equal((await refresh(t.app, refreshCookieOf(renewed)!)).statusCode, 401);
    const [ended] = await t.database.query<{ revoked_reason: string }>(
      'select revoked_reason from admin_sessions where uid = $1',
      [session.session_id],
    );
    assert.equal(ended.revoked_reason, 'idle_timeout');
  });

  test('a request is activity: it moves the idle clock', async () => {
    const session = await login(t.app);
    await t.database.query(
      `update admin_sessions set last_used_at = now() - interval '20 minutes' where uid = $1`,
      [session.session_id],
    );
    assert.equal((await me(session.token)).statusCode, 200);
    const [row] = await t.database.query<{ idle: number }>(
      `select extract(epoch from now() - last_used_at)::int as idle from admin_sessions where uid = $1`,
      [session.session_id],
    );
    assert.ok(row.idle < 5, String(row.idle));
  });

  test('SESSION_IDLE_MINUTES sets the idle timeout', async () => {
    const short = await buildTestApp({ sessionIdleMinutes: 5 });
    try {
      const session = await login(short.app);
      await short.database.query(`update admin_sessions set last_used_at = now() - interval '6 minutes'`);
      assert.equal(
        (await short.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) }))
          .statusCode,
        401,
      );
    } finally {
      await short.close();
    }
  });
});

describe('password reset', () => {
  beforeEach(async () => {
    await t.database.query('delete from password_resets');
    await forgetThrottles();
  });

  /** Waits until the codes of these reset sessions are mailed (written after the answer went out). */
  async function untilMailed(sessionIds: string[]): Promise<void> {
    for (let waited = 0; ; waited += 20) {
      const [row] = await t.database.query<{ mailed: number }>(
        'select count(*)::int as mailed from password_resets where uid = any($1) and sent_at is not null',
        [sessionIds],
      );
      if (row.mailed === sessionIds.length) return;
      if (waited >= 15_000) throw new Error('reset codes not mailed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Asks for a code. For the administrator it waits until the code is mailed, so no delivery runs
   * on into the next step (a late one would end the next test's code).
   */
  async function forgot(
    email = TEST_ADMIN_EMAIL,
    remoteAddress?: string,
    { mailed = email === TEST_ADMIN_EMAIL } = {},
  ): Promise<string> {
    const res = await post('/auth/password/forgot', { email }, {}, remoteAddress);
    assert.equal(res.statusCode, 200);
    const sessionId: string = res.json().data.session_id;
    if (mailed) await untilMailed([sessionId]);
    return sessionId;
  }

  /** The code of the reset mail sent after `afterId`. */
  async function code(afterId: number): Promise<string> {
    const mail = await lastMail(t.database, TEST_ADMIN_EMAIL, afterId);
    assert.equal(mail.kind, 'password_reset_code');
    return /\b(\d{6})\b/.exec(mail.body)![1];
  }

  async function forgotWithCode(remoteAddress?: string): Promise<[string, string]> {
    const before = await lastMailId(t.database);
    const sessionId = await forgot(TEST_ADMIN_EMAIL, remoteAddress);
    return [sessionId, await code(before)];
  }

  test('forgot → mailed 6-digit code → verify → reset → log in with the new password', async () => {
    const [sessionId, otp] = await forgotWithCode();
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

    // Single use: the same reset session cannot set a password again, nor the code verify again.
    assert.equal(
      (await post('/auth/password/reset', { session_id: resetId, password: 'Other-2' })).statusCode,
      400,
    );
    assert.equal((await post('/auth/otp/verify', { session_id: sessionId, otp })).statusCode, 400);

    const [back, backOtp] = await forgotWithCode();
    const backReset = (await post('/auth/otp/verify', { session_id: back, otp: backOtp })).json().data
      .session_id;
    await post('/auth/password/reset', { session_id: backReset, password: TEST_ADMIN_PASSWORD });
    await login(t.app);
  });

  test('the answer goes out before the mail: a slow mail server does not slow it, whoever asks', async () => {
    const send = t.app.mailer.send;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let mailed = 0;
    t.app.mailer.send = async (mail) => {
      mailed++;
      await held;
      return send(mail);
    };
    let known: Awaited<ReturnType<typeof post>>;
    try {
      known = await post('/auth/password/forgot', { email: TEST_ADMIN_EMAIL });
      const unknown = await post('/auth/password/forgot', { email: 'nobody@example.com' });
      // Both answered while the admin's mail is still held.
      assert.equal(known.statusCode, 200);
      assert.equal(unknown.statusCode, 200);
      assert.equal(unknown.json().message, known.json().message);
      assert.deepEqual(Object.keys(unknown.json().data), ['session_id']);
      for (let i = 0; i < 50 && mailed === 0; i++) await new Promise((r) => setTimeout(r, 10));
      assert.equal(mailed, 1, 'only the administrator is mailed');
    } finally {
      release();
      t.app.mailer.send = send;
    }
    await untilMailed([known.json().data.session_id]);
    // The outbox holds ciphertext: read it decrypted, as the admin's mail above was.
    assert.equal((await mailsTo(t.database, 'nobody@example.com')).length, 0);
    assert.ok((await mailsTo(t.database, TEST_ADMIN_EMAIL)).length > 0);
  });

  test('an unknown e-mail has nothing to verify', async () => {
    const sessionId = await forgot('nobody@example.com');
    const res = await post('/auth/otp/verify', { session_id: sessionId, otp: '123456' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Invalid verification code');
  });

  test('a code whose mail was never sent is never valid', async () => {
    const send = t.app.mailer.send;
    let text = '';
    t.app.mailer.send = async (mail) => {
      text = mail.text;
      throw new Error('SMTP down');
    };
    let sessionId: string;
    try {
      sessionId = await forgot(TEST_ADMIN_EMAIL, undefined, { mailed: false });
      for (let i = 0; i < 50 && !text; i++) await new Promise((r) => setTimeout(r, 10));
    } finally {
      t.app.mailer.send = send;
    }
    const otp = /\b(\d{6})\b/.exec(text)![1];
    const res = await post('/auth/otp/verify', { session_id: sessionId, otp });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Invalid verification code');
  });

  test('one live code per administrator: a new request ends the one before', async () => {
    const [first, firstOtp] = await forgotWithCode();
    const [second, secondOtp] = await forgotWithCode();
    const old = await post('/auth/otp/verify', { session_id: first, otp: firstOtp });
    assert.equal(old.statusCode, 400);
    assert.equal(old.json().message, 'The verification code has expired. Please request a new one.');
    assert.equal((await post('/auth/otp/verify', { session_id: second, otp: secondOtp })).statusCode, 200);
  });

  test('a newer code also ends a verified reset not yet used', async () => {
    const [first, firstOtp] = await forgotWithCode();
    const resetId = (await post('/auth/otp/verify', { session_id: first, otp: firstOtp })).json().data
      .session_id;
    await forgotWithCode();
    const res = await post('/auth/password/reset', { session_id: resetId, password: 'New-Secret-1' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Your password reset session has expired. Please start again.');
  });

  test('codes for one e-mail: 3 at once, then 429, for a known and an unknown e-mail alike', async () => {
    for (const email of [TEST_ADMIN_EMAIL, 'nobody@example.com']) {
      const sessionIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await post('/auth/password/forgot', { email }, {}, `198.51.100.${i + 20}`);
        assert.equal(res.statusCode, 200);
        sessionIds.push(res.json().data.session_id);
      }
      if (email === TEST_ADMIN_EMAIL) await untilMailed(sessionIds);
      const res = await post('/auth/password/forgot', { email }, {}, '198.51.100.30');
      assert.equal(res.statusCode, 429);
      assert.equal(res.json().message, 'Too many password reset requests. Please try again in 1 minute.');
      assert.equal(res.headers['retry-after'], '60');
    }
  });

  test('requests from one address: 5 at once, then 429, whatever the e-mail', async () => {
    for (let i = 0; i < 5; i++) {
      assert.equal(
        (await post('/auth/password/forgot', { email: `x${i}@example.com` }, {}, '198.51.100.40')).statusCode,
        200,
      );
    }
    const res = await post('/auth/password/forgot', { email: 'y@example.com' }, {}, '198.51.100.40');
    assert.equal(res.statusCode, 429);
  });

  test('forgot needs an e-mail', async () => {
    assert.equal((await post('/auth/password/forgot', {})).json().message, 'Please enter email');
    assert.equal(
      (await post('/auth/password/forgot', { email: 'x' })).json().message,
      'Please enter a valid email',
    );
  });

  test('a wrong code is a 400; the fifth wrong try locks the code, even for the right one', async () => {
    const [sessionId, otp] = await forgotWithCode();
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

  test('codes tried against one administrator from many addresses: 10, then 429', async () => {
    let tries = 0;
    let refused = 0;
    // An attacker asks for new codes from new addresses and tries each until the account says stop.
    for (let round = 0; round < 4 && refused === 0; round++) {
      await t.database.query(`delete from auth_throttles where blocked_until is not null and hits < 10`);
      const [sessionId, otp] = await forgotWithCode(`192.0.2.${100 + round}`);
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await post(
          '/auth/otp/verify',
          { session_id: sessionId, otp: wrong },
          {},
          `192.0.2.${round * 10 + i}`,
        );
        if (res.statusCode === 429) {
          refused++;
          assert.equal(res.json().message, 'Too many verification attempts. Please try again in 1 minute.');
          break;
        }
        tries++;
      }
    }
    assert.equal(tries, 10);
    assert.equal(refused, 1);
  });

  test('codes tried from one address: 10, then 429, whatever the session', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/auth/otp/verify',
        { session_id: '00000000-0000-0000-0000-000000000000', otp: '123456' },
        {},
        '198.51.100.60',
      );
      assert.equal(res.statusCode, 400);
    }
    const res = await post(
      '/auth/otp/verify',
      { session_id: '00000000-0000-0000-0000-000000000000', otp: '123456' },
      {},
      '198.51.100.60',
    );
    assert.equal(res.statusCode, 429);
  });

  test('a code is valid 10 minutes', async () => {
    const [sessionId, otp] = await forgotWithCode();
    await t.database.query(
      `update password_resets set expires_at = now() - interval '1 second' where uid = $1`,
      [sessionId],
    );
    const res = await post('/auth/otp/verify', { session_id: sessionId, otp });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'The verification code has expired. Please request a new one.');
  });

  test('a verified reset left too long expires', async () => {
    const [sessionId, otp] = await forgotWithCode();
    const resetId = (await post('/auth/otp/verify', { session_id: sessionId, otp })).json().data.session_id;
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

  test('a reset ends every session of the administrator, its access tokens refused at once', async () => {
    const session = await login(t.app);
    const [sessionId, otp] = await forgotWithCode();
    const resetId = (await post('/auth/otp/verify', { session_id: sessionId, otp })).json().data.session_id;
    // Used just before, so this process holds the token as checked: the reset must evict it.
    assert.equal((await me(session.token)).statusCode, 200);
    const reset = await post('/auth/password/reset', { session_id: resetId, password: TEST_ADMIN_PASSWORD });
    assert.equal(reset.statusCode, 200);
    assert.equal((await me(session.token)).statusCode, 401);
  });
});

describe('the re-entered password', () => {
  beforeEach(async () => {
    await forgetThrottles();
    t.app.sessionCache.clear();
  });

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
        { uid: session.user.uid, current_password: TEST_ADMIN_PASSWORD, new_password: '1234' },
        'Password must be minimum 6 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/auth/password/change', payload, headers);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, message);
    }
    // The other session's token used once, so this process holds it as checked: the change must evict it.
    assert.equal((await me(other.token)).statusCode, 200);
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
    // This session goes on; the other ones end, at once.
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode, 200);
    assert.equal((await me(other.token)).statusCode, 401);
    await login(t.app, 'Changed-1');
    // As the settings form always has, 5 characters pass here (the reset flow wants 6).
    const five = await post(
      '/auth/password/change',
      { uid: session.user.uid, current_password: 'Changed-1', new_password: 'Ch4n5' },
      headers,
    );
    assert.equal(five.statusCode, 200);
    await login(t.app, 'Ch4n5');
    await post(
      '/auth/password/change',
      { uid: session.user.uid, current_password: 'Ch4n5', new_password: TEST_ADMIN_PASSWORD },
      headers,
    );
  });

  test('guessing it from a stolen session: 5 tries, then 429; the session stays signed in', async () => {
    const session = await login(t.app);
    const headers = bearer(session.token);
    const attempt = (current: string) =>
      post(
        '/auth/password/change',
        { uid: session.user.uid, current_password: current, new_password: 'Changed-1' },
        headers,
      );
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`guess-${i}`)));
    assert.equal(answers.filter((res) => res.statusCode === 400).length, 5);
    assert.equal(answers.filter((res) => res.statusCode === 429).length, 35);
    const res = await attempt(TEST_ADMIN_PASSWORD);
    assert.equal(res.statusCode, 429);
    assertWrongPasswordsWait(res);
    assert.equal((await me(session.token)).statusCode, 200);
  });

  test('block, unblock and delete share that limit', async () => {
    const [user] = await t.database.query<{ uid: string }>(
      `insert into users (role_id, full_name, email, status) values (2, 'Pat Doe', 'pat-reauth@example.com', 'active') returning uid`,
    );
    const session = await login(t.app);
    const act = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/action/${user.uid}`,
        payload: { action: 'block', password },
        headers: bearer(session.token),
      });
    for (let i = 0; i < 5; i++) {
      const res = await act(`guess-${i}`);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, 'Incorrect password');
    }
    const refused = await act(TEST_ADMIN_PASSWORD);
    assert.equal(refused.statusCode, 429);
    assertWrongPasswordsWait(refused);
    await t.database.query(`update auth_throttles set blocked_until = now() - interval '1 second'`);
    assert.equal((await act(TEST_ADMIN_PASSWORD)).statusCode, 200);
    // A success forgets the wrong ones: the next action is not held back.
    const unblock = await t.app.inject({
      method: 'PUT',
      url: `/api/user/action/${user.uid}`,
      payload: { action: 'unblock', password: TEST_ADMIN_PASSWORD },
      headers: bearer(session.token),
    });
    assert.equal(unblock.statusCode, 200);
  });

  test('changing the password needs a session', async () => {
    const res = await post('/auth/password/change', {
      uid: 'x',
      current_password: 'a',
      new_password: 'bbbbbb',
    });
    assert.equal(res.statusCode, 401);
  });
});

describe('POST /auth/user (impersonation)', () => {
  const addUser = async (status: string, email: string) => {
    const [user] = await t.database.query<{ uid: string }>(
      `insert into users (role_id, full_name, email, status) values (3, 'Dr. Ann Lee', $1, $2) returning uid`,
      [email, status],
    );
    return user.uid;
  };

  test('answers a short-lived single-use ticket in the URL fragment, never its query, and audits it', async () => {
    const userUid = await addUser('active', 'ann@example.com');
    const session = await login(t.app);
    const res = await post(
      '/auth/user',
      { user_uid: userUid },
      { ...bearer(session.token), 'x-request-id': 'req-imp-1' },
    );
    assert.equal(res.statusCode, 200);
    const { session_id, expires_in, url } = res.json().data;
    assert.match(session_id, /^[0-9a-f-]{36}$/);
    assert.equal(expires_in, 300);
    assert.equal(url, `https://main.example.com/#session_id=${session_id}`);
    assert.equal(new URL(url).search, '');
    const [entry] = await t.database.query<{ target_uid: string; request_id: string; admin_id: number }>(
      `select target_uid, request_id, admin_id from audit_log where action = 'user.impersonate'`,
    );
    assert.equal(entry.target_uid, userUid);
    assert.equal(entry.request_id, 'req-imp-1');
    assert.ok(entry.admin_id);

    const used = await post('/auth/user/session', { session_id });
    assert.equal(used.statusCode, 200);
    assert.equal(used.json().data.user.uid, userUid);
    assert.equal((await post('/auth/user/session', { session_id })).statusCode, 401);
  });

  test('refused with a clear message for a user who is not active', async () => {
    const session = await login(t.app);
    for (const status of ['blocked', 'rejected', 'pending']) {
      const userUid = await addUser(status, `${status}-imp@example.com`);
      const res = await post('/auth/user', { user_uid: userUid }, bearer(session.token));
      assert.equal(res.statusCode, 409, status);
      assert.equal(res.json().message, 'Only an active account can be opened in the main site');
    }
    const issued = await t.database.query(
      `select 1 from impersonation_sessions s join users u on u.id = s.user_id where u.status <> 'active'`,
    );
    assert.equal(issued.length, 0);
  });

  test('without a main site configured: a clear message, no ticket', async () => {
    const bare = await buildTestApp();
    try {
      const [user] = await bare.database.query<{ uid: string }>(
        `insert into users (role_id, full_name, email, status) values (3, 'Dr. Bo', 'bo@example.com', 'active') returning uid`,
      );
      const session = await login(bare.app);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/user',
        payload: { user_uid: user.uid },
        headers: bearer(session.token),
      });
      assert.equal(res.statusCode, 409);
      assert.equal(
        res.json().message,
        'The main site is not configured, so this account cannot be opened there',
      );
    } finally {
      await bare.close();
    }
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
