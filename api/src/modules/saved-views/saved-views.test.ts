import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { hashPassword } from '../../lib/passwords.js';
import { bearer, buildTestApp, login, type TestApp } from '../../test/helper.js';
import { encryptLegacySavedViews } from './encrypt-legacy.js';
import { MAX_VIEWS_PER_LIST } from './service.js';

describe('saved views API', () => {
  let t: TestApp;
  let mine: Record<string, string>;
  let theirs: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    mine = bearer((await login(t.app)).token);
    await t.database.query(
      "insert into admins (email, full_name, password_hash, role) values ($1, $2, $3, 'owner')",
      ['second@example.com', 'Second Admin', await hashPassword('Second@12345')],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/admin',
      payload: { username: 'second@example.com', password: 'Second@12345' },
    });
    theirs = bearer(res.json().data.token);
  });
  after(() => t.close());
  beforeEach(() => t.database.exec('delete from saved_views; delete from list_layouts'));

  const save = (payload: unknown, headers = mine) =>
    t.app.inject({ method: 'POST', url: '/api/saved-views', payload: payload as object, headers });
  const views = async (list: string, headers = mine) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/saved-views?list=${list}`, headers });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.views as { uid: string; name: string; query: string; list: string }[];
  };
  const remove = (uid: string, headers = mine) =>
    t.app.inject({ method: 'DELETE', url: `/api/saved-views/${uid}`, headers });
  const count = async () =>
    (await t.database.query<{ n: number }>('select count(*)::int as n from saved_views'))[0].n;

  test('every call needs a session', async () => {
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/saved-views?list=doctors' })).statusCode,
      401,
    );
    assert.equal((await save({ list: 'doctors', name: 'x', query: 'a=1' }, {})).statusCode, 401);
    assert.equal((await remove('6f9619ff-8b86-d011-b42d-00c04fc964ff', {})).statusCode, 401);
    assert.equal(await count(), 0);
  });

  test('saves the filters, search and sort in one order, without the page, and lists them in saving order', async () => {
    const first = await save({
      list: 'doctors',
      name: '  Pending   cardiologists ',
      query: '?page=3&search=card&doctor_status=pending&sort=name.asc',
    });
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().message, 'View saved');
    const view = first.json().data.view;
    assert.equal(view.name, 'Pending cardiologists');
    assert.equal(view.query, 'doctor_status=pending&search=card&sort=name.asc');
    assert.equal(
      (await save({ list: 'doctors', name: 'Expired', query: 'is_license_expired=Expired' })).statusCode,
      201,
    );
    assert.equal(
      (await save({ list: 'payments', name: 'Refunds', query: 'status=Refunded' })).statusCode,
      201,
    );

    assert.deepEqual(
      (await views('doctors')).map((v) => [v.name, v.query]),
      [
        ['Pending cardiologists', 'doctor_status=pending&search=card&sort=name.asc'],
        ['Expired', 'is_license_expired=Expired'],
      ],
    );
    assert.deepEqual(
      (await views('payments')).map((v) => v.name),
      ['Refunds'],
    );
  });

  test('an administrator sees and deletes only their own views', async () => {
    const view = (await save({ list: 'enquiries', name: 'Open', query: 'status=Pending' })).json().data.view;
    assert.deepEqual(await views('enquiries', theirs), []);
    const res = await remove(view.uid, theirs);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'This view does not exist or was already deleted');
    assert.equal(await count(), 1);

    // The same name is free for another admin.
    assert.equal(
      (await save({ list: 'enquiries', name: 'open', query: 'status=Pending' }, theirs)).statusCode,
      201,
    );

    const deleted = await remove(view.uid);
    assert.equal(deleted.statusCode, 200);
    assert.equal(deleted.json().message, 'View deleted');
    assert.equal((await remove(view.uid)).statusCode, 404, 'a replayed delete finds nothing');
    assert.deepEqual(await views('enquiries'), []);
  });

  test('a name is unique per list whatever its case, and a list keeps at most twenty views', async () => {
    assert.equal((await save({ list: 'patients', name: 'Mine', query: 'search=a' })).statusCode, 201);
    const again = await save({ list: 'patients', name: 'MINE', query: 'search=b' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'You already have a view named "MINE" on this list');
    assert.equal((await save({ list: 'clinics', name: 'Mine', query: 'search=a' })).statusCode, 201);

    for (let i = 1; i < MAX_VIEWS_PER_LIST; i += 1) {
      assert.equal(
        (await save({ list: 'patients', name: `View ${i}`, query: `search=${i}` })).statusCode,
        201,
      );
    }
    const full = await save({ list: 'patients', name: 'One more', query: 'search=z' });
    assert.equal(full.statusCode, 409);
    assert.equal(full.json().message, 'A list keeps at most 20 views: delete one to save another');
    assert.equal((await views('patients')).length, MAX_VIEWS_PER_LIST);
  });

  test('40 saves at once: one per name, and never more than the limit', async () => {
    const sameName = await Promise.all(
      Array.from({ length: 40 }, () =>
        save({ list: 'appointments', name: 'Today', query: 'date=2026-11-24' }),
      ),
    );
    assert.equal(sameName.filter((r) => r.statusCode === 201).length, 1);
    assert.equal(sameName.filter((r) => r.statusCode === 409).length, 39);

    const distinct = await Promise.all(
      Array.from({ length: 40 }, (_, i) => save({ list: 'services', name: `S${i}`, query: `search=${i}` })),
    );
    assert.equal(distinct.filter((r) => r.statusCode === 201).length, MAX_VIEWS_PER_LIST);
    assert.equal((await views('services')).length, MAX_VIEWS_PER_LIST);
  });

  test('junk is refused with a message and saves nothing', async () => {
    const cases: [unknown, string][] = [
      [{ list: 'users', name: 'x', query: '' }, 'list'],
      [{ list: 'doctors', name: '', query: 'a=1' }, 'name'],
      [{ list: 'doctors', name: 'x'.repeat(61), query: 'a=1' }, 'name'],
      [{ list: 'doctors', query: 'a=1' }, 'name'],
    ];
    for (const [payload, word] of cases) {
      const res = await save(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(res.json().message, new RegExp(word), res.body);
    }
    const blank = await save({ list: 'doctors', name: '   ', query: 'a=1' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, 'Enter a name for the view');
    const badParam = await save({ list: 'doctors', name: 'x', query: '__proto__=1&<script>=2' });
    assert.equal(badParam.statusCode, 400);
    assert.equal(badParam.json().message, 'The view holds an unknown parameter "__proto__"');
    const longValue = await save({ list: 'doctors', name: 'x', query: `search=${'a'.repeat(501)}` });
    assert.equal(longValue.statusCode, 400);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/saved-views?list=nope', headers: mine })).statusCode,
      400,
    );
    assert.equal((await remove('not-a-uuid')).statusCode, 400);
    assert.equal(await count(), 0);
  });

  test("a forged owner in the body is ignored: the view is the signed-in admin's", async () => {
    const res = await save({ list: 'doctors', name: 'Forged', query: 'a=1', admin_id: 2, adminId: 2 });
    assert.equal(res.statusCode, 201);
    assert.equal((await views('doctors')).length, 1);
    assert.deepEqual(await views('doctors', theirs), []);
  });

  test("the stored row holds no plain text of the query: a patient's e-mail typed in the search stays encrypted", async () => {
    const res = await save({
      list: 'patients',
      name: 'Follow-up',
      query: 'search=jane.doe%40example.com&status=active',
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().data.view.query, 'search=jane.doe%40example.com&status=active');
    const rows = await t.database.query<Record<string, unknown>>('select * from saved_views');
    assert.equal(rows.length, 1);
    const stored = JSON.stringify(rows[0]);
    for (const plain of ['jane', 'example.com', 'search=', 'status=active']) {
      assert.ok(!stored.toLowerCase().includes(plain), `the row holds "${plain}": ${stored}`);
    }
    assert.match(String(rows[0].query_enc), /^v1\./);
    assert.deepEqual(
      (await views('patients')).map((v) => v.query),
      ['search=jane.doe%40example.com&status=active'],
    );
  });

  test('a view kept in plain text before encryption is encrypted at start-up and still opens', async () => {
    await t.database.query(
      `insert into saved_views (admin_id, list, name, query_enc)
       values ((select id from admins where email = 'second@example.com'), 'patients', 'Old', 'search=maria')`,
    );
    assert.equal(await encryptLegacySavedViews(t.database, t.app.fieldCrypto), 1);
    const [row] = await t.database.query<{ query_enc: string }>('select query_enc from saved_views');
    assert.ok(!row.query_enc.includes('maria'));
    assert.deepEqual(
      (await views('patients', theirs)).map((v) => [v.name, v.query]),
      [['Old', 'search=maria']],
    );
    // Run again (the next start): nothing left to encrypt, nothing encrypted twice.
    assert.equal(await encryptLegacySavedViews(t.database, t.app.fieldCrypto), 0);
    assert.equal((await views('patients', theirs))[0].query, 'search=maria');
  });

  describe('list layouts (column chooser, density)', () => {
    const layout = async (list: string, headers = mine) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/list-layouts?list=${list}`, headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.layout;
    };
    const put = (payload: unknown, headers = mine) =>
      t.app.inject({ method: 'PUT', url: '/api/list-layouts', payload: payload as object, headers });

    test('every call needs a session', async () => {
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/list-layouts?list=payments' })).statusCode,
        401,
      );
      const res = await put({ list: 'payments', hidden: ['type'], shown: [], density: 'compact' }, {});
      assert.equal(res.statusCode, 401);
      assert.deepEqual(await layout('payments'), {
        list: 'payments',
        hidden: [],
        shown: [],
        density: 'comfortable',
      });
    });

    test("kept per admin and per list; another admin's layout is untouched", async () => {
      const res = await put({
        list: 'payments',
        hidden: ['type', 'doctor', 'type'],
        shown: ['platform'],
        density: 'compact',
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().message, 'Columns saved');
      assert.deepEqual(await layout('payments'), {
        list: 'payments',
        hidden: ['doctor', 'type'],
        shown: ['platform'],
        density: 'compact',
      });
      assert.deepEqual(await layout('payments', theirs), {
        list: 'payments',
        hidden: [],
        shown: [],
        density: 'comfortable',
      });
      assert.deepEqual((await layout('doctors')).hidden, []);
      // Saving again replaces the layout.
      assert.equal(
        (await put({ list: 'payments', hidden: [], shown: [], density: 'comfortable' })).statusCode,
        200,
      );
      assert.deepEqual(await layout('payments'), {
        list: 'payments',
        hidden: [],
        shown: [],
        density: 'comfortable',
      });
    });

    test('junk is a 400 with a message and changes nothing', async () => {
      await put({ list: 'payments', hidden: ['type'], shown: [], density: 'compact' });
      const cases: [unknown, RegExp][] = [
        [{ list: 'nope', hidden: [], shown: [], density: 'compact' }, /list/],
        [{ list: 'payments', hidden: ['<script>'], shown: [], density: 'compact' }, /unknown column/],
        [{ list: 'payments', hidden: ['a'], shown: ['a'], density: 'compact' }, /both hidden and shown/],
        [{ list: 'payments', hidden: [], shown: [], density: 'tiny' }, /density/],
        [
          {
            list: 'payments',
            hidden: Array.from({ length: 41 }, (_, i) => `c${i}`),
            shown: [],
            density: 'compact',
          },
          /hidden/,
        ],
        [{ list: 'payments', hidden: [{ id: 'type' }], shown: [], density: 'compact' }, /hidden/],
      ];
      for (const [payload, message] of cases) {
        const res = await put(payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.match(res.json().message, message, res.body);
      }
      assert.deepEqual(await layout('payments'), {
        list: 'payments',
        hidden: ['type'],
        shown: [],
        density: 'compact',
      });
    });

    test('40 saves at once leave one whole layout, one of those sent', async () => {
      const sent = Array.from({ length: 40 }, (_, i) => ({
        list: 'appointments',
        hidden: [`c${i}`],
        shown: [],
        density: i % 2 ? 'compact' : 'comfortable',
      }));
      const answers = await Promise.all(sent.map((payload) => put(payload)));
      assert.ok(answers.every((res) => res.statusCode === 200));
      const kept = await layout('appointments');
      assert.ok(
        sent.some((p) => p.hidden[0] === kept.hidden[0] && p.density === kept.density),
        JSON.stringify(kept),
      );
      const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from list_layouts');
      assert.equal(n, 1);
    });
  });
});
