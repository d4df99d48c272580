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
const putSettings = (items: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/settings/bulk', headers, payload: { items } as object });

describe('settings', () => {
  test('GET answers the three settings, admin e-mail from ADMIN_EMAIL on first start', async () => {
    const res = await get('/user/settings');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data, {
      admin_email: TEST_ADMIN_EMAIL,
      admin_commission: 10,
      cancellation_fee: 5,
    });
  });

  test('PUT bulk saves, answers the new values and audits the change', async () => {
    const res = await putSettings([
      { name: 'admin_commission', value: '12.5' },
      { name: 'cancellation_fee', value: 0 },
      { name: 'admin_email', value: ' Billing@Example.com ' },
    ]);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Updated');
    const expected = { admin_email: 'billing@example.com', admin_commission: 12.5, cancellation_fee: 0 };
    assert.deepEqual(res.json().data, expected);
    assert.deepEqual((await get('/user/settings')).json().data, expected);
    const [entry] = await t.database.query<{
      admin_id: number;
      request_id: string;
      details: Record<string, string>;
    }>(
      `select admin_id, request_id, details from audit_log where action = 'settings.update' order by id desc limit 1`,
    );
    assert.ok(entry.admin_id);
    assert.ok(entry.request_id);
    assert.equal(entry.details.admin_commission, '12.5');
  });

  test("refuses bad values with each field's message and changes nothing", async () => {
    const before = (await get('/user/settings')).json().data;
    const cases: [unknown, string][] = [
      [[{ name: 'admin_email', value: '' }], 'Please enter admin email'],
      [[{ name: 'admin_email', value: '   ' }], 'Please enter admin email'],
      [[{ name: 'admin_email', value: 'not-an-email' }], 'Please enter a valid admin email'],
      [
        [{ name: 'admin_email', value: `${'a'.repeat(40)}@example.com` }],
        'Admin email must be at most 50 characters',
      ],
      [[{ name: 'admin_commission', value: '' }], 'Please enter valid commission'],
      [[{ name: 'admin_commission', value: '100' }], 'Please enter valid commission'],
      [[{ name: 'admin_commission', value: '-1' }], 'Please enter valid commission'],
      [[{ name: 'admin_commission', value: 'ten' }], 'Please enter valid commission'],
      [[{ name: 'cancellation_fee', value: null }], 'Please enter valid fee'],
      [[{ name: 'cancellation_fee', value: '99.5' }], 'Please enter valid fee'],
      // One bad item rejects the whole batch.
      [
        [
          { name: 'admin_commission', value: '20' },
          { name: 'cancellation_fee', value: '150' },
        ],
        'Please enter valid fee',
      ],
      [[{ name: 'password', value: 'x' }], 'Unknown setting "password"'],
      [[], 'items must list at least one setting'],
    ];
    for (const [items, message] of cases) {
      const res = await putSettings(items);
      assert.equal(res.statusCode, 400, JSON.stringify(items));
      assert.deepEqual(res.json(), { status: 400, message, data: null });
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings/bulk',
      headers,
      payload: {},
    });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual((await get('/user/settings')).json().data, before);
  });

  test('the limits themselves are accepted: 0 and 99, a 50-character e-mail', async () => {
    const email = `${'a'.repeat(38)}@example.com`;
    assert.equal(email.length, 50);
    const res = await putSettings([
      { name: 'admin_commission', value: '99' },
      { name: 'cancellation_fee', value: '0' },
      { name: 'admin_email', value: email },
    ]);
    assert.equal(res.statusCode, 200);
  });

  test('401 without a token', async () => {
    assert.equal((await get('/user/settings', {})).statusCode, 401);
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/settings/bulk', payload: { items: [] } });
    assert.equal(res.statusCode, 401);
  });
});
