import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { totp } from '../../lib/totp.js';
import {
  bearer,
  buildTestApp,
  login,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/helper.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const STEP_UP = 'Confirm with your authenticator code to continue';
const ENROL_FIRST = 'Set up your second factor first: your role requires one before you can do anything else';
const now = () => Date.now() / 1000;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  remoteAddress?: string,
) => t.app.inject({ method, url: `/api${url}`, payload, headers: token ? bearer(token) : {}, remoteAddress });

const passwordStep = (email = TEST_ADMIN_EMAIL, password = TEST_ADMIN_PASSWORD, remoteAddress?: string) =>
  call('POST', '/auth/local/admin', null, { username: email, password }, remoteAddress);

async function addAdmin(email: string, role: string): Promise<string> {
  const [owner] = await t.database.query<{ password_hash: string }>(
    'select password_hash from admins where email = $1',
    [TEST_ADMIN_EMAIL],
  );
  const [row] = await t.database.query<{ uid: string }>(
    `insert into admins (email, full_name, password_hash, role) values ($1, $2, $3, $4) returning uid`,
    [email, `The ${role}`, owner.password_hash, role],
  );
  return row.uid;
}

/** Enrols TOTP for the session of `token`; answers the key and the recovery codes. */
async function enrol(token: string) {
  const start = await call('POST', '/account/second-factor/totp', token);
  assert.equal(start.statusCode, 200, start.body);
  const { secret, otpauth_uri } = start.json().data;
  assert.match(otpauth_uri, new RegExp(`^otpauth://totp/.*secret=${secret}&`));
  const confirm = await call('POST', '/account/second-factor/totp/confirm', token, {
    code: totp(secret, now()),
  });
  assert.equal(confirm.statusCode, 200, confirm.body);
  return { secret: secret as string, codes: confirm.json().data.recovery_codes as string[] };
}

async function secondStep(challenge: string, code: string, remoteAddress?: string) {
  return call('POST', '/auth/second-factor', null, { challenge, code }, remoteAddress);
}

async function auditActions(): Promise<string[]> {
  const rows = await t.database.query<{ action: string }>('select action from audit_log order by id');
  return rows.map((row) => row.action);
}

let secret = '';
let recoveryCodes: string[] = [];

