import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { API_DIR } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataKeyError } from '../lib/data-key.js';
import { keyFilePath, keyFingerprint, readKeyFile } from '../lib/keys.js';
import { seedCast } from '../test/people-cast.js';
import { createOutbox } from '../lib/mail-outbox.js';
import { createFieldCrypto } from '../lib/crypto.js';
import {
  bearer,
  createPersistentTestStore,
  createTestDatabase,
  login,
  type PersistentTestStore,
  type TestDatabase,
  testConfig,
} from '../test/helper.js';
import { rotateDataKey } from './rotate-key.js';

const PATIENT_EMAIL = 'john.smith@example.com';

async function searchPatients(app: FastifyInstance, text: string): Promise<string[]> {
  const auth = bearer((await login(app)).token);
  const query = new URLSearchParams({ where: JSON.stringify({ role_id: 2 }), search: text });
  const res = await app.inject({ method: 'GET', url: `/api/user?${query}`, headers: auth });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.users.map((user: { full_name: string }) => user.full_name);
}

describe('rotating the data key', () => {
  let testDb: TestDatabase;
  const config = testConfig({ dataKey: null });
  let oldKey: Buffer;

  before(async () => {
    testDb = await createTestDatabase();
    const app = await buildApp(config, { database: testDb.database });
    await app.ready();
    await seedCast(app);
    await testDb.database.query(
      `insert into enquiries (user_id, phone_enc, subject, message) values (null, $1, 'Billing', 'Hello')`,
      [app.fieldCrypto.encryptField('555-010-2020')],
    );
    await app.mailer.send({ to: PATIENT_EMAIL, subject: 'Your code', text: 'Code 123456', kind: 'test' });
    await testDb.database.query(
      `insert into record_notes (record_type, record_key, body_enc)
         select 'patient', uid::text, $1 from users where role_id = 2 limit 1`,
      [app.fieldCrypto.encryptField('Prefers calls after 5 pm')],
    );
    await app.close();
    oldKey = readKeyFile(keyFilePath(config.dataDir)) as Buffer;
  });
  after(() => testDb.drop());

  test('re-encrypts every encrypted column and the blind indexes; the old key no longer opens the data', async () => {
    const newKey = Buffer.alloc(32, 9);
    const before = await testDb.database.query<{ full_name_enc: string }>(
      'select full_name_enc from patient_profiles',
    );
    const counts = await testDb.database.exclusive((sql) =>
      rotateDataKey(sql, { current: oldKey, next: newKey, keyFileDir: config.dataDir }),
    );
    assert.deepEqual(counts, {
      patients: 2,
      searchTokens: counts.searchTokens,
      enquiries: 1,
      mails: 1,
      savedViews: 0,
      notes: 1,
    });
    assert.ok(counts.searchTokens > 10);

    // The key files: the new key in data.key, the old one kept under its fingerprint.
    assert.deepEqual(readKeyFile(keyFilePath(config.dataDir)), newKey);
    const previous = `${keyFilePath(config.dataDir)}.${keyFingerprint(oldKey)}.previous`;
    assert.equal(readFileSync(previous, 'utf8').trim(), oldKey.toString('base64'));
    const [row] = await testDb.database.query<{ fingerprint: string; rotated_at: Date | null }>(
      'select fingerprint, rotated_at from data_key',
    );
    assert.equal(row.fingerprint, keyFingerprint(newKey));
    assert.ok(row.rotated_at);

    // Every ciphertext changed and none opens with the old key.
    const after = await testDb.database.query<{ full_name_enc: string }>(
      'select full_name_enc from patient_profiles',
    );
    const old = createFieldCrypto(oldKey);
    for (const [i, { full_name_enc }] of after.entries()) {
      assert.notEqual(full_name_enc, before[i].full_name_enc);
      assert.throws(() => old.decryptField(full_name_enc));
    }

    // The API started on the new key finds patients by name, e-mail and phone, and reads the outbox.
    const app = await buildApp(config, { database: testDb.database });
    await app.ready();
    try {
      assert.deepEqual(await searchPatients(app, 'john'), ['John Smith']);
      assert.deepEqual(await searchPatients(app, PATIENT_EMAIL), ['John Smith']);
      const [mail] = await createOutbox(testDb.database, app.fieldCrypto).read({ to: PATIENT_EMAIL });
      assert.equal(mail.body, 'Code 123456');
      const [enquiry] = await testDb.database.query<{ phone_enc: string }>('select phone_enc from enquiries');
      assert.equal(app.fieldCrypto.decryptField(enquiry.phone_enc), '555-010-2020');
      const [note] = await testDb.database.query<{ body_enc: string }>('select body_enc from record_notes');
      assert.equal(app.fieldCrypto.decryptField(note.body_enc), 'Prefers calls after 5 pm');
    } finally {
      await app.close();
    }
    // The old key is refused.
    await assert.rejects(
      buildApp({ ...config, dataKey: oldKey.toString('base64') }, { database: testDb.database }),
      DataKeyError,
    );
  });

  test('refuses to rotate to the key in use, and changes nothing', async () => {
    const current = readKeyFile(keyFilePath(config.dataDir)) as Buffer;
    await assert.rejects(
      testDb.database.exclusive((sql) =>
        rotateDataKey(sql, { current, next: current, keyFileDir: config.dataDir }),
      ),
      /The new data key is the key in use/,
    );
  });
});

