import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, totp, totpStep } from './totp.js';

// RFC 6238 appendix B, SHA-1 key "12345678901234567890", 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  test('matches the RFC test vectors', () => {
    for (const [time, expected] of RFC_VECTORS) assert.equal(totp(RFC_SECRET, time, 8), expected);
  });

  test('RFC 4226 HOTP vectors', () => {
    const secret = Buffer.from('12345678901234567890');
    const expected = ['755224', '287082', '359152', '969429', '338314'];
    for (const [counter, code] of expected.entries()) assert.equal(hotp(secret, counter), code);
  });

  test('base32 round-trips', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    assert.deepEqual(base32Decode(base32Encode(bytes)), bytes);
    assert.equal(base32Encode(Buffer.from('12345678901234567890')), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  test('accepts one step of drift either side, not two', () => {
    const now = 1_700_000_000;
    const step = totpStep(now);
    assert.equal(matchingStep(RFC_SECRET, totp(RFC_SECRET, now), now), step);
    assert.equal(matchingStep(RFC_SECRET, totp(RFC_SECRET, now - 30), now), step - 1);
    assert.equal(matchingStep(RFC_SECRET, totp(RFC_SECRET, now + 30), now), step + 1);
    assert.equal(matchingStep(RFC_SECRET, totp(RFC_SECRET, now - 90), now), null);
    assert.equal(matchingStep(RFC_SECRET, 'abcdef', now), null);
    assert.equal(matchingStep(RFC_SECRET, '1234567', now), null);
  });

  test('the otpauth URI names the issuer, account and parameters', () => {
    const uri = otpauthUri('ABC', 'Telehealth Admin', 'a@b.co');
    assert.match(
      uri,
      /^otpauth:\/\/totp\/Telehealth%20Admin%3Aa%40b\.co\?secret=ABC&issuer=Telehealth\+Admin&algorithm=SHA1&digits=6&period=30$/,
    );
  });
});
