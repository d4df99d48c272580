import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, buildTestApp, login, TEST_ADMIN_EMAIL, type TestApp } from '../../test/helper.js';

let t: TestApp;
let headers: Record<string, string>;
before(async () => {
  t = await buildTestApp();
  headers = bearer((await login(t.app)).token);
});
after(() => t.close());

const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });
describe('GET /user/me', () => {
  test('answers the signed-in administrator', async () => {
    const res = await get('/user/me');
    assert.equal(res.statusCode, 200);
    const { user } = res.json().data;
    assert.equal(user.email, TEST_ADMIN_EMAIL);
    assert.match(user.uid, /^[0-9a-f-]{36}$/);
    assert.equal(typeof user.full_name, 'string');
    assert.equal(user.password_hash, undefined);
  });

  test('401 without a token', async () => {
    assert.equal((await get('/user/me', {})).statusCode, 401);
  });
});
