import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, login, type TestApp, listQuery } from '../../test/helper.js';
import { type Cast, seedCast } from '../../test/people-cast.js';

describe('patient list, record and appointments', () => {
  let t: TestApp;
  let cast: Cast;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    cast = await seedCast(t.app);
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  const get = (path: string, params: Record<string, unknown> = {}) => {
    const qs = listQuery(params);
    return t.app.inject({ method: 'GET', url: `/api${path}?${qs}`, headers: auth });
  };

  it('needs a session', async () => {
    for (const path of ['/user/find', `/user/appointments/patients/${cast.patient.uid}`]) {
      assert.equal((await t.app.inject({ method: 'GET', url: `/api${path}` })).statusCode, 401, path);
    }
  });

  it('lists patients decrypted, filtered by status', async () => {
    const res = await get('/user', { where: { role_id: 2 } });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.equal(data.count, 2);
    assert.equal(data.limit, 20);
    const john = data.users.find((u: { full_name: string }) => u.full_name === 'John Smith');
    assert.equal(john.email, 'john.smith@example.com');
    assert.equal(john.phone, '5553334444');
    assert.equal(john.provider, 'Local');
    const blocked = (await get('/user', { where: { role_id: 2, status: 'blocked' } })).json().data;
    assert.deepEqual(
      blocked.users.map((u: { full_name: string }) => u.full_name),
      ['Mary Jones'],
    );
  });

  it('searches patients over the blind indexes: name, e-mail and phone', async () => {
    const search = async (text: string) =>
      (await get('/user', { where: { role_id: 2 }, search: text }))
        .json()
        .data.users.map((u: { full_name: string }) => u.full_name);
    assert.deepEqual(await search('john'), ['John Smith']);
    assert.deepEqual(await search('SMI'), ['John Smith']);
    assert.deepEqual(await search('mary@ex'), ['Mary Jones']);
    assert.deepEqual(await search('555999'), ['Mary Jones']);
    assert.deepEqual(await search('nobody'), []);
  });

  it('a search counts and pages its matches, newest first, and leaves a deleted patient out', async () => {
    const search = async (text: string, extra: Record<string, unknown> = {}) =>
      (await get('/user', { where: { role_id: 2, ...extra }, search: text })).json().data;
    const both = await search('555');
    assert.equal(both.count, 2);
    const newestFirst = both.users.map((u: { full_name: string }) => u.full_name);
    const oldestFirst = (
      await get('/user', { where: { role_id: 2 }, search: '555', sort: [{ created_at: 'ASC' }] })
    )
      .json()
      .data.users.map((u: { full_name: string }) => u.full_name);
    assert.deepEqual(oldestFirst, [...newestFirst].reverse());
    const second = (await get('/user', { where: { role_id: 2 }, search: '555', offset: 1, limit: 1 })).json()
      .data;
    assert.equal(second.count, 2);
    assert.deepEqual(
      second.users.map((u: { full_name: string }) => u.full_name),
      [newestFirst[1]],
    );

    const johnUid = both.users.find((u: { full_name: string }) => u.full_name === 'John Smith').uid;
    const [{ status }] = await t.database.query<{ status: string }>(
      'select status from users where uid = $1',
      [johnUid],
    );
    await t.database.query(`update users set status = 'deleted' where uid = $1`, [johnUid]);
    try {
      const left = await search('555');
      assert.equal(left.count, 1);
      assert.deepEqual(
        left.users.map((u: { full_name: string }) => u.full_name),
        ['Mary Jones'],
      );
      const deleted = await search('john', { status: 'deleted' });
      assert.deepEqual(
        deleted.users.map((u: { full_name: string }) => u.full_name),
        ['John Smith'],
      );
    } finally {
      await t.database.query('update users set status = $2 where uid = $1', [johnUid, status]);
    }
    assert.equal((await search('555')).count, 2);
  });

  it('finds one patient with every personal field decrypted', async () => {
    const res = await get('/user/find', { where: { uid: cast.patient.uid } });
    assert.equal(res.statusCode, 200, res.body);
    const { user } = res.json().data;
    assert.equal(user.full_name, 'John Smith');
    assert.equal(user.city, 'Boston');
    assert.equal(user.status, 'active');
    const missing = await get('/user/find', { where: { uid: '00000000-0000-4000-8000-000000000000' } });
    assert.equal(missing.statusCode, 404);
    assert.equal((await get('/user/find')).statusCode, 400);
  });

  it("writes each read of a patient's full record to the audit log: admin, patient, time, request", async () => {
    await t.database.query("delete from audit_log where action = 'patient.read'");
    const before = Date.now();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/find?where=${encodeURIComponent(JSON.stringify({ uid: cast.patient.uid }))}`,
      headers: { ...auth, 'x-request-id': 'read-check-1' },
    });
    assert.equal(res.statusCode, 200);
    const reads = await t.database.query<{
      admin_email: string;
      target_type: string;
      target_uid: string;
      request_id: string;
      created_at: Date;
      details: unknown;
    }>(
      `select a.email as admin_email, l.target_type, l.target_uid, l.request_id, l.created_at, l.details
         from audit_log l join admins a on a.id = l.admin_id where l.action = 'patient.read'`,
    );
    assert.equal(reads.length, 1);
    const [read] = reads;
    assert.deepEqual(
      [read.admin_email, read.target_type, read.target_uid, read.request_id, read.details],
      ['admin@example.com', 'patient', cast.patient.uid, 'read-check-1', null],
    );
    const at = new Date(read.created_at).getTime();
    assert.ok(at >= before - 5000 && at <= Date.now() + 5000, 'stamped with the time of the read');
    // A clinic's record is no patient data: not logged.
    await get('/user/find', { where: { uid: cast.clinic.uid } });
    const after = await t.database.query("select 1 from audit_log where action = 'patient.read'");
    assert.equal(after.length, 1);
  });

  it("pages the patient's own appointments with names in full", async () => {
    const data = (await get(`/user/appointments/patients/${cast.patient.uid}`)).json().data;
    assert.equal(data.count, 3);
    assert.equal(data.limit, 10);
    assert.equal(data.appointments[0].user.full_name, 'John Smith');
    assert.equal(data.appointments[0].doctor.full_name, 'Alice Carter');
    const missing = await get(`/user/appointments/patients/${cast.active.uid}`);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Patient not found');
  });
});
