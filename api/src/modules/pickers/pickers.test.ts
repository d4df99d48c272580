import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, login, type TestApp, listQuery } from '../../test/helper.js';
import { seedCast } from '../../test/people-cast.js';

describe('pickers', () => {
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
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/user/all' })).statusCode, 401);
  });

  it('gives every active doctor for the picker, by name', async () => {
    const res = await get('/user/all', {
      where: { role_id: 3, active: 1, status: 'active' },
      limit: -1,
      sort: [{ full_name: 'ASC' }],
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().data.users.map((u: { full_name: string }) => u.full_name),
      ['Alice Carter', 'Bob Dylan'],
    );
    assert.ok(res.json().data.users[0].uid);
    assert.equal((await get('/user/all', { where: { role_id: 2 } })).statusCode, 400);
  });
});
