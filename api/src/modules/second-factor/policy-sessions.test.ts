import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { totp } from '../../lib/totp.js';
import {
  bearer,
  buildTestApp,
  createAdmin,
  login,
  loginAs,
  refresh,
  type TestApp,
  type TestDatabase,
} from '../../test/helper.js';
import { openTwoProcesses, type TwoProcesses } from '../../test/two-processes.js';

const ENROL_FIRST = 'Set up your second factor first: your role requires one before you can do anything else';
const payments = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/payments', headers: bearer(token) });
const putPolicy = (app: FastifyInstance, token: string, roles: string[]) =>
  app.inject({
    method: 'PUT',
    url: '/api/admins/second-factor-policy',
    headers: bearer(token),
    payload: { required_roles: roles, refund_step_up_above_cents: 50000 },
  });

function assertEnrolmentOnly(res: { statusCode: number; body: string }) {
  assert.equal(res.statusCode, 403, res.body);
  const answer = JSON.parse(res.body) as { message: string; errors: unknown };
  assert.equal(answer.message, ENROL_FIRST);
  assert.deepEqual(answer.errors, { reason: 'second_factor_enrolment_required' });
}

describe('the second-factor policy reaches open sessions', () => {
  let t: TestApp;
  let owner: string;
  before(async () => {
    t = await buildTestApp();
    owner = (await login(t.app)).token;
  });
  after(() => t.close());

  test('a Support session opened before Support must have a factor may only enrol, also after a renewal', async () => {
    const support = await createAdmin(t.database, { email: 'support-open@example.com', role: 'support' });
    const session = await loginAs(t.app, support.email, support.password);
    assert.equal((await payments(t.app, session.token)).statusCode, 200);
    const saved = await putPolicy(t.app, owner, ['support']);
    assert.equal(saved.statusCode, 200, saved.body);
    assertEnrolmentOnly(await payments(t.app, session.token));
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) });
    assert.equal(me.json().data.user.second_factor_enrolment_required, true);
    const renewed = await refresh(t.app, session.refreshToken);
    assert.equal(renewed.statusCode, 200, renewed.body);
    assertEnrolmentOnly(await payments(t.app, renewed.json().data.token));
    // The Owner's role is not asked: the Owner's session goes on.
    assert.equal((await payments(t.app, owner)).statusCode, 200);

    // Taken off the policy again, a Support admin who still has no factor is free at once.
    assert.equal((await putPolicy(t.app, owner, [])).statusCode, 200);
    assert.equal((await payments(t.app, renewed.json().data.token)).statusCode, 200);
  });

  test('an admin whose role needs a factor removes their only one: the session may only enrol', async () => {
    const finance = await createAdmin(t.database, { email: 'finance-last@example.com', role: 'finance' });
    const session = await loginAs(t.app, finance.email, finance.password);
    const headers = bearer(session.token);
    const { secret } = (
      await t.app.inject({ method: 'POST', url: '/api/account/second-factor/totp', headers })
    ).json().data;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/account/second-factor/totp/confirm',
      headers,
      payload: { code: totp(secret, Date.now() / 1000) },
    });
    assert.equal(confirm.statusCode, 200, confirm.body);
    assert.equal((await putPolicy(t.app, owner, ['finance'])).statusCode, 200);
    // The enrolment counts as a fresh proof: turning the app off is allowed, and leaves no factor.
    const off = await t.app.inject({ method: 'DELETE', url: '/api/account/second-factor', headers });
    assert.equal(off.statusCode, 200, off.body);
    assertEnrolmentOnly(await payments(t.app, session.token));
    assert.equal((await putPolicy(t.app, owner, [])).statusCode, 200);
  });

  test('made Finance while Finance must have a factor, an admin without one may only enrol', async () => {
    assert.equal((await putPolicy(t.app, owner, ['finance'])).statusCode, 200);
    const ops = await createAdmin(t.database, { email: 'ops-promoted@example.com', role: 'operations' });
    const session = await loginAs(t.app, ops.email, ops.password);
    assert.equal((await payments(t.app, session.token)).statusCode, 200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admins/${ops.uid}/role`,
      headers: bearer(owner),
      payload: { role: 'finance' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assertEnrolmentOnly(await payments(t.app, session.token));
    assert.equal((await putPolicy(t.app, owner, [])).statusCode, 200);
  });
});

/** Two API processes' worth of app (each its own pool and LISTEN connection) on one PostgreSQL database. */
describe('the policy reaches a session cached by another process', {
  skip: !process.env.DATABASE_URL,
}, () => {
  let processes: TwoProcesses;
  let store: TestDatabase;
  let one: FastifyInstance;
  let other: FastifyInstance;
  before(async () => {
    processes = await openTwoProcesses();
    ({ store, one, other } = processes);
  });
  after(() => processes?.close());

  test('Support required on one: the Support session the other has checked is enrolment-only within 2 s', async () => {
    const support = await createAdmin(store.database, { email: 'support-far@example.com', role: 'support' });
    const session = await loginAs(other, support.email, support.password);
    // Checked, so taken on trust by the other process's session cache for its next seconds.
    assert.equal((await payments(other, session.token)).statusCode, 200);
    const owner = (await login(one)).token;
    assert.equal((await putPolicy(one, owner, ['support'])).statusCode, 200);
    const deadline = Date.now() + 2_000;
    for (;;) {
      const res = await payments(other, session.token);
      if (res.statusCode === 403) {
        assertEnrolmentOnly(res);
        break;
      }
      if (Date.now() > deadline) assert.fail(`still ${res.statusCode} on the other process after 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
