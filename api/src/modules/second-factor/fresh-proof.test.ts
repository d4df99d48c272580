import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_DIR } from '../../config.js';
import { insertSample, type Sample } from '../../test/appointment-samples.js';
import { bearer, buildTestApp, createAdmin, login, type TestApp } from '../../test/helper.js';
import { totp } from '../../lib/totp.js';

/** The table of docs/security.md's "Actions that need a fresh proof": `METHOD /path` → when. */
function documentedFreshProofs(): Map<string, string> {
  const text = readFileSync(path.join(REPO_DIR, 'docs/security.md'), 'utf8');
  const section = text.split('### Actions that need a fresh proof')[1]?.split(/\n#{2,3} /)[0] ?? '';
  const rows = [...section.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`]+)` \| ([^|]+) \|/gm)];
  return new Map(rows.map(([, method, url, when]) => [`${method} ${url}`, when.trim()]));
}

describe('a fresh proof for everything that weakens protection', () => {
  let t: TestApp;
  let s: Sample;
  /** The Owner's session opened with password and code, as a thief of its access token holds it. */
  let stolen: Record<string, string>;
  let recoveryCodes: string[];

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: headers as Record<string, string>, payload });
  const settings = async () =>
    Object.fromEntries(
      (
        await t.database.query<{ name: string; value: string }>(
          "select name, value from settings where name in ('second_factor_roles', 'step_up_refund_above_cents')",
        )
      ).map((row) => [row.name, row.value]),
    );
  const assertStepUpRefusal = (res: { statusCode: number; body: string }, why?: string) => {
    assert.equal(res.statusCode, 403, res.body);
    const answer = JSON.parse(res.body) as { message: string; errors: unknown };
    assert.equal(answer.message, 'Confirm with your authenticator code to continue');
    assert.deepEqual(answer.errors, {
      reason: 'second_factor_required',
      methods: ['totp', 'recovery_code'],
      ...(why ? { why } : {}),
    });
  };
  // The policy's amount is the Owner's to read: the refusal names it for the admin who refunds.
  const REFUND_WHY = 'refunds above $100.00 need a fresh code';

  before(async () => {
    t = await buildTestApp();
    s = await insertSample(t.app);
    // The Owner has an authenticator app; the policy asks it of Owners and Finance, and a proof
    // for refunds above 100.00.
    const enrolling = bearer((await login(t.app)).token);
    const { secret } = (await call('POST', '/account/second-factor/totp', enrolling)).json().data;
    const confirmed = await call('POST', '/account/second-factor/totp/confirm', enrolling, {
      code: totp(secret, Date.now() / 1000),
    });
    recoveryCodes = confirmed.json().data.recovery_codes;
    await t.database.query(
      `update settings set value = case name when 'second_factor_roles' then 'owner,finance' else '10000' end
        where name in ('second_factor_roles', 'step_up_refund_above_cents')`,
    );
    await t.database.query(
      "insert into settings (name, value) values ('step_up_refund_above_cents', '10000') on conflict do nothing",
    );
    const step = await call(
      'POST',
      '/auth/local/admin',
      {},
      { username: 'admin@example.com', password: 'Admin@12345' },
    );
    const signedIn = await call(
      'POST',
      '/auth/second-factor',
      {},
      {
        challenge: step.json().data.challenge,
        code: recoveryCodes[0],
      },
    );
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    stolen = bearer(signedIn.json().data.token);
  });
  after(() => t.close());

  test('docs/security.md lists exactly the routes that declare a fresh proof, with when', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { 'x-fresh-proof'?: string }>> };
    const declared = new Map<string, string>();
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation['x-fresh-proof'])
          declared.set(`${method.toUpperCase()} ${url}`, operation['x-fresh-proof']);
      }
    }
    assert.ok(declared.size >= 13, `the walk finds the declarations (${declared.size})`);
    assert.deepEqual(Object.fromEntries(documentedFreshProofs()), Object.fromEntries(declared));
  });

  test('a stolen Owner token without a proof cannot lower the policy or raise the refund amount', async () => {
    const before = await settings();
    const refundAbove = { type: 'partial_refund', amount: '120.00', reason: 'Visit started late' };
    assertStepUpRefusal(
      await call('POST', `/payments/refund/${s.videoPaymentUid}`, stolen, refundAbove),
      REFUND_WHY,
    );
    for (const policy of [
      { required_roles: [], refund_step_up_above_cents: 10000 },
      { required_roles: ['owner', 'finance'], refund_step_up_above_cents: 10_000_000_000 },
      { required_roles: ['owner'], refund_step_up_above_cents: 10000 },
    ]) {
      assertStepUpRefusal(await call('PUT', '/admins/second-factor-policy', stolen, policy));
    }
    assert.deepEqual(await settings(), before);
    // So the refund that needed a proof still does.
    assertStepUpRefusal(
      await call('POST', `/payments/refund/${s.videoPaymentUid}`, stolen, refundAbove),
      REFUND_WHY,
    );
  });

  test('nor make an Owner: invite as Owner, change a role to Owner', async () => {
    const ops = await createAdmin(t.database, { email: 'ops-proof@example.com', role: 'operations' });
    assertStepUpRefusal(await call('PUT', `/admins/${ops.uid}/role`, stolen, { role: 'owner' }));
    assertStepUpRefusal(
      await call('POST', '/admin-invitations', stolen, { email: 'new-owner@example.com', role: 'owner' }),
    );
    const [row] = await t.database.query<{ role: string }>('select role from admins where uid = $1', [
      ops.uid,
    ]);
    assert.equal(row.role, 'operations');
    const invitations = await t.database.query('select 1 from admin_invitations');
    assert.equal(invitations.length, 0);
  });

  test('with a proof of the last minutes the Owner changes the policy', async () => {
    const proof = await call('POST', '/auth/step-up', stolen, { code: recoveryCodes[1] });
    assert.equal(proof.statusCode, 200, proof.body);
    const saved = await call('PUT', '/admins/second-factor-policy', stolen, {
      required_roles: ['owner', 'finance', 'support'],
      refund_step_up_above_cents: 20000,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(await settings(), {
      second_factor_roles: 'owner,finance,support',
      step_up_refund_above_cents: '20000',
    });
  });
});
