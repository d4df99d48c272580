import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { createFieldCrypto, plainTokens } from './crypto.js';

const crypto = createFieldCrypto(randomBytes(32));

describe('field encryption', () => {
  test('round-trips and never repeats a ciphertext', () => {
    const a = crypto.encryptField('Jane Doe');
    const b = crypto.encryptField('Jane Doe');
    assert.notEqual(a, b);
    assert.ok(!a!.includes('Jane'));
    assert.equal(crypto.decryptField(a), 'Jane Doe');
    assert.equal(crypto.encryptField(null), null);
    assert.equal(crypto.decryptField(null), null);
  });

  test('refuses tampered data and another key', () => {
    const stored = crypto.encryptField('555-0100')!;
    const parts = stored.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    assert.throws(() => crypto.decryptField(parts.join('.')));
    assert.throws(() => createFieldCrypto(randomBytes(32)).decryptField(stored));
  });

  test('a ciphertext read again gives the same text; tampering is refused even after a good read', () => {
    const stored = crypto.encryptField('Jane Doe')!;
    assert.equal(crypto.decryptField(stored), 'Jane Doe');
    assert.equal(crypto.decryptField(stored), 'Jane Doe');
    const parts = stored.split('.');
    parts[2] = Buffer.from('forged-tag-16byt').toString('base64url');
    assert.throws(() => crypto.decryptField(parts.join('.')));
    assert.throws(() => createFieldCrypto(randomBytes(32)).decryptField(stored));
  });
});

describe('blind indexes', () => {
  test('normalise names into word prefixes, e-mails and phone digits', () => {
    assert.ok(plainTokens('name', 'José  McAllister').includes('jose'));
    assert.ok(plainTokens('name', 'José  McAllister').includes('mca'));
    assert.ok(plainTokens('email', 'Jane.Doe@Example.com').includes('jane.doe@ex'));
    assert.ok(plainTokens('phone', '+1 (415) 555-0100').includes('415555'));
    assert.ok(plainTokens('phone', '+1 (415) 555-0100').includes('*0100'));
  });

  test('a search matches the tokens the patient was indexed under', () => {
    const stored = new Set(
      crypto
        .patientTokens({ fullName: 'Jane Doe', email: 'jane@example.com', phone: '(415) 555-0100' })
        .map((t) => `${t.kind}:${t.tokenHash}`),
    );
    const matches = (search: string) =>
      crypto.blindIndexQuery(search).some((alt) => alt.hashes.every((h) => stored.has(`${alt.kind}:${h}`)));
    for (const hit of [
      'jane',
      'JA',
      'doe jane',
      'Jane D',
      'jane@exa',
      '415-555',
      '0100',
      '+1 415 555 0100',
    ]) {
      assert.ok(matches(hit), hit);
    }
    for (const miss of ['john', 'jane smith', 'doe@', '416555']) assert.ok(!matches(miss), miss);
  });
});
