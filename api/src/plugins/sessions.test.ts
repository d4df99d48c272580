import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  buildTestApp,
  login,
  refresh,
  TEST_ADMIN_PASSWORD,
  type TestApp,
  type TestDatabase,
} from '../test/helper.js';
import { openTwoProcesses, type TwoProcesses } from '../test/two-processes.js';
import { endedSessionsOf } from './sessions.js';

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

/** Resolves once `check` holds, or fails after `withinMs` (the bound the claim names). */
async function until(check: () => Promise<boolean>, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) assert.fail(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Opens the live-update stream and resolves when the server ends it. */
async function openStream(base: string, token: string) {
  const res = await fetch(`${base}/api/events`, { headers: bearer(token) });
  assert.equal(res.status, 200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += decoder.decode(value);
    }
  })();
  return { headers: res.headers, ended };
}

describe('app.sessions.end in one process', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  test('a session used a moment ago (so cached) is refused on its very next request; others stay', async () => {
    const ended = await login(t.app);
    const kept = await login(t.app);
    assert.equal((await me(t.app, ended.token)).statusCode, 200);
    assert.equal((await me(t.app, kept.token)).statusCode, 200);
    const [row] = await t.database.query<{ id: number }>('select id from admin_sessions where uid = $1', [
      ended.session_id,
    ]);
    const ids = await t.app.sessions.end({ sessionIds: [Number(row.id)] }, 'deactivated');
    assert.deepEqual(ids, [Number(row.id)]);
    assert.equal((await me(t.app, ended.token)).statusCode, 401);
    assert.equal((await me(t.app, kept.token)).statusCode, 200);
    const [revoked] = await t.database.query<{ revoked_reason: string }>(
      'select revoked_reason from admin_sessions where id = $1',
      [row.id],
    );
    assert.equal(revoked.revoked_reason, 'deactivated');
  });

  test('inside a transaction that rolls back, nothing ends', async () => {
    const session = await login(t.app);
    assert.equal((await me(t.app, session.token)).statusCode, 200);
    const [admin] = await t.database.query<{ id: number }>('select id from admins limit 1');
    await assert.rejects(
      t.app.db.transaction(async (tx) => {
        await t.app.sessions.end({ adminIds: [Number(admin.id)] }, 'role_change', tx);
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.equal((await me(t.app, session.token)).statusCode, 200);
  });

  test("an administrator's sessions all end, and their open live-update stream closes at once", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await login(t.app);
    const stream = await openStream(address, session.token);
    const [admin] = await t.database.query<{ id: number }>('select id from admins limit 1');
    await t.app.sessions.end({ adminIds: [Number(admin.id)] }, 'deactivated');
    const text = await stream.ended;
    assert.match(text, /event: ready/);
    assert.equal((await me(t.app, session.token)).statusCode, 401);
  });

  test('an empty choice ends nothing', async () => {
    assert.deepEqual(await t.app.sessions.end({ sessionIds: [] }, 'x'), []);
    assert.deepEqual(await t.app.sessions.end({ adminIds: [] }, 'x'), []);
  });

  test('a notice names its sessions, or every session when too long for NOTIFY', () => {
    assert.deepEqual(endedSessionsOf('3,17,x,-1'), [3, 17]);
    assert.equal(endedSessionsOf('*'), 'all');
  });
});

/** Two API processes' worth of app (each its own pool and LISTEN connection) on one PostgreSQL database. */
describe('revocation reaches the other process within a second', { skip: !process.env.DATABASE_URL }, () => {
  let processes: TwoProcesses;
  let store: TestDatabase;
  let one: FastifyInstance;
  let other: FastifyInstance;
  let otherAddress: string;
  before(async () => {
    processes = await openTwoProcesses();
    ({ store, one, other } = processes);
    otherAddress = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => processes?.close());

  const refusedByOther = (token: string, what: string) =>
    until(async () => (await me(other, token)).statusCode === 401, 1_000, what);

  test('logout on one: the other refuses the token (cached there) and closes its stream', async () => {
    const session = await login(one);
    assert.equal((await me(other, session.token)).statusCode, 200);
    const stream = await openStream(otherAddress, session.token);
    const res = await one.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
      payload: { session_id: session.session_id },
    });
    assert.equal(res.statusCode, 200);
    await refusedByOther(session.token, 'logout');
    await stream.ended;
  });

  test("password change on one ends the admin's other sessions on the other", async () => {
    const changing = await login(one);
    const elsewhere = await login(one);
    assert.equal((await me(other, elsewhere.token)).statusCode, 200);
    const res = await one.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: bearer(changing.token),
      payload: { uid: changing.user.uid, current_password: TEST_ADMIN_PASSWORD, new_password: 'Other@12345' },
    });
    assert.equal(res.statusCode, 200);
    await refusedByOther(elsewhere.token, 'password change');
    assert.equal((await me(other, changing.token)).statusCode, 200);
    await one.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: bearer(changing.token),
      payload: { uid: changing.user.uid, current_password: 'Other@12345', new_password: TEST_ADMIN_PASSWORD },
    });
  });

  test('a replayed refresh token on one ends the session on the other', async () => {
    const session = await login(one);
    assert.equal((await me(other, session.token)).statusCode, 200);
    const rotated = await refresh(one, session.refreshToken);
    assert.equal(rotated.statusCode, 200);
    // Past the grace for a racing tab: the old token is a replay.
    await store.database.query(
      "update admin_sessions set rotated_at = now() - interval '1 hour' where uid = $1",
      [session.session_id],
    );
    assert.equal((await refresh(one, session.refreshToken)).statusCode, 401);
    await refusedByOther(session.token, 'refresh-token reuse');
  });

  test('a revocation committed in a transaction on one reaches the other', async () => {
    const session = await login(one);
    assert.equal((await me(other, session.token)).statusCode, 200);
    const [admin] = await store.database.query<{ id: number }>('select id from admins limit 1');
    await one.db.transaction((tx) => one.sessions.end({ adminIds: [Number(admin.id)] }, 'deactivated', tx));
    await refusedByOther(session.token, 'deactivation');
  });
});
