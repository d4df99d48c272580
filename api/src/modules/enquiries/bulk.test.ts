import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { bearer, buildTestApp, login, type TestApp } from '../../test/helper.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/enquiry/bulk', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let ids: number[] = [];

  before(async () => {
    t = await buildTestApp();
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.database.exec('delete from enquiries; delete from audit_log;');
    const rows = await t.database.query<{ id: number }>(
      `insert into enquiries (user_id, subject, message, status)
       select null, 'Subject ' || n, 'Please help', case when n = 3 then 1 else 0 end
         from generate_series(1, 12) n order by n returning id`,
    );
    ids = rows.map((row) => Number(row.id));
  });

  const bulk = (payload: unknown, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url: '/api/enquiry/bulk', payload: payload as object, headers });
  const statuses = async () =>
    (
      await t.database.query<{ id: number; status: number }>('select id, status from enquiries order by id')
    ).map((row) => `${row.id}:${row.status}`);
  const audits = () =>
    t.database.query<{ action: string; target_uid: string; details: Record<string, unknown> }>(
      "select action, target_uid, details from audit_log where action like 'enquiry.%' order by id",
    );

  test('marks a mixed batch done: "2 done, 1 refused", results in request order, one batch id in the audit', async () => {
    const [a, b, c] = ids;
    const res = await bulk({ status: 1, ids: [b, c, a, b] });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      status: 200,
      message: '2 done, 1 refused',
      data: {
        done: 2,
        refused: 1,
        results: [
          { id: String(b), outcome: 'done' },
          { id: String(c), outcome: 'refused', reason: 'Enquiry is already completed' },
          { id: String(a), outcome: 'done' },
        ],
      },
    });
    const rows = await audits();
    assert.deepEqual(
      rows.map((row) => `${row.action}:${row.target_uid}`),
      [`enquiry.complete:${a}`, `enquiry.complete:${b}`], // taken in id order
    );
    assert.match(String(rows[0].details.batch), UUID);
    assert.deepEqual(rows[1].details, { status: 1, batch: rows[0].details.batch });
    const [done] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from enquiries where status = 1 and read_at is not null',
    );
    assert.equal(done.n, 2); // the third was already done (and never opened)
  });

  test('back to pending; unknown, negative and too-large ids are refused items, not a failed batch', async () => {
    await bulk({ status: 1, ids: ids.slice(0, 2) });
    const res = await bulk({ status: 0, ids: [ids[0], 999_999, ids[1], -4, 1e20, ids[5]] });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, '2 done, 4 refused');
    assert.deepEqual(
      res.json().data.results.map((r: { outcome: string; reason?: string }) => r.reason ?? r.outcome),
      [
        'done',
        'Enquiry not found',
        'done',
        'Enquiry not found',
        'Enquiry not found',
        'Enquiry is already pending',
      ],
    );
    assert.equal((await audits()).filter((row) => row.action === 'enquiry.reopen').length, 2);
  });

  test('0 or 501 ids, and junk bodies, are a 400 with a message; nothing changes', async () => {
    const before = await statuses();
    for (const list of [[], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const res = await bulk({ status: 1, ids: list });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Select between 1 and 500 items');
    }
    const junk: unknown[] = [
      { status: 2, ids: [ids[0]] },
      { status: 'done', ids: [ids[0]] },
      { ids: [ids[0]] },
      { status: 1 },
      { status: 1, ids: ['abc'] },
      { status: 1, ids: [ids[0] + 0.5] },
      { status: 1, ids: [{ id: ids[0] }] },
      { status: 1, ids: { 0: ids[0] } },
      { status: 1, ids: 'x'.repeat(100_000) },
      [ids[0]],
    ];
    for (const body of junk) {
      const res = await bulk(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.ok(res.json().message.length > 0);
      assert.equal(res.json().data, null);
    }
    assert.deepEqual(await statuses(), before);
    assert.equal((await audits()).length, 0);
  });

  test('needs a session (a forged token too), and changes nothing without one', async () => {
    const before = await statuses();
    assert.equal((await bulk({ status: 1, ids }, {})).statusCode, 401);
    assert.equal(
      (await bulk({ status: 1, ids }, bearer('forged-token-forged-token-forged'))).statusCode,
      401,
    );
    assert.deepEqual(await statuses(), before);
  });

  test('the one-row PUT still answers the enquiry and writes no batch id', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/enquiry/${ids[0]}`,
      payload: { status: 1 },
      headers: auth,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Status Updated');
    assert.equal(res.json().data.enquiry.status, 1);
    assert.deepEqual((await audits())[0].details, { status: 1 });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/enquiry/${ids[0]}`,
      payload: { status: 1 },
      headers: auth,
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Enquiry is already completed');
  });

  test('40 identical batches at once over the same 10 enquiries: each done exactly once, no 500', async () => {
    const ten = ids.filter((_, i) => i !== 2).slice(0, 10);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => bulk({ status: 1, ids: i % 2 ? ten : [...ten].reverse() })),
    );
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      answers.map(() => 200),
      answers.find((a) => a.statusCode !== 200)?.body,
    );
    assert.equal(
      answers.reduce((sum, a) => sum + a.json().data.done, 0),
      10,
    );
    assert.equal((await audits()).length, 10);
  });
});
