import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { testCrypto } from '../test/helper.js';
import { readField } from './fields.js';
import { maskEmail, maskName } from './masking.js';
import { mailAddress, shownEmail, shownName } from './shown-user.js';

describe('people', () => {
  test('masks names and e-mails', () => {
    assert.equal(maskName('John Doe'), 'J*** D**');
    assert.equal(maskEmail('john.doe@example.com'), 'j*******@e******.com');
    assert.equal(maskName(''), null);
    assert.equal(maskEmail(null), null);
  });

  test('an unreadable field reads as no value', () => {
    assert.equal(readField(testCrypto, testCrypto.encryptField('Jane Roe')), 'Jane Roe');
    assert.equal(readField(testCrypto, 'not a ciphertext'), null);
    assert.equal(readField(testCrypto, null), null);
  });

  test("a patient's name and e-mail are shown masked, a doctor's as stored; mail goes to the real address", () => {
    const patient = {
      roleId: 2,
      fullName: null,
      email: null,
      fullNameEnc: testCrypto.encryptField('Jane Roe'),
      emailEnc: testCrypto.encryptField('jane.roe@example.com'),
    };
    const doctor = {
      roleId: 3,
      fullName: 'Ada Byron',
      email: 'ada@example.com',
      fullNameEnc: null,
      emailEnc: null,
    };
    assert.equal(shownName(testCrypto, patient), 'J*** R**');
    assert.equal(shownEmail(testCrypto, patient), 'j*******@e******.com');
    assert.equal(mailAddress(testCrypto, patient), 'jane.roe@example.com');
    assert.equal(shownName(testCrypto, doctor), 'Ada Byron');
    assert.equal(shownEmail(testCrypto, doctor), 'ada@example.com');
    assert.equal(mailAddress(testCrypto, doctor), 'ada@example.com');
  });
});