describe('second factor', () => {
  beforeEach(() => t.database.query('delete from auth_throttles'));

  test('enrolment: the key is stored encrypted, a wrong first code is refused, ten recovery codes stored hashed', async () => {
    const { token } = await login(t.app);
    const start = await call('POST', '/account/second-factor/totp', token);
    const wrong = await call('POST', '/account/second-factor/totp/confirm', token, {
      code: '000000' === totp(start.json().data.secret, now()) ? '111111' : '000000',
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Invalid code. Please try again.');
    const enrolled = await enrol(token);
    secret = enrolled.secret;
    recoveryCodes = enrolled.codes;
    assert.equal(recoveryCodes.length, 10);
    assert.equal(new Set(recoveryCodes).size, 10);
    const [stored] = await t.database.query<{ secret_enc: string }>('select secret_enc from admin_totp');
    assert.ok(stored.secret_enc.startsWith('v1.'));
    assert.ok(!stored.secret_enc.includes(secret));
    const hashes = await t.database.query<{ code_hash: string }>(
      'select code_hash from admin_recovery_codes',
    );
    assert.equal(hashes.length, 10);
    for (const { code_hash } of hashes) assert.ok(!recoveryCodes.includes(code_hash));
    // A second enrolment while one is in force is refused.
    assert.equal((await call('POST', '/account/second-factor/totp', token)).statusCode, 409);
    assert.ok((await auditActions()).includes('second_factor.enrol'));
  });

  test('the password step gives no session, only a challenge; a TOTP from the key completes it', async () => {
    const first = await passwordStep();
    assert.equal(first.statusCode, 200);
    const body = first.json().data;
    assert.equal(body.second_factor_required, true);
    assert.equal(body.token, undefined);
    assert.equal(
      first.cookies.find((c) => c.name === 'admin_refresh'),
      undefined,
    );
    // The code of the next step (one step of drift is accepted; the current one was used to enrol).
    const done = await secondStep(body.challenge, totp(secret, now() + 30));
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().message, 'Login Success');
    assert.equal(done.json().data.user.email, TEST_ADMIN_EMAIL);
    assert.ok(done.cookies.find((c) => c.name === 'admin_refresh')?.value);
    assert.equal((await call('GET', '/user/me', done.json().data.token)).statusCode, 200);
    // The challenge is used up.
    const again = await secondStep(body.challenge, totp(secret, now() + 30));
    assert.equal(again.statusCode, 401);
  });

  test('a replayed, expired or wrong code fails, and each counts against the admin', async () => {
    const { challenge } = (await passwordStep()).json().data;
    const replayed = await secondStep(challenge, totp(secret, now() + 30));
    assert.equal(replayed.statusCode, 400);
    assert.equal(replayed.json().message, 'Invalid code. Please try again.');
    const expired = await secondStep(challenge, totp(secret, now() - 90));
    assert.equal(expired.statusCode, 400);
    assert.equal((await secondStep(challenge, 'not-a-code')).statusCode, 400);
    const failed = (await auditActions()).filter((action) => action === 'auth.second_factor_failed');
    assert.equal(failed.length, 3);
    const [entry] = await t.database.query<{ admin_id: number }>(
      "select admin_id from audit_log where action = 'auth.second_factor_failed' limit 1",
    );
    assert.ok(entry.admin_id, 'under the admin');
    // Two more wrong codes reach the limit: then 429 with a message, even for a right code.
    await secondStep(challenge, '000001');
    await secondStep(challenge, '000002');
    const limited = await secondStep(challenge, totp(secret, now() + 60));
    assert.equal(limited.statusCode, 429);
    assert.match(
      limited.json().message,
      /^Too many wrong codes\. Please try again in \d+ (seconds|minutes?)\.$/,
    );
  });

  test('40 simultaneous wrong second steps from 40 addresses count 40: 5 checked, 35 refused', async () => {
    const { challenge } = (await passwordStep()).json().data;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => secondStep(challenge, String(100000 + i), `203.0.113.${i + 1}`)),
    );
    assert.equal(answers.filter((res) => res.statusCode === 400).length, 5);
    assert.equal(answers.filter((res) => res.statusCode === 429).length, 35);
  });

  test('a recovery code signs in once, and its use is audited', async () => {
    const code = recoveryCodes[0];
    const first = await passwordStep();
    const done = await secondStep(first.json().data.challenge, code.toUpperCase());
    assert.equal(done.statusCode, 200, done.body);
    assert.ok((await auditActions()).includes('second_factor.recovery_code_used'));
    const second = await passwordStep();
    assert.equal((await secondStep(second.json().data.challenge, code)).statusCode, 400);
    const status = await call('GET', '/account/second-factor', done.json().data.token);
    assert.equal(status.json().data.recovery_codes_left, 9);
  });

  test('a password reset does not skip the second step', async () => {
    await t.database.query('delete from auth_throttles');
    const reset = await call('POST', '/auth/password/forgot', null, { email: TEST_ADMIN_EMAIL });
    assert.equal(reset.statusCode, 200);
    // Whatever the reset did, the password step still asks for the code.
    const answer = (await passwordStep()).json().data;
    assert.equal(answer.second_factor_required, true);
    assert.equal(answer.token, undefined);
  });

  test('step-up: a role change is refused without a proof of the last 5 minutes and allowed with one', async () => {
    const { challenge } = (await passwordStep()).json().data;
    const signedIn = (await secondStep(challenge, recoveryCodes[1])).json().data;
    const uid = await addAdmin('ops@example.com', 'operations');
    // The sign-in's code is no proof for a guarded action.
    const refused = await call('PUT', `/admins/${uid}/role`, signedIn.token, { role: 'support' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, STEP_UP);
    assert.deepEqual(refused.json().errors, {
      reason: 'second_factor_required',
      methods: ['totp', 'recovery_code'],
    });
    const invite = await call('POST', '/admin-invitations', signedIn.token, {
      email: 'new@example.com',
      role: 'support',
    });
    assert.equal(invite.statusCode, 403);
    const deactivate = await call('PUT', `/admins/${uid}/status`, signedIn.token, { status: 'deactivated' });
    assert.equal(deactivate.statusCode, 403);
    const turnOff = await call('DELETE', '/account/second-factor', signedIn.token);
    assert.equal(turnOff.statusCode, 403);
    assert.equal(turnOff.json().message, STEP_UP);
    const wrongProof = await call('POST', '/auth/step-up', signedIn.token, { code: '123' });
    assert.equal(wrongProof.statusCode, 400);
    assert.ok((await auditActions()).includes('second_factor.step_up_failed'));
    // A minute and a half later (the codes used so far are of earlier steps), the current code.
    await t.database.query('update admin_totp set last_used_step = last_used_step - 3');
    const proof = await call('POST', '/auth/step-up', signedIn.token, { code: totp(secret, now()) });
    assert.equal(proof.statusCode, 200, proof.body);
    const allowed = await call('PUT', `/admins/${uid}/role`, signedIn.token, { role: 'support' });
    assert.equal(allowed.statusCode, 200, allowed.body);
    // A proof of 6 minutes ago is stale again.
    await t.database.query(
      "update admin_sessions set second_factor_at = now() - interval '6 minutes' where uid = $1",
      [signedIn.session_id],
    );
    const stale = await call('PUT', `/admins/${uid}/role`, signedIn.token, { role: 'operations' });
    assert.equal(stale.statusCode, 403);
    assert.equal(stale.json().message, STEP_UP);
    assert.ok((await auditActions()).includes('second_factor.step_up'));
  });

  test("an Owner resets another admin's factors: audited, their sessions end, they sign in with the password again", async () => {
    const uid = await addAdmin('fin@example.com', 'finance');
    // The finance admin enrols (the policy does not ask it of them yet) and signs in.
    const finPassword = await passwordStep('fin@example.com');
    const finToken = finPassword.json().data.token as string;
    await enrol(finToken);
    assert.equal((await call('GET', '/user/me', finToken)).statusCode, 200);
    const owner = (await secondStep((await passwordStep()).json().data.challenge, recoveryCodes[2])).json()
      .data;
    const unproved = await call('DELETE', `/admins/${uid}/second-factor`, owner.token);
    assert.equal(unproved.statusCode, 403);
    assert.equal(
      (await call('POST', '/auth/step-up', owner.token, { code: recoveryCodes[4] })).statusCode,
      200,
    );
    const reset = await call('DELETE', `/admins/${uid}/second-factor`, owner.token);
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await call('GET', '/user/me', finToken)).statusCode, 401);
    const again = (await passwordStep('fin@example.com')).json().data;
    assert.equal(again.second_factor_required, undefined);
    assert.ok(again.token);
    assert.ok((await auditActions()).includes('second_factor.reset'));
  });

  test('Reset 2-step of an admin with no second factor is refused, changing nothing; the team list says who has one', async () => {
    const uid = await addAdmin('nofactor@example.com', 'support');
    const theirs = (await passwordStep('nofactor@example.com')).json().data.token as string;
    const owner = (await secondStep((await passwordStep()).json().data.challenge, recoveryCodes[7])).json()
      .data;
    const hasFactor = async (email: string) =>
      (await call('GET', '/admins', owner.token))
        .json()
        .data.admins.find((admin: { email: string }) => admin.email === email).has_second_factor;
    assert.equal(await hasFactor('nofactor@example.com'), false);
    assert.equal(await hasFactor('admin@example.com'), true);
    const refused = await call('DELETE', `/admins/${uid}/second-factor`, owner.token);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(
      refused.json().message,
      'This administrator has no second factor to reset: they set one up at their next sign-in if their role requires one.',
    );
    // Their session goes on, and no reset is written to the audit log.
    assert.equal((await call('GET', '/user/me', theirs)).statusCode, 200);
    const [resets] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'second_factor.reset' and target_uid = $1",
      [uid],
    );
    assert.equal(Number(resets!.n), 0);
    await enrol(theirs);
    assert.equal(await hasFactor('nofactor@example.com'), true);
  });

  test('policy: an admin who must have a factor and has none may only enrol; enrolling opens the rest', async () => {
    await t.database.query("update settings set value = 'support' where name = 'second_factor_roles'");
    await addAdmin('sup@example.com', 'support');
    const answer = (await passwordStep('sup@example.com')).json().data;
    assert.equal(answer.user.second_factor_enrolment_required, true);
    const blocked = await call('GET', '/search?q=ab', answer.token);
    assert.equal(blocked.statusCode, 403);
    assert.equal(blocked.json().message, ENROL_FIRST);
    assert.equal((await call('GET', '/user/me', answer.token)).statusCode, 200);
    await enrol(answer.token);
    const dashboard = await call('GET', '/search?q=ab', answer.token);
    assert.equal(dashboard.statusCode, 200, dashboard.body);
  });

  test('the policy is the Owner’s to change, and a non-role is refused', async () => {
    const owner = (await secondStep((await passwordStep()).json().data.challenge, recoveryCodes[3])).json()
      .data;
    const bad = await call('PUT', '/admins/second-factor-policy', owner.token, {
      required_roles: ['root'],
      refund_step_up_above_cents: 100,
    });
    assert.equal(bad.statusCode, 400);
    const unproved = await call('PUT', '/admins/second-factor-policy', owner.token, {
      required_roles: ['owner', 'finance'],
      refund_step_up_above_cents: 10000,
    });
    assert.equal(unproved.statusCode, 403);
    assert.equal(unproved.json().errors.reason, 'second_factor_required');
    const proof = await call('POST', '/auth/step-up', owner.token, { code: recoveryCodes[8] });
    assert.equal(proof.statusCode, 200, proof.body);
    const saved = await call('PUT', '/admins/second-factor-policy', owner.token, {
      required_roles: ['owner', 'finance'],
      refund_step_up_above_cents: 10000,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().data, {
      required_roles: ['owner', 'finance'],
      refund_step_up_above_cents: 10000,
    });
    const read = await call('GET', '/admins/second-factor-policy', owner.token);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json().data, saved.json().data);
  });

  test('new recovery codes, after a fresh proof, replace the old ones', async () => {
    const owner = (await secondStep((await passwordStep()).json().data.challenge, recoveryCodes[5])).json()
      .data;
    const proof = await call('POST', '/auth/step-up', owner.token, { code: recoveryCodes[6] });
    assert.equal(proof.statusCode, 200, proof.body);
    const renewed = await call('POST', '/account/second-factor/recovery-codes', owner.token);
    assert.equal(renewed.statusCode, 200, renewed.body);
    assert.equal(renewed.json().data.recovery_codes.length, 10);
    const status = await call('GET', '/account/second-factor', owner.token);
    assert.equal(status.json().data.recovery_codes_left, 10);
  });
});
