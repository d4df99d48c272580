import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { spawnApi } from '../test/api-process.js';
import { createPersistentTestStore, createTestDatabase, type TestDatabase } from '../test/helper.js';
import { createFieldCrypto } from './crypto.js';
import { DataKeyError, nextKeyPath, openDataKey } from './data-key.js';
import { keyFilePath, keyFingerprint, writeKeyFile } from './keys.js';

const keyA = randomBytes(32);
const keyB = randomBytes(32);

async function addEncryptedPatient(database: Database, key: Buffer) {
  const [user] = await database.query<{ id: number }>(
    "insert into users (role_id, status) values (2, 'active') returning id",
  );
  await database.query('insert into patient_profiles (user_id, full_name_enc) values ($1, $2)', [
    user.id,
    createFieldCrypto(key).encryptField('Jane Roe'),
  ]);
}

const refusal = (pattern: RegExp) => (error: unknown) =>
  error instanceof DataKeyError && pattern.test(error.message) && !error.message.includes('\n');

describe('the data key is checked against the database', () => {
  let testDb: TestDatabase;
  let dataDir: string;

  before(async () => {
    testDb = await createTestDatabase();
    await migrate(testDb.database);
  });
  after(() => testDb.drop());
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-key-'));
    await testDb.database.exec('delete from data_key; delete from patient_profiles; delete from users;');
  });

  test('a first start makes the key file and records its fingerprint; the next start uses the same key', async () => {
    const key = await openDataKey(testDb.database, { dataKey: null, dataDir });
    assert.equal(readFileSync(keyFilePath(dataDir), 'utf8').trim(), key.toString('base64'));
    const [row] = await testDb.database.query<{ fingerprint: string }>('select fingerprint from data_key');
    assert.equal(row.fingerprint, keyFingerprint(key));
    assert.deepEqual(await openDataKey(testDb.database, { dataKey: null, dataDir }), key);
  });

  test('a missing key file over encrypted data is refused, and no new key is made', async () => {
    const key = await openDataKey(testDb.database, { dataKey: null, dataDir });
    await addEncryptedPatient(testDb.database, key);
    rmSync(keyFilePath(dataDir));
    await assert.rejects(
      openDataKey(testDb.database, { dataKey: null, dataDir }),
      refusal(
        /^No data key: .*data\.key is missing and DATA_KEY is unset, but the database holds data encrypted with key /,
      ),
    );
    assert.equal(existsSync(keyFilePath(dataDir)), false);
  });

  test('another key than the one the data is encrypted with is refused, naming both fingerprints', async () => {
    await openDataKey(testDb.database, { dataKey: keyA.toString('base64'), dataDir });
    await assert.rejects(
      openDataKey(testDb.database, { dataKey: keyB.toString('base64'), dataDir }),
      refusal(
        new RegExp(
          `^Wrong data key: the key in DATA_KEY has fingerprint ${keyFingerprint(keyB)}, but the data is encrypted with key ${keyFingerprint(keyA)}`,
        ),
      ),
    );
  });

  test('a database from before fingerprints: the key is recorded once a value decrypts with it, else refused', async () => {
    await addEncryptedPatient(testDb.database, keyA);
    await assert.rejects(
      openDataKey(testDb.database, { dataKey: keyB.toString('base64'), dataDir }),
      refusal(/^Wrong data key: the key in DATA_KEY \(fingerprint .+\) does not decrypt the data/),
    );
    assert.equal((await testDb.database.query('select 1 from data_key')).length, 0);
    await openDataKey(testDb.database, { dataKey: keyA.toString('base64'), dataDir });
    const [row] = await testDb.database.query<{ fingerprint: string }>('select fingerprint from data_key');
    assert.equal(row.fingerprint, keyFingerprint(keyA));
  });

  test('a rotation interrupted after its commit is finished at start: data.key.next takes the place of data.key', async () => {
    writeKeyFile(keyFilePath(dataDir), keyA);
    await testDb.database.query('insert into data_key (fingerprint) values ($1)', [keyFingerprint(keyB)]);
    writeKeyFile(nextKeyPath(dataDir), keyB);
    assert.deepEqual(await openDataKey(testDb.database, { dataKey: null, dataDir }), keyB);
    assert.equal(readFileSync(keyFilePath(dataDir), 'utf8').trim(), keyB.toString('base64'));
    assert.equal(existsSync(nextKeyPath(dataDir)), false);
    const previous = `${keyFilePath(dataDir)}.${keyFingerprint(keyA)}.previous`;
    assert.equal(readFileSync(previous, 'utf8').trim(), keyA.toString('base64'));
  });
});

describe('the server with a wrong or missing data key', () => {
  test('refuses to start, with one line and no stack trace, and makes no new key', async () => {
    const store = await createPersistentTestStore();
    try {
      const database = await store.open();
      try {
        await migrate(database);
        const key = await openDataKey(database, { dataKey: null, dataDir: store.dataDir });
        await addEncryptedPatient(database, key);
      } finally {
        await database.close();
      }
      const wrong = await spawnApi({ ...store.env, DATA_KEY: keyB.toString('base64') }, { ready: false });
      const wrongExit = await wrong.exited;
      const wrongLines = wrong.stderr.filter((line) => line.trim());
      assert.equal(wrongExit.code, 78);
      assert.equal(wrongLines.length, 1, wrongLines.join('\n'));
      assert.match(
        wrongLines[0],
        /^Wrong data key: the key in DATA_KEY has fingerprint \S+, but the data is encrypted with key \S+ \(see "Data key" in docs\/operations\.md\)\.$/,
      );

      rmSync(keyFilePath(store.dataDir));
      const missing = await spawnApi({ ...store.env, DATA_KEY: '' }, { ready: false });
      const missingExit = await missing.exited;
      const missingLines = missing.stderr.filter((line) => line.trim());
      assert.equal(missingExit.code, 78);
      assert.equal(missingLines.length, 1, missingLines.join('\n'));
      assert.match(missingLines[0], /^No data key: /);
      assert.equal(existsSync(keyFilePath(store.dataDir)), false, 'no new key over encrypted data');
    } finally {
      await store.drop();
    }
  });
});