/** Runs `pnpm --filter @telehealth/api rotate-key`'s script (tsx src/ops/rotate-key-cli.ts). */
async function runRotateKey(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/rotate-key-cli.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
}

describe('the rotate-key command', () => {
  let store: PersistentTestStore;
  before(async () => {
    store = await createPersistentTestStore();
    const database = await store.open();
    const app = await buildApp(testConfig({ dataKey: null, dataDir: store.dataDir }), { database });
    await app.ready();
    await seedCast(app);
    await app.close();
    await database.close();
  });
  after(() => store.drop());

  test(process.env.DATABASE_URL
    ? 'refuses while an API process is connected to the database'
    : 'refuses while an API process is connected (skipped on PGlite: one process at a time opens its folder, so no API can be connected)', {
    skip: !process.env.DATABASE_URL,
  }, async () => {
    const apiConnection = await store.open();
    try {
      await apiConnection.query('select 1');
      const run = await runRotateKey({ ...store.env, DATA_KEY: '' });
      assert.equal(run.code, 1);
      assert.match(run.output, /API connection\(s\) are open on this database: stop every API process/);
    } finally {
      await apiConnection.close();
    }
  });

  test('re-encrypts with a new key file and says where the old key is kept', async () => {
    const oldKey = readKeyFile(keyFilePath(store.dataDir)) as Buffer;
    const run = await runRotateKey({ ...store.env, DATA_KEY: '' });
    assert.equal(run.code, 0, run.output);
    const newKey = readKeyFile(keyFilePath(store.dataDir)) as Buffer;
    assert.notDeepEqual(newKey, oldKey);
    assert.match(
      run.output,
      new RegExp(`Rotating the data key ${keyFingerprint(oldKey)} → ${keyFingerprint(newKey)}`),
    );
    assert.match(
      run.output,
      /Re-encrypted 2 patient profiles \(\d+ search tokens\), 0 enquiry phones, 0 outbox mails, 0 saved views and 0 notes\./,
    );
    assert.ok(existsSync(`${keyFilePath(store.dataDir)}.${keyFingerprint(oldKey)}.previous`));
    const database = await openDatabase({
      databaseUrl: store.env.DATABASE_URL || null,
      dataDir: store.dataDir,
    });
    try {
      const [row] = await database.query<{ fingerprint: string }>('select fingerprint from data_key');
      assert.equal(row.fingerprint, keyFingerprint(newKey));
    } finally {
      await database.close();
    }
  });
});
