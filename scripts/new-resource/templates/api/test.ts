import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { bearer, buildTestApp, createAdmin, listQuery, login, loginAs, type TestApp } from '../../test/helper.js';

describe('{{labels}} API', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = owner) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const add = async (name: string) => (await call('POST', '/{{name-kebab}}', { name })).json().data.{{name_snake}};
  const list = async (params: Record<string, unknown>) =>
    (await call('GET', `/{{name-kebab}}?${listQuery(params)}`)).json().data;
  const actions = async () =>
    (await t.database.query<{ action: string }>('select action from audit_log order by id')).map((r) => r.action);

  before(async () => {
    t = await buildTestApp();
    owner = bearer((await login(t.app)).token);
  });
  after(() => t.close());
  beforeEach(() => t.database.exec('delete from {{names_snake}}; delete from audit_log'));

  test('adds, searches, filters and sorts, and reads one', async () => {
    const first = await add('  Spring sale ');
    await add('Winter sale');
    await add('Loyalty');
    assert.equal(first.name, 'Spring sale');
    assert.equal(first.status, 'active');
    const found = await list({ search: 'sale', sort: [{ name: 'ASC' }] });
    assert.equal(found.count, 2);
    assert.deepEqual(
      found.{{names_snake}}.map((row: { name: string }) => row.name),
      ['Spring sale', 'Winter sale'],
    );
    await call('POST', `/{{name-kebab}}/${first.uid}/archive`);
    const archived = await list({ where: { status: 'archived' } });
    assert.deepEqual(
      archived.{{names_snake}}.map((row: { uid: string }) => row.uid),
      [first.uid],
    );
    const one = await call('GET', `/{{name-kebab}}/${first.uid}`);
    assert.equal(one.json().data.{{name_snake}}.status, 'archived');
  });

  test('archives and restores once each, every write audited', async () => {
    const { uid } = await add('Spring sale');
    assert.equal((await call('POST', `/{{name-kebab}}/${uid}/archive`)).statusCode, 200);
    const again = await call('POST', `/{{name-kebab}}/${uid}/archive`);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, '{{Label}} is already archived');
    assert.equal((await call('POST', `/{{name-kebab}}/${uid}/restore`)).statusCode, 200);
    const renamed = await call('PUT', `/{{name-kebab}}/${uid}`, { name: 'Summer sale', description: 'June' });
    assert.equal(renamed.json().data.{{name_snake}}.description, 'June');
    assert.deepEqual(await actions(), [
      '{{name_snake}}.create',
      '{{name_snake}}.archive',
      '{{name_snake}}.restore',
      '{{name_snake}}.update',
    ]);
  });

  test('exports the matching rows as CSV, audited', async () => {
    await add('Spring sale');
    await add('Loyalty');
    const res = await call('GET', `/{{name-kebab}}?${listQuery({ search: 'spring', format: 'csv' })}`);
    assert.equal(res.statusCode, 200);
    const lines = res.body.trim().split(/\r?\n/);
    assert.equal(lines.length, 2);
    assert.match(lines[1], /^"?Spring sale"?,/);
    assert.ok((await actions()).includes('{{name_snake}}.export'));
  });

  test('refuses bad input with a 4xx and a message, and writes to a role without the permission', async () => {
    const blank = await call('POST', '/{{name-kebab}}', { name: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, 'Please enter a name');
    assert.equal((await call('GET', '/{{name-kebab}}/not-a-uid')).statusCode, 404);
    assert.equal((await call('GET', `/{{name-kebab}}?${listQuery({ where: { secret: 1 } })}`)).statusCode, 400);
    const auditor = await createAdmin(t.database, { email: 'auditor@example.com', role: 'auditor' });
    const headers = bearer((await loginAs(t.app, auditor.email, auditor.password)).token);
    assert.equal((await call('GET', '/{{name-kebab}}', undefined, headers)).statusCode, 200);
    assert.equal((await call('POST', '/{{name-kebab}}', { name: 'Nope' }, headers)).statusCode, 403);
  });
});
