import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { totp } from '../lib/totp.js';
import { bearer, buildTestApp, login, TEST_ADMIN_EMAIL, type TestApp } from '../test/helper.js';
import { SoftAuthenticator } from '../test/soft-authenticator.js';
import { resetFactorsByEmail } from './reset-factors.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('the command line reset removes the authenticator app and the passkeys, ends the sessions and is audited; the password then signs in', async () => {
  const { token } = await login(t.app);
  const headers = bearer(token);
  const options = await t.app.inject({ method: 'POST', url: '/api/account/passkeys/options', headers });
  const passkey = await t.app.inject({
    method: 'POST',
    url: '/api/account/passkeys',
    headers,
    payload: { name: 'Work laptop', credential: new SoftAuthenticator().register(options.json().data) },
  });
  assert.equal(passkey.statusCode, 200, passkey.body);
  const start = await t.app.inject({ method: 'POST', url: '/api/account/second-factor/totp', headers });
  const { secret } = start.json().data;
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/account/second-factor/totp/confirm',
    headers,
    payload: { code: totp(secret, Date.now() / 1000) },
  });
  assert.equal(confirm.statusCode, 200);
  const before = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/admin',
    payload: { username: TEST_ADMIN_EMAIL, password: 'Admin@12345' },
  });
  assert.equal(before.json().data.second_factor_required, true);

  assert.equal(await resetFactorsByEmail(t.database, 'nobody@example.com'), false);
  assert.equal(await resetFactorsByEmail(t.database, TEST_ADMIN_EMAIL.toUpperCase()), true);

  assert.equal((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode, 401);
  assert.equal((await t.database.query('select 1 from admin_passkeys')).length, 0);
  assert.equal((await t.database.query('select 1 from admin_totp')).length, 0);
  const after = await login(t.app);
  assert.ok(after.token);
  const [entry] = await t.database.query<{ action: string }>(
    "select action from audit_log where action = 'second_factor.reset'",
  );
  assert.ok(entry);
});
