import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, login, type TestApp, listQuery } from '../../test/helper.js';
import { seedCast } from '../../test/people-cast.js';

describe('user list (patients or clinics by role)', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    await seedCast(t.app);
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  const get = (path: string, params: Record<string, unknown> = {}) => {
    const qs = listQuery(params);
    return t.app.inject({ method: 'GET', url: `/api${path}?${qs}`, headers: auth });
  };

  it('needs a session', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode, 401);
  });

  it('answers only the selected fields when asked', async () => {
    const data = (await get('/user', { where: { role_id: 2 }, select: ['full_name'] })).json().data;
    assert.deepEqual(Object.keys(data.users[0]).sort(), ['full_name', 'uid']);
    const bad = await get('/user', { where: { role_id: 2 }, select: ['password_hash'] });
    assert.equal(bad.statusCode, 400);
  });

  it('refuses a list without a role, a patient sort by name, and bad input', async () => {
    const noRole = await get('/user');
    assert.equal(noRole.statusCode, 400);
    assert.equal(noRole.json().message, 'where.role_id must be 2 (patients) or 4 (clinics)');
    const byName = await get('/user', { where: { role_id: 2 }, sort: [{ full_name: 'ASC' }] });
    assert.equal(byName.statusCode, 400);
    assert.equal((await get('/user', { where: '{oops' })).statusCode, 400);
    assert.equal((await get('/user', { where: { role_id: 2, secret: 1 } })).statusCode, 400);
  });
});
