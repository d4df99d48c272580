import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../../app.js';
import {
  bearer,
  buildTestApp,
  createAdmin,
  lastMail,
  login,
  loginAs,
  refresh,
  type TestApp,
} from '../../test/helper.js';
import { adminService } from './service.js';

const tokenOf = (body: string) => {
  const match = /\/accept-invitation#token=([A-Za-z0-9_-]+)/.exec(body);
  assert.ok(match, `no invitation link in: ${body}`);
  return match[1];
};

describe('administrators: invitations, roles, deactivation', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let ownerUid: string;

  before(async () => {
    t = await buildTestApp();
    const signedIn = await login(t.app);
    owner = bearer(signedIn.token);
    ownerUid = signedIn.user.uid;
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `/api${url}`, headers, payload });
  const adminRow = async (uid: string) =>
    (
      await t.database.query<{ role: string; status: string }>(
        'select role, status from admins where uid = $1',
        [uid],
      )
    )[0];
  const auditCount = async (action: string) =>
    (
      await t.database.query<{ n: number }>('select count(*)::int as n from audit_log where action = $1', [
        action,
      ])
    )[0].n;

  test('the existing administrator is an Owner, and the list names every admin with role, status and last sign-in', async () => {
    const res = await call('GET', '/admins', owner);
    assert.equal(res.statusCode, 200);
    const [first] = res.json().data.admins;
    assert.equal(first.email, 'admin@example.com');
    assert.equal(first.role, 'owner');
    assert.equal(first.status, 'active');
    assert.ok(first.last_sign_in_at);
  });

  test('an invitation by e-mail: a link in the outbox, checked, accepted once, then a used link', async () => {
    const sent = await call('POST', '/admin-invitations', owner, {
      email: 'fin@example.com',
      role: 'finance',
    });
    assert.equal(sent.statusCode, 201);
    assert.equal(sent.json().message, 'Invitation sent to fin@example.com');
    const mail = await lastMail(t.database, 'fin@example.com');
    assert.equal(mail.kind, 'admin_invitation');
    assert.match(mail.body, /as Finance/);
    const token = tokenOf(mail.body);
    const stored = await t.database.query<{ token_hash: string }>('select token_hash from admin_invitations');
    assert.ok(
      stored.every((row) => row.token_hash !== token),
      'only the hash is stored',
    );

    const check = await call('POST', '/admin-invitations/check', {}, { token });
    assert.deepEqual(check.json().data, { email: 'fin@example.com', role: 'finance' });

    const short = await call(
      'POST',
      '/admin-invitations/accept',
      {},
      { token, full_name: 'Fay', password: '123' },
    );
    assert.equal(short.statusCode, 400);
    const accepted = await call(
      'POST',
      '/admin-invitations/accept',
      {},
      { token, full_name: ' Fay Finance ', password: 'Money@123' },
    );
    assert.equal(accepted.statusCode, 200);
    const session = await loginAs(t.app, 'fin@example.com', 'Money@123');
    assert.equal(session.user.role, 'finance');
    assert.equal(session.user.full_name, 'Fay Finance');

    const replay = await call(
      'POST',
      '/admin-invitations/accept',
      {},
      { token, full_name: 'Eve', password: 'Evil@1234' },
    );
    assert.equal(replay.statusCode, 410);
    assert.equal(
      replay.json().message,
      'This invitation has already been used. Sign in with your e-mail and password.',
    );
    const [{ n }] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from admins where lower(email) = 'fin@example.com'",
    );
    assert.equal(n, 1);
    const [entry] = await t.database.query<{ admin_id: number }>(
      "select admin_id from audit_log where action = 'admin.invitation_accept'",
    );
    assert.equal(Number(entry.admin_id) > 0, true);
  });

  test('a guessed, forged, revoked or expired link gets a clear answer and creates no admin', async () => {
    const before = (await t.database.query<{ n: number }>('select count(*)::int as n from admins'))[0].n;
    const guessed = await call(
      'POST',
      '/admin-invitations/accept',
      {},
      { token: 'A'.repeat(43), full_name: 'X', password: 'Guess@1234' },
    );
    assert.equal(guessed.statusCode, 404);
    assert.equal(
      guessed.json().message,
      'This invitation link is not valid. Ask an Owner to invite you again.',
    );
    const forged = await call('POST', '/admin-invitations/check', {}, { token: "' or 1=1 --" });
    assert.equal(forged.statusCode, 404);

    await call('POST', '/admin-invitations', owner, { email: 'rev@example.com', role: 'support' });
    const revokedToken = tokenOf((await lastMail(t.database, 'rev@example.com')).body);
    const open = (await call('GET', '/admins', owner)).json().data.invitations;
    const invitation = open.find((i: { email: string }) => i.email === 'rev@example.com');
    assert.equal((await call('DELETE', `/admin-invitations/${invitation.uid}`, owner)).statusCode, 200);
    const revoked = await call(
      'POST',
      '/admin-invitations/accept',
      {},
      { token: revokedToken, full_name: 'R', password: 'Revo@1234' },
    );
    assert.equal(revoked.statusCode, 410);
    assert.equal(revoked.json().message, 'This invitation was revoked. Ask an Owner to invite you again.');
    assert.equal((await call('DELETE', `/admin-invitations/${invitation.uid}`, owner)).statusCode, 404);

    await call('POST', '/admin-invitations', owner, { email: 'late@example.com', role: 'auditor' });
    const lateToken = tokenOf((await lastMail(t.database, 'late@example.com')).body);
    await t.database.query(
      "update admin_invitations set expires_at = now() - interval '1 second' where email = 'late@example.com'",
    );
    const expired = await call(
      'POST',
      '/admin-invitations/accept',
      {},
      { token: lateToken, full_name: 'L', password: 'Late@1234' },
    );
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().message, 'This invitation has expired. Ask an Owner to send it again.');
    assert.equal(
      (await t.database.query<{ n: number }>('select count(*)::int as n from admins'))[0].n,
      before,
    );
  });

  test('resending issues a new link: the old one stops working, the new one lives 48 hours', async () => {
    await call('POST', '/admin-invitations', owner, { email: 'again@example.com', role: 'support' });
    const first = await lastMail(t.database, 'again@example.com');
    const { uid } = (await call('GET', '/admins', owner))
      .json()
      .data.invitations.find((i: { email: string }) => i.email === 'again@example.com');
    const twice = await call('POST', '/admin-invitations', owner, {
      email: 'again@example.com',
      role: 'support',
    });
    assert.equal(twice.statusCode, 409);
    const resent = await call('POST', `/admin-invitations/${uid}/resend`, owner);
    assert.equal(resent.statusCode, 200);
    const hours = (Date.parse(resent.json().data.invitation.expires_at) - Date.now()) / 3_600_000;
    assert.ok(hours > 47.9 && hours <= 48);
    const second = await lastMail(t.database, 'again@example.com', first.id);
    assert.equal(
      (await call('POST', '/admin-invitations/check', {}, { token: tokenOf(first.body) })).statusCode,
      404,
    );
    assert.equal(
      (await call('POST', '/admin-invitations/check', {}, { token: tokenOf(second.body) })).statusCode,
      200,
    );
  });

  test('an existing e-mail cannot be invited, and junk input is a 400', async () => {
    const taken = await call('POST', '/admin-invitations', owner, {
      email: 'ADMIN@example.com',
      role: 'support',
    });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, 'An administrator with this e-mail already exists');
    assert.equal(
      (await call('POST', '/admin-invitations', owner, { email: 'nope', role: 'support' })).statusCode,
      400,
    );
    assert.equal(
      (await call('POST', '/admin-invitations', owner, { email: 'a@b.co', role: 'god' })).statusCode,
      400,
    );
  });

  test('only an Owner manages the team: another role gets 403 and nothing changes (self-promotion included)', async () => {
    const finance = await createAdmin(t.database, { email: 'f2@example.com', role: 'finance' });
    const headers = bearer((await loginAs(t.app, finance.email, finance.password)).token);
    const promote = await call('PUT', `/admins/${finance.uid}/role`, headers, { role: 'owner' });
    assert.equal(promote.statusCode, 403);
    assert.match(promote.json().message, /admins\.manage/);
    assert.equal(
      (await call('PUT', `/admins/${ownerUid}/role`, headers, { role: 'support' })).statusCode,
      403,
    );
    assert.equal(
      (await call('POST', '/admin-invitations', headers, { email: 'x@example.com', role: 'owner' }))
        .statusCode,
      403,
    );
    assert.equal((await call('GET', '/admins', headers)).statusCode, 403);
    assert.equal((await adminRow(finance.uid)).role, 'finance');
    assert.equal((await adminRow(ownerUid)).role, 'owner');
  });

  test('nobody changes their own role or status', async () => {
    const own = await call('PUT', `/admins/${ownerUid}/role`, owner, { role: 'support' });
    assert.equal(own.statusCode, 400);
    assert.equal(own.json().message, 'You cannot change your own role');
    const self = await call('PUT', `/admins/${ownerUid}/status`, owner, { status: 'deactivated' });
    assert.equal(self.statusCode, 400);
    assert.equal((await adminRow(ownerUid)).status, 'active');
  });

  test('a role change is audited under the acting admin and takes effect on the next request', async () => {
    const ops = await createAdmin(t.database, { email: 'ops@example.com', role: 'operations' });
    const headers = bearer((await loginAs(t.app, ops.email, ops.password)).token);
    const changed = await call('PUT', `/admins/${ops.uid}/role`, owner, { role: 'auditor' });
    assert.equal(changed.statusCode, 200);
    const me = await call('GET', '/user/me', headers);
    assert.equal(me.json().data.user.role, 'auditor');
    const [entry] = await t.database.query<{ email: string; details: { from: string; to: string } }>(
      `select a.email, l.details from audit_log l join admins a on a.id = l.admin_id
        where l.action = 'admin.role_change' and l.target_uid = $1`,
      [ops.uid],
    );
    assert.equal(entry.email, 'admin@example.com');
    assert.deepEqual(entry.details, { from: 'operations', to: 'auditor' });
  });

  test('40 concurrent role changes on one admin: each answered, the last write stands, one audit entry per change', async () => {
    const target = await createAdmin(t.database, { email: 'target@example.com', role: 'support' });
    const roles = ['finance', 'auditor', 'operations', 'support'] as const;
    const before = await auditCount('admin.role_change');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('PUT', `/admins/${target.uid}/role`, owner, { role: roles[i % 4] }),
      ),
    );
    for (const answer of answers) assert.ok([200, 409].includes(answer.statusCode), answer.body);
    const changed = answers.filter((answer) => answer.statusCode === 200).length;
    assert.ok(changed >= 1);
    assert.equal((await auditCount('admin.role_change')) - before, changed);
    assert.ok(roles.includes((await adminRow(target.uid)).role as (typeof roles)[number]));
  });

  test('two Owners demoting each other 40 times at once leave exactly one active Owner', async () => {
    const second = await createAdmin(t.database, { email: 'owner2@example.com', role: 'owner' });
    const third = await createAdmin(t.database, { email: 'owner3@example.com', role: 'owner' });
    // Three Owners: the signed-in one steps back first, so the race is between the other two.
    const secondHeaders = bearer((await loginAs(t.app, second.email, second.password)).token);
    const thirdHeaders = bearer((await loginAs(t.app, third.email, third.password)).token);
    assert.equal(
      (await call('PUT', `/admins/${ownerUid}/role`, secondHeaders, { role: 'operations' })).statusCode,
      200,
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? call('PUT', `/admins/${second.uid}/role`, thirdHeaders, { role: 'support' })
          : call('PUT', `/admins/${third.uid}/role`, secondHeaders, { role: 'support' }),
      ),
    );
    for (const answer of answers) assert.ok([200, 403, 409].includes(answer.statusCode), answer.body);
    const [{ n }] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from admins where role = 'owner' and status = 'active'",
    );
    assert.equal(n, 1);
    // Whoever is left restores the first Owner for the tests after this one.
    const left = (await adminRow(second.uid)).role === 'owner' ? secondHeaders : thirdHeaders;
    assert.equal((await call('PUT', `/admins/${ownerUid}/role`, left, { role: 'owner' })).statusCode, 200);
  });

  test('the last active Owner cannot be demoted or deactivated, whoever asks', async () => {
    await t.database.query("update admins set role = 'support' where role = 'owner' and uid <> $1", [
      ownerUid,
    ]);
    // Only another Owner could ask (and none is left but this one): the rule is the service's own.
    const anotherOwner = {
      admin: { uid: 'someone-else', id: 0, fullName: 'X' },
    } as unknown as FastifyRequest;
    const team = adminService(t.app);
    await assert.rejects(team.changeRole(anotherOwner, ownerUid, 'support'), {
      statusCode: 409,
      message:
        'The last active Owner cannot be demoted or deactivated: make another administrator Owner first',
    });
    await assert.rejects(team.setStatus(anotherOwner, ownerUid, 'deactivated'), { statusCode: 409 });
    assert.deepEqual(await adminRow(ownerUid), { role: 'owner', status: 'active' });
  });

  test('a role change reaches another process within a second: its cached session is read again', async () => {
    const finance = await createAdmin(t.database, { email: 'fin2@example.com', role: 'finance' });
    const session = await loginAs(t.app, finance.email, finance.password);
    const other: FastifyInstance = await buildApp(t.config, { database: t.database });
    await other.ready();
    try {
      const headers = bearer(session.token);
      const roleOn = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: '/api/user/me', headers })).json().data.user.role;
      assert.equal(await roleOn(other), 'finance'); // now cached there
      const changed = await call('PUT', `/admins/${finance.uid}/role`, owner, { role: 'support' });
      assert.equal(changed.statusCode, 200);
      assert.equal(await roleOn(t.app), 'support');
      for (let waited = 0; (await roleOn(other)) !== 'support'; waited += 50) {
        assert.ok(waited < 1_000, 'the other process still answers the old role');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Still signed in: a role change ends no session.
      assert.equal((await other.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode, 200);
    } finally {
      await other.close();
    }
  });

  test("a deactivated admin's access and refresh tokens are refused at once, on another process too", async () => {
    const support = await createAdmin(t.database, { email: 'sup@example.com', role: 'support' });
    const session = await loginAs(t.app, support.email, support.password);
    // A second server process on the same database, which has checked the session already.
    const other: FastifyInstance = await buildApp(t.config, { database: t.database });
    await other.ready();
    try {
      const headers = bearer(session.token);
      assert.equal((await other.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode, 200);
      const off = await call('PUT', `/admins/${support.uid}/status`, owner, { status: 'deactivated' });
      assert.equal(off.statusCode, 200);
      assert.equal(off.json().message, 'Administrator deactivated');
      assert.equal((await call('GET', '/user/me', headers)).statusCode, 401);
      assert.equal((await refresh(t.app, session.refreshToken)).statusCode, 401);
      const relogin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/admin',
        payload: { username: support.email, password: support.password },
      });
      assert.equal(relogin.statusCode, 400);
      assert.equal(relogin.json().message, 'Invalid email or password');
      // The other process hears of it through the database's notice and refuses within a second.
      for (let waited = 0; ; waited += 50) {
        const res = await other.inject({ method: 'GET', url: '/api/user/me', headers });
        if (res.statusCode === 401) break;
        assert.ok(waited < 1_000, 'the other process still serves the deactivated session');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal((await auditCount('admin.deactivate')) >= 1, true);
    } finally {
      await other.close();
    }
  });
});
