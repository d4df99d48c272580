import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../db/client.js';
import { isPermission, permissionsOf } from '../lib/permissions.js';
import { insertSample, type Sample } from '../test/appointment-samples.js';
import { bearer, buildTestApp, createAdmin, loginAs, type TestApp } from '../test/helper.js';
import { seedCast, type Cast } from '../test/people-cast.js';
import { searchEverything } from '../modules/command-search/service.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The calls that answer without a session: sign-in, the reset flow, renewal, health, invitations. */
const PUBLIC_OPERATIONS = [
  'postAuthLocalAdmin',
  'postAuthTokenRefresh',
  'postAuthPasswordForgot',
  'postAuthOtpVerify',
  'postAuthPasswordReset',
  'postAuthUserSession',
  'postAuthSecondFactor',
  'postAuthSecondFactorPasskey',
  'postAuthSecondFactorPasskeyOptions',
  'getHealth',
  'getHealthLive',
  'getHealthReady',
  'postAdminInvitationsCheck',
  'postAdminInvitationsAccept',
].sort();

interface Operation {
  operationId: string;
  security?: unknown[];
  'x-permission'?: string;
  'x-export-permission'?: string;
}
type Document = { paths: Record<string, Record<string, Operation>> };

function operations(doc: Document) {
  return Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), url, operation })),
  );
}

/** A concrete URL for a documented path: every parameter a well-formed id that names nothing. */
const concrete = (url: string) => url.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

/** Every table's content, hashed; sessions, tokens and throttles (the sign-in itself) left aside. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public'
       and tablename not in ('admin_sessions', 'admin_access_tokens', 'auth_throttles', 'schema_migrations')
     order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await database.query<{ hash: string | null }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
    );
    result[name] = row.hash ?? '';
  }
  return result;
}

describe('permissions: every operation declares one, and the API enforces it', () => {
  let t: TestApp;
  let doc: Document;
  let sample: Sample;
  let cast: Cast;
  const tokens: Record<string, Record<string, string>> = {};

  before(async () => {
    t = await buildTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
    sample = await insertSample(t.app);
    cast = await seedCast(t.app);
    for (const role of ['finance', 'support', 'auditor', 'operations']) {
      const admin = await createAdmin(t.database, { email: `${role}@example.com`, role });
      tokens[role] = bearer((await loginAs(t.app, admin.email, admin.password)).token);
    }
  });
  after(() => t.close());

  test('every operation of the document declares a known permission, except the public calls listed here', () => {
    const undeclared: string[] = [];
    for (const { method, url, operation } of operations(doc)) {
      const permission = operation['x-permission'];
      if (permission === undefined) undeclared.push(operation.operationId);
      else assert.ok(isPermission(permission), `${method} ${url}: unknown permission ${permission}`);
      const exportPermission = operation['x-export-permission'];
      if (exportPermission !== undefined) assert.ok(isPermission(exportPermission), `${method} ${url}`);
    }
    assert.deepEqual(undeclared.sort(), PUBLIC_OPERATIONS);
    for (const { operation } of operations(doc)) {
      if (PUBLIC_OPERATIONS.includes(operation.operationId)) assert.deepEqual(operation.security, []);
    }
  });

  test('the login answer carries the role and its permissions', async () => {
    const answer = await loginAs(t.app, 'support@example.com', 'Team@12345');
    assert.equal(answer.user.role, 'support');
    assert.ok(answer.user.permissions.includes('enquiries.reply'));
    assert.ok(!answer.user.permissions.includes('payments.refund'));
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: tokens.finance });
    assert.equal(me.json().data.user.role, 'finance');
    assert.ok(me.json().data.user.permissions.includes('payments.refund'));
  });

  test("a Support admin's refund is refused with 403 (still signed in) and nothing changes", async () => {
    const before = await fingerprint(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/refund/${sample.videoPaymentUid}`,
      headers: tokens.support,
      payload: { type: 'full_refund', reason: 'asked' },
    });
    assert.equal(res.statusCode, 403);
    assert.equal(
      res.json().message,
      "You don't have permission to do this (payments.refund); ask an Owner for access",
    );
    assert.deepEqual(await fingerprint(t.database), before);
    const still = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: tokens.support });
    assert.equal(still.statusCode, 200);
  });

  test("a Finance admin's approval, one or in bulk, is refused and the doctor stays pending", async () => {
    const before = await fingerprint(t.database);
    const one = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${cast.pending.uid}`,
      headers: tokens.finance,
      payload: { action: 'accept' },
    });
    assert.equal(one.statusCode, 403);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/user/bulk/review',
      headers: tokens.finance,
      payload: { action: 'accept', uids: [cast.pending.uid] },
    });
    assert.equal(bulk.statusCode, 403);
    assert.deepEqual(await fingerprint(t.database), before);
  });

  test("an Auditor's every write in the document is refused with 403 and changes nothing", async () => {
    const auditor = permissionsOf('auditor');
    const writes = operations(doc).filter(
      ({ method, operation }) =>
        method !== 'GET' &&
        operation['x-permission'] !== undefined &&
        !auditor.has(operation['x-permission'] as never),
    );
    assert.ok(writes.length >= 25, `only ${writes.length} writes found`);
    const before = await fingerprint(t.database);
    for (const { method, url } of writes) {
      const res = await t.app.inject({
        method: method as 'POST',
        url: concrete(url),
        headers: tokens.auditor,
        payload: {},
      });
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.statusCode} ${res.body}`);
      assert.match(res.json().message, /^You don't have permission to do this \(/);
    }
    assert.deepEqual(await fingerprint(t.database), before);
  });

  test('a CSV export needs the export permission besides the list one', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/user/payments', headers: tokens.support });
    assert.equal(list.statusCode, 200);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/user/payments?format=csv',
      headers: tokens.support,
    });
    assert.equal(csv.statusCode, 403);
    assert.match(csv.json().message, /payments\.export/);
    const byAccept = await t.app.inject({
      method: 'GET',
      url: '/api/doctor',
      headers: { ...tokens.support, accept: 'text/csv' },
    });
    assert.equal(byAccept.statusCode, 403);
    const auditorCsv = await t.app.inject({
      method: 'GET',
      url: '/api/user/payments?format=csv',
      headers: tokens.auditor,
    });
    assert.equal(auditorCsv.statusCode, 200);
  });

  test('the palette searches only the kinds the admin may open', async () => {
    const all = await searchEverything(t.app, 'Dr', 'UTC');
    assert.ok(
      all.matches.some((match) => match.kind === 'doctor'),
      'the sample has doctors to find',
    );
    const withoutDoctors = await searchEverything(t.app, 'Dr', 'UTC', (kind) => kind !== 'doctor');
    assert.ok(!withoutDoctors.matches.some((match) => match.kind === 'doctor'));
  });
});
