// The restore drill: known data, a backup, the original destroyed, a restore into a new folder
// (PGlite) and a new database (PostgreSQL, when the tests run with DATABASE_URL), every table
// compared, and a patient read through the API on the restored copy.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Database, openDatabase, type Sql } from '../db/client.js';
import { insertSample, signIn } from '../test/appointment-samples.js';
import { createPersistentTestStore, listQuery, TEST_DATA_KEY, testConfig } from '../test/helper.js';
import { type Cast, seedCast } from '../test/people-cast.js';
import { backupFacts, backupPostgres, packPglite, stagePglite } from './backup.js';
import { givenKey, restorePglite, restorePostgres } from './restore.js';

type Checksums = Record<string, { rows: number; md5: string }>;

/** Every table's row count and an MD5 of its rows (as text, in order). */
async function tableChecksums(sql: Sql): Promise<Checksums> {
  const tables = await sql.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const sums: Checksums = {};
  for (const { name } of tables) {
    const [row] = await sql.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5
         from "${name}" t`,
    );
    sums[name] = row;
  }
  return sums;
}

/** Payments with a full and a partial refund, patients with encrypted fields, audit entries. */
async function writeKnownData(app: FastifyInstance): Promise<Cast> {
  const cast = await seedCast(app);
  const sample = await insertSample(app);
  const auth = await signIn(app);
  const refunds = [
    { uid: sample.clinicPaymentUid, payload: { type: 'full_refund', reason: 'drill: full' } },
    { uid: sample.videoPaymentUid, payload: { type: 'partial_refund', amount: 10, reason: 'drill: part' } },
  ];
  for (const { uid, payload } of refunds) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/payments/refund/${uid}`,
      headers: auth,
      payload,
    });
    assert.equal(res.statusCode, 200, res.body);
  }
  // Reading a patient is audited too.
  await readPatient(app, cast.patient.uid);
  return cast;
}

async function readPatient(app: FastifyInstance, uid: string): Promise<Record<string, unknown>> {
  const auth = await signIn(app);
  const res = await app.inject({
    method: 'GET',
    url: `/api/user/find?${listQuery({ where: { uid } })}`,
    headers: auth,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.user;
}

async function assertDrillData(database: Database) {
  const [counts] = await database.query<{ refunds: number; audits: number; encrypted: number }>(
    `select (select count(*) from transactions where refund_id is not null)::int as refunds,
            (select count(*) from audit_log)::int as audits,
            (select count(*) from patient_profiles where full_name_enc like 'v1.%')::int as encrypted`,
  );
  assert.ok(counts.refunds >= 3, "the sample's refunded payment and the two refunds of the drill");
  assert.ok(counts.audits >= 3, 'the refunds and the patient read are audited');
  assert.ok(counts.encrypted >= 2, 'patients are stored encrypted');
}

/** Signs in on the restored copy and reads the patient, decrypted. */
async function readOnRestored(database: Database, dataDir: string, patientUid: string) {
  const app = await buildApp(testConfig({ dataDir, databaseUrl: null }), { database });
  try {
    await app.ready();
    const patient = await readPatient(app, patientUid);
    assert.equal(patient.full_name, 'John Smith');
    assert.equal(patient.email, 'john.smith@example.com');
  } finally {
    await app.close();
  }
}

const key = givenKey(TEST_DATA_KEY, '');

describe('the restore drill', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-drill-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  test('embedded database: back up, destroy, restore into a new folder, every table the same', async () => {
    const dataDir = path.join(root, 'original');
    let database = await openDatabase({ databaseUrl: null, dataDir });
    const app = await buildApp(testConfig({ dataDir, databaseUrl: null }), { database });
    await app.ready();
    const cast = await writeKnownData(app);
    await assertDrillData(database);
    const before = await tableChecksums(database);
    const file = path.join(root, 'pglite.backup');
    await packPglite(await stagePglite(database, dataDir), file);
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });

    const restoredDir = path.join(root, 'restored');
    await restorePglite(file, restoredDir, key, { force: false });
    database = await openDatabase({ databaseUrl: null, dataDir: restoredDir });
    try {
      assert.deepEqual(await tableChecksums(database), before);
      await readOnRestored(database, restoredDir, cast.patient.uid);
    } finally {
      await database.close();
    }
  });

  test('PostgreSQL: back up with pg_dump, drop the database, restore into a new one, every table the same', async (t) => {
    if (!process.env.DATABASE_URL?.trim()) {
      console.warn('\n*** SKIPPED: the PostgreSQL restore drill needs DATABASE_URL (as .ci/run sets) ***\n');
      t.skip('no DATABASE_URL');
      return;
    }
    const original = await createPersistentTestStore();
    const url = original.env.DATABASE_URL;
    let database = await original.open();
    const app = await buildApp(testConfig({ dataDir: original.dataDir, databaseUrl: url }), { database });
    await app.ready();
    const cast = await writeKnownData(app);
    await assertDrillData(database);
    const before = await tableChecksums(database);
    const file = path.join(root, 'postgres.backup');
    await backupPostgres(url, await backupFacts(database), file);
    await app.close();
    await database.close();
    await original.drop();

    const target = await createPersistentTestStore();
    try {
      await restorePostgres(file, target.env.DATABASE_URL, key, { force: false, keepDir: root });
      database = await target.open();
      try {
        assert.deepEqual(await tableChecksums(database), before);
        const restored = await buildApp(
          testConfig({ dataDir: target.dataDir, databaseUrl: target.env.DATABASE_URL }),
          {
            database,
          },
        );
        await restored.ready();
        const patient = await readPatient(restored, cast.patient.uid);
        assert.equal(patient.full_name, 'John Smith');
        await restored.close();
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
    }
  });
});
