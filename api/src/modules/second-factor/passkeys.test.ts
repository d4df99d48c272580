import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { SoftAuthenticator } from '../../test/soft-authenticator.js';
import {
  bearer,
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/helper.js';

// The WebAuthn ceremonies against the real library: the authenticator below signs with a node:crypto
// ES256 key, as a browser's would, and nothing of @simplewebauthn/server is mocked.

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
const NOT_ADDED = 'The passkey could not be added. Please try again.';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, payload, headers: token ? bearer(token) : {} });

const passwordStep = async (email = TEST_ADMIN_EMAIL) => {
  const res = await call('POST', '/auth/local/admin', null, {
    username: email,
    password: TEST_ADMIN_PASSWORD,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
};

async function addAdmin(email: string, role: string): Promise<string> {
  const [owner] = await t.database.query<{ password_hash: string }>(
    'select password_hash from admins where email = $1',
    [TEST_ADMIN_EMAIL],
  );
  const [row] = await t.database.query<{ uid: string }>(
    'insert into admins (email, full_name, password_hash, role) values ($1, $2, $3, $4) returning uid',
    [email, `The ${role}`, owner.password_hash, role],
  );
  return row.uid;
}

/** Adds a passkey of `authenticator` for the session of `token`; answers the API's data. */
async function addPasskey(token: string, authenticator: SoftAuthenticator, name: string) {
  const options = await call('POST', '/account/passkeys/options', token);
  assert.equal(options.statusCode, 200, options.body);
  const added = await call('POST', '/account/passkeys', token, {
    name,
    credential: authenticator.register(options.json().data),
  });
  assert.equal(added.statusCode, 200, added.body);
  return added.json().data;
}

/** The password step, then the passkey's assertion: answers the second step's response. */
async function signInWithPasskey(authenticator: SoftAuthenticator, email = TEST_ADMIN_EMAIL) {
  const { challenge } = await passwordStep(email);
  const options = await call('POST', '/auth/second-factor/passkey/options', null, { challenge });
  assert.equal(options.statusCode, 200, options.body);
  const credential = authenticator.assert(options.json().data);
  const res = await call('POST', '/auth/second-factor/passkey', null, { challenge, credential });
  return { res, challenge, credential };
}

async function audit(action: string) {
  return t.database.query<{ details: Record<string, unknown> | null; target_uid: string }>(
    'select details, target_uid from audit_log where action = $1 order by id',
    [action],
  );
}

const laptop = new SoftAuthenticator();
let ownerToken = '';

describe('passkeys', () => {
  beforeEach(() => t.database.query('delete from auth_throttles'));

  test('registration: options for this RP, a name and a valid attestation store the key; the first factor answers recovery codes', async () => {
    ownerToken = (await passwordStep()).token;
    const options = await call('POST', '/account/passkeys/options', ownerToken);
    assert.equal(options.statusCode, 200, options.body);
    const opts = options.json().data;
    assert.equal(opts.rp.id, 'localhost');
    assert.equal(opts.rp.name, 'Telehealth Admin');
    assert.equal(opts.user.name, TEST_ADMIN_EMAIL);
    assert.equal(opts.attestation, 'none');
    assert.deepEqual(opts.excludeCredentials, []);
    assert.match(opts.challenge, /^[A-Za-z0-9_-]{20,}$/);
    const [stored] = await t.database.query<{ challenge_hash: string }>(
      'select challenge_hash from admin_webauthn_challenges',
    );
    assert.notEqual(stored.challenge_hash, opts.challenge, 'kept as a hash');

    const unnamed = await call('POST', '/account/passkeys', ownerToken, {
      name: '  ',
      credential: laptop.register(opts),
    });
    assert.equal(unnamed.statusCode, 400);
    assert.equal(unnamed.json().message, 'Name the passkey (at most 60 characters), e.g. "Work laptop"');

    const added = await call('POST', '/account/passkeys', ownerToken, {
      name: ' Work   laptop ',
      credential: laptop.register(opts),
    });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().message, 'Passkey added');
    const { passkey, recovery_codes } = added.json().data;
    assert.equal(passkey.name, 'Work laptop');
    assert.equal(passkey.last_used_at, null);
    assert.ok(Date.now() - Date.parse(passkey.created_at) < 60_000);
    assert.equal(recovery_codes.length, 10);

    const [row] = await t.database.query<{
      credential_id: string;
      counter: string;
      rp_id: string;
      public_key: Uint8Array;
    }>('select credential_id, counter, rp_id, public_key from admin_passkeys');
    assert.equal(row.credential_id, laptop.id);
    assert.equal(Number(row.counter), 0);
    assert.equal(row.rp_id, 'localhost');
    assert.ok(row.public_key.length > 60, 'the COSE public key');
    const [enrol] = await audit('second_factor.enrol');
    assert.deepEqual(enrol.details, { factor: 'passkey', name: 'Work laptop' });

    const status = await call('GET', '/account/second-factor', ownerToken);
    assert.deepEqual(
      status.json().data.passkeys.map((key: { name: string }) => key.name),
      ['Work laptop'],
    );
    assert.equal(status.json().data.totp, false);
    assert.equal(status.json().data.recovery_codes_left, 10);

    // The same authenticator again: its options exclude it, and the credential id is taken.
    const again = await call('POST', '/account/passkeys/options', ownerToken);
    assert.deepEqual(
      again.json().data.excludeCredentials.map((c: { id: string }) => c.id),
      [laptop.id],
    );
    const duplicate = await call('POST', '/account/passkeys', ownerToken, {
      name: 'Twice',
      credential: laptop.register(again.json().data),
    });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(duplicate.json().message, 'This passkey is already registered.');
  });

  test('registration: a wrong origin, a used challenge, another session’s challenge and junk are refused', async () => {
    const other = new SoftAuthenticator();
    const options = (await call('POST', '/account/passkeys/options', ownerToken)).json().data;
    const phished = await call('POST', '/account/passkeys', ownerToken, {
      name: 'Phished',
      credential: other.register(options, { origin: 'https://admin.evil.example' }),
    });
    assert.equal(phished.statusCode, 400);
    assert.equal(phished.json().message, NOT_ADDED);
    // The failed attempt used the challenge up.
    const reused = await call('POST', '/account/passkeys', ownerToken, {
      name: 'Reused',
      credential: other.register(options),
    });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, NOT_ADDED);
    // A challenge issued for another ceremony (a sign-in's second step).
    const otherSession = (
      await call('POST', '/auth/second-factor/passkey/options', null, {
        challenge: (await passwordStep()).challenge,
      })
    ).json().data;
    const crossed = await call('POST', '/account/passkeys', ownerToken, {
      name: 'Crossed',
      credential: other.register(otherSession),
    });
    assert.equal(crossed.statusCode, 400);

    const junk = await call('POST', '/account/passkeys', ownerToken, { name: 'Junk', credential: 'junk' });
    assert.equal(junk.statusCode, 400);
    assert.match(junk.json().message, /credential/);
    const noType = await call('POST', '/account/passkeys', ownerToken, {
      name: 'Junk',
      credential: { id: 'abc', rawId: 'abc', type: 'password', response: {} },
    });
    assert.equal(noType.statusCode, 400);
    assert.ok(noType.json().message);
    assert.equal(
      (await t.database.query('select 1 from admin_passkeys')).length,
      1,
      'nothing but the first passkey stored',
    );
  });

  test('sign-in: the password step offers the passkey; its assertion opens the session and raises the counter', async () => {
    const first = await passwordStep();
    assert.equal(first.second_factor_required, true);
    assert.equal(first.token, undefined);
    assert.deepEqual(first.methods, ['passkey', 'recovery_code']);
    const { res } = await signInWithPasskey(laptop);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Login Success');
    assert.equal(res.json().data.user.email, TEST_ADMIN_EMAIL);
    assert.ok(res.cookies.find((c) => c.name === 'admin_refresh')?.value);
    assert.equal((await call('GET', '/user/me', res.json().data.token)).statusCode, 200);
    const [row] = await t.database.query<{ counter: string; last_used_at: Date | null }>(
      'select counter, last_used_at from admin_passkeys',
    );
    assert.equal(Number(row.counter), 1);
    assert.ok(row.last_used_at);
  });

  test('sign-in: a replayed assertion, a cloned authenticator (counter not raised) and a wrong origin are refused', async () => {
    const { res, challenge, credential } = await signInWithPasskey(laptop);
    assert.equal(res.statusCode, 200, res.body);
    // The very same request again: the sign-in challenge is used up.
    const sameAgain = await call('POST', '/auth/second-factor/passkey', null, { challenge, credential });
    assert.equal(sameAgain.statusCode, 401);
    // The recorded assertion replayed on a new password step: its WebAuthn challenge is used up.
    const fresh = await passwordStep();
    await call('POST', '/auth/second-factor/passkey/options', null, { challenge: fresh.challenge });
    const replayed = await call('POST', '/auth/second-factor/passkey', null, {
      challenge: fresh.challenge,
      credential,
    });
    assert.equal(replayed.statusCode, 400);
    assert.equal(replayed.json().message, NOT_VERIFIED);

    // A clone of the key signs a new challenge, but with a counter the server has already seen.
    const cloned = await passwordStep();
    const clonedOptions = (
      await call('POST', '/auth/second-factor/passkey/options', null, { challenge: cloned.challenge })
    ).json().data;
    const clone = await call('POST', '/auth/second-factor/passkey', null, {
      challenge: cloned.challenge,
      credential: laptop.assert(clonedOptions, { counter: laptop.counter }),
    });
    assert.equal(clone.statusCode, 400);
    assert.equal(clone.json().message, NOT_VERIFIED);

    const phished = await passwordStep();
    const phishedOptions = (
      await call('POST', '/auth/second-factor/passkey/options', null, { challenge: phished.challenge })
    ).json().data;
    const wrongOrigin = await call('POST', '/auth/second-factor/passkey', null, {
      challenge: phished.challenge,
      credential: laptop.assert(phishedOptions, { origin: 'https://admin.evil.example' }),
    });
    assert.equal(wrongOrigin.statusCode, 400);

    const reasons = (await audit('auth.second_factor_failed')).map((entry) => entry.details?.reason);
    assert.deepEqual(reasons, ['challenge', 'counter', 'invalid']);
    // The right passkey still signs in afterwards (its counter was not moved by the failures).
    assert.equal((await signInWithPasskey(laptop)).res.statusCode, 200);
  });

  test("another admin's passkey cannot answer this admin's challenge", async () => {
    await addAdmin('fin@example.com', 'finance');
    const finToken = (await passwordStep('fin@example.com')).token;
    const finKey = new SoftAuthenticator();
    await addPasskey(finToken, finKey, 'Finance key');
    const { challenge } = await passwordStep();
    const options = (await call('POST', '/auth/second-factor/passkey/options', null, { challenge })).json()
      .data;
    assert.deepEqual(
      options.allowCredentials.map((c: { id: string }) => c.id),
      [laptop.id],
    );
    const res = await call('POST', '/auth/second-factor/passkey', null, {
      challenge,
      credential: finKey.assert(options),
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, NOT_VERIFIED);
    const [last] = (await audit('auth.second_factor_failed')).slice(-1);
    assert.equal(last.details?.reason, 'credential');
  });

  test('step-up with a passkey: a role change asks for it, a used challenge is refused, the proof opens it', async () => {
    const signedIn = (await signInWithPasskey(laptop)).res.json().data;
    const uid = await addAdmin('ops@example.com', 'operations');
    const refused = await call('PUT', `/admins/${uid}/role`, signedIn.token, { role: 'support' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Confirm with your passkey to continue');
    assert.deepEqual(refused.json().errors, {
      reason: 'second_factor_required',
      methods: ['passkey', 'recovery_code'],
    });
    const options = await call('POST', '/auth/step-up/passkey/options', signedIn.token);
    assert.equal(options.statusCode, 200, options.body);
    const proof = await call('POST', '/auth/step-up/passkey', signedIn.token, {
      credential: laptop.assert(options.json().data),
    });
    assert.equal(proof.statusCode, 200, proof.body);
    assert.equal(proof.json().message, 'Confirmed');
    // A fresh signature over the challenge already used is refused.
    const reused = await call('POST', '/auth/step-up/passkey', signedIn.token, {
      credential: laptop.assert(options.json().data),
    });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, NOT_VERIFIED);
    const allowed = await call('PUT', `/admins/${uid}/role`, signedIn.token, { role: 'support' });
    assert.equal(allowed.statusCode, 200, allowed.body);
    const steps = await audit('second_factor.step_up');
    assert.deepEqual(steps.at(-1)?.details, { factor: 'passkey', name: 'Work laptop' });
    assert.equal((await audit('second_factor.step_up_failed')).at(-1)?.details?.reason, 'challenge');
  });

  test('removing a passkey needs a fresh proof; the last factor takes the recovery codes with it', async () => {
    const signedIn = (await signInWithPasskey(laptop)).res.json().data;
    const [{ uid }] = await t.database.query<{ uid: string }>(
      "select uid from admin_passkeys where name = 'Work laptop'",
    );
    const [{ uid: finUid }] = await t.database.query<{ uid: string }>(
      "select uid from admin_passkeys where name = 'Finance key'",
    );
    assert.equal((await call('DELETE', `/account/passkeys/${finUid}`, signedIn.token)).statusCode, 404);
    assert.equal((await call('DELETE', '/account/passkeys/not-a-uuid', signedIn.token)).statusCode, 404);
    const unproved = await call('DELETE', `/account/passkeys/${uid}`, signedIn.token);
    assert.equal(unproved.statusCode, 403);
    assert.equal(unproved.json().errors.reason, 'second_factor_required');
    const options = (await call('POST', '/auth/step-up/passkey/options', signedIn.token)).json().data;
    assert.equal(
      (await call('POST', '/auth/step-up/passkey', signedIn.token, { credential: laptop.assert(options) }))
        .statusCode,
      200,
    );
    const removed = await call('DELETE', `/account/passkeys/${uid}`, signedIn.token);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, 'Passkey removed');
    assert.deepEqual(removed.json().data, { second_factor: false });
    assert.deepEqual((await audit('second_factor.remove')).at(-1)?.details, {
      factor: 'passkey',
      name: 'Work laptop',
    });
    const status = (await call('GET', '/account/second-factor', signedIn.token)).json().data;
    assert.deepEqual(status.passkeys, []);
    assert.equal(status.recovery_codes_left, 0);
    // No factor left: the password alone signs in again, and there is no passkey to step up with.
    const again = await passwordStep();
    assert.ok(again.token);
    const none = await call('POST', '/auth/step-up/passkey/options', again.token);
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().message, 'You have no passkey. Enter a code instead.');
  });

  test("an Owner's reset removes the other admin's passkeys too", async () => {
    const [fin] = await t.database.query<{ uid: string; id: number }>(
      "select uid, id from admins where email = 'fin@example.com'",
    );
    const ownerKey = new SoftAuthenticator();
    const owner = (await passwordStep()).token;
    await addPasskey(owner, ownerKey, 'Owner key');
    const reset = await call('DELETE', `/admins/${fin.uid}/second-factor`, owner);
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(
      (await t.database.query('select 1 from admin_passkeys where admin_id = $1', [fin.id])).length,
      0,
    );
    const finAgain = await passwordStep('fin@example.com');
    assert.equal(finAgain.second_factor_required, undefined);
    assert.ok(finAgain.token);
  });

  test('the second step with a passkey: junk and an unknown challenge are answered with a message', async () => {
    const noChallenge = await call('POST', '/auth/second-factor/passkey/options', null, {});
    assert.equal(noChallenge.statusCode, 400);
    assert.equal(
      noChallenge.json().message,
      'Your sign-in has expired. Please enter your e-mail and password again.',
    );
    const unknown = await call('POST', '/auth/second-factor/passkey/options', null, { challenge: 'nope' });
    assert.equal(unknown.statusCode, 401);
    const junk = await call('POST', '/auth/second-factor/passkey', null, {
      challenge: 'nope',
      credential: [1],
    });
    assert.equal(junk.statusCode, 400);
    assert.ok(junk.json().message);
    const badEncoding = await call('POST', '/auth/second-factor/passkey', null, {
      challenge: 'nope',
      credential: {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON: '%%%', authenticatorData: 'a', signature: 'b' },
      },
    });
    assert.equal(badEncoding.statusCode, 400);
    // A Host header no URL can be made of: a message, not a 500.
    const signedIn = (await passwordStep('fin@example.com')).token;
    const badHost = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: { ...bearer(signedIn), host: 'bad host' },
    });
    assert.equal(badHost.statusCode, 400);
    assert.equal(
      badHost.json().message,
      'Passkeys need the address the browser asked for: this request has no valid Host header',
    );
  });

  test('an admin whose role requires a factor may add a passkey from the enrolment-only session, which opens the rest', async () => {
    await t.database.query("update settings set value = 'support' where name = 'second_factor_roles'");
    await addAdmin('sup@example.com', 'support');
    const answer = await passwordStep('sup@example.com');
    assert.equal(answer.user.second_factor_enrolment_required, true);
    assert.equal((await call('GET', '/search?q=ab', answer.token)).statusCode, 403);
    const added = await addPasskey(answer.token, new SoftAuthenticator(), 'Support phone');
    assert.equal(added.recovery_codes.length, 10);
    const search = await call('GET', '/search?q=ab', answer.token);
    assert.equal(search.statusCode, 200, search.body);
  });
});
