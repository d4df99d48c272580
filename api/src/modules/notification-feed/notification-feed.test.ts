import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { buildTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/helper.js';

describe('notification feed API', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let doctorUid: string;

  async function unseen(): Promise<number> {
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from notification_feed where seen_at is null and cleared_at is null',
    );
    return row.n;
  }

  async function addEntry(title: string, minutesAgo: number, doctorId: number | null, cleared = false) {
    await t.database.query(
      `insert into notification_feed (title, description, doctor_id, created_at, cleared_at)
       values ($1, $2, $3, now() - make_interval(mins => $4), case when $5 then now() end)`,
      [title, `${title} (details)`, doctorId, minutesAgo, cleared],
    );
  }

  before(async () => {
    t = await buildTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/admin',
      payload: { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
    auth = { authorization: `Bearer ${login.json().data.token}` };
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.database.exec('delete from notification_feed; delete from audit_log; delete from users;');
    const [doctor] = await t.database.query<{ id: number; uid: string }>(
      "insert into users (role_id, status, full_name, email) values (3, 'pending', 'Dr. Ana Lopez', 'ana@clinic.test') returning id, uid",
    );
    doctorUid = doctor.uid;
    await addEntry('New doctor registration', 5, doctor.id);
    await addEntry('License expired', 60 * 26, doctor.id);
    await addEntry('Account removed', 60 * 24 * 9, null);
    await addEntry('Old and cleared', 60 * 24 * 30, doctor.id, true);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const clear = (headers = auth) =>
    t.app.inject({ method: 'PUT', url: '/api/notificationLog/dummy', headers });

  test('both calls need a session', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/notificationLog' })).statusCode, 401);
    assert.equal((await clear({})).statusCode, 401);
    assert.equal(await unseen(), 3, 'nothing was marked seen or cleared');
  });

  test('lists the entries not cleared, newest first, with the doctor to link to', async () => {
    const res = await get('/api/notificationLog');
    assert.equal(res.statusCode, 200);
    const { notifications, count, limit } = res.json().data;
    assert.equal(count, 3);
    assert.equal(limit, 100);
    assert.deepEqual(
      notifications.map((n: { title: string }) => n.title),
      ['New doctor registration', 'License expired', 'Account removed'],
    );
    const [first, , orphan] = notifications;
    assert.equal(first.description, 'New doctor registration (details)');
    assert.deepEqual(first.doctor, { uid: doctorUid, full_name: 'Dr. Ana Lopez' });
    assert.match(first.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.match(first.uid, /^[0-9a-f-]{36}$/);
    assert.equal(orphan.doctor, null);
  });

  test("reading the feed marks it seen, so the dashboard's unread_notification turns false", async () => {
    const dashboard = async () => (await get('/api/user/dashboard')).json().data.unread_notification;
    assert.equal(await dashboard(), true);

    await get('/api/notificationLog');

    assert.equal(await unseen(), 0);
    assert.equal(await dashboard(), false);
    await addEntry('Bank account problem', 0, null);
    assert.equal(await dashboard(), true, 'a new entry lights the dot again');
  });

  test('pages with offset and limit', async () => {
    const res = await get('/api/notificationLog?offset=1&limit=1');
    const { notifications, count, limit } = res.json().data;
    assert.deepEqual(
      notifications.map((n: { title: string }) => n.title),
      ['License expired'],
    );
    assert.equal(count, 3);
    assert.equal(limit, 1);
    assert.equal((await get('/api/notificationLog?limit=99999')).json().data.limit, 500);
  });

  test('refuses list parameters it does not take with a 400 and a message', async () => {
    const cases: [string, string][] = [
      ['limit=abc', 'limit must be a whole number'],
      ['offset=-1', 'offset must be 0 or more'],
      ['where={"title":"x"}', 'Unknown filter field "title"'],
      ['sort=[{"title":"ASC"}]', 'Unknown sort field "title"'],
      ['sort=not json', 'sort must be valid JSON'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/notificationLog?${encodeURI(query)}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().message, message, query);
    }
    assert.equal(await unseen(), 3, 'a refused request marks nothing');
  });

  test('clears every entry at once, records it, and a second clear finds none', async () => {
    const res = await clear();
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data, { cleared: 3 });
    assert.equal(res.json().message, 'Notifications cleared');

    const after = (await get('/api/notificationLog')).json().data;
    assert.deepEqual(after.notifications, []);
    assert.equal(after.count, 0);
    assert.equal((await get('/api/user/dashboard')).json().data.unread_notification, false);

    const again = await clear();
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json().data, { cleared: 0 });

    const audit = await t.database.query<{ action: string; details: { cleared: number } }>(
      "select action, details from audit_log where action = 'notification_feed.clear' order by id",
    );
    assert.deepEqual(
      audit.map((a) => a.details.cleared),
      [3, 0],
    );
  });

  test('the OpenAPI document covers the feed calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    assert.ok(doc.paths['/api/notificationLog']?.get);
    assert.ok(doc.paths['/api/notificationLog/dummy']?.put);
  });
});
