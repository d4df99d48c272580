// The read replica (DATABASE_READ_URL) on a real streaming standby this test starts itself
// (test/replica-clusters.ts): lists and exports run on the standby, an admin's write is read back
// at once, a standby past the lag limit or stopped is skipped with nothing changing for an admin.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { createAdmin, listQuery, login, loginAs, testConfig } from '../test/helper.js';
import {
  missingServerTools,
  PG_BIN_DIR,
  type ReplicaPair,
  startReplicaPair,
} from '../test/replica-clusters.js';
import { type Database, openDatabase } from './client.js';
import { lsnValue, REPLICA_APPLICATION_NAME, replicaLagMs } from './replica.js';

describe('replica lag: the age of the oldest change the replica may lack', () => {
  const samples = [
    { at: 1_000, lsn: lsnValue('0/100') },
    { at: 2_000, lsn: lsnValue('0/200') },
    { at: 3_000, lsn: lsnValue('0/300') },
  ];

  test('WAL positions compare as numbers across the slash', () => {
    assert.ok(lsnValue('1/0') > lsnValue('0/FFFFFFFF'));
    assert.equal(lsnValue('16/B374D848'), 0x16b374d848n);
  });

  test('none when the replica has replayed what the primary had at the last sample', () => {
    assert.equal(replicaLagMs(samples, lsnValue('0/300'), 3_600_000, 3_500), 0);
  });

  test('on a quiet primary an old last commit is no lag: the sample it passed dates it', () => {
    // The last commit replayed is an hour old, but the replica holds all the primary had at 2 s.
    assert.equal(replicaLagMs(samples, lsnValue('0/250'), 3_600_000, 3_500), 1_500);
  });

  test('on a busy primary the last commit replayed dates it more finely than the samples', () => {
    assert.equal(replicaLagMs(samples, lsnValue('0/250'), 40, 3_500), 40);
  });

  test('behind every sample and no commit replayed: unknown, so past any limit', () => {
    assert.equal(replicaLagMs(samples, lsnValue('0/50'), null, 3_500), Number.POSITIVE_INFINITY);
  });
});

const PRIMARY_PORT = Number(process.env.REPLICA_TEST_PORT ?? 5440);
const DATABASE = 'replica_test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  state: () => unknown = () => null,
  ms = 15_000,
) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${JSON.stringify(state())})`);
    await sleep(25);
  }
}

describe('the read replica on a streaming standby', () => {
  const missing = missingServerTools();
  if (missing.length > 0) {
    console.warn(
      `\n*** SKIPPED: the read replica tests need ${missing.join(', ')} in ${PG_BIN_DIR} (Debian: postgresql-15) ***\n`,
    );
    test.skip(`needs ${missing.join(', ')}`);
    return;
  }

  let pair: ReplicaPair;
  const apps: { app: FastifyInstance; database: Database; dataDir: string }[] = [];
  let owner = '';
  let reader = '';

  /** An API process on the pair's primary, reading from its standby; its log lines in `lines`. */
  async function replicaApp(overrides: Partial<Config> = {}) {
    const lines: { level: number; msg: string }[] = [];
    const database = await openDatabase({ databaseUrl: pair.url('primary', DATABASE), dataDir: os.tmpdir() });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-replica-app-'));
    const app = await buildApp(
      testConfig({
        dataDir,
        logLevel: 'info',
        databaseUrl: pair.url('primary', DATABASE),
        databaseReadUrl: pair.url('standby', DATABASE),
        replicaCheckMs: 100,
        replicaMaxLagMs: 60_000,
        ...overrides,
      }),
      { database, logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    await app.ready();
    apps.push({ app, database, dataDir });
    await until('the replica in use', () => app.readReplica?.status().inUse === true);
    const replicaLog = (level: 'warn' | 'info') =>
      lines.filter((line) => line.level === (level === 'warn' ? 40 : 30) && /read replica/.test(line.msg));
    return { app, replicaLog };
  }

  async function get(app: FastifyInstance, token: string, url: string) {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res;
  }
  const specialties = async (app: FastifyInstance, token: string) =>
    (await get(app, token, `/api/speciality?${listQuery({ limit: 100 })}`))
      .json()
      .data.specialities.map((row: { name: string }) => row.name)
      .sort();
  const addSpecialty = async (app: FastifyInstance, token: string, name: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/speciality',
      headers: { authorization: `Bearer ${token}` },
      payload: { name },
    });
    assert.equal(res.statusCode, 200, res.body);
  };

  before(async () => {
    pair = await startReplicaPair(PRIMARY_PORT, PRIMARY_PORT + 1);
    await pair.query('primary', `create database ${DATABASE}`);
    const { app } = await replicaApp();
    owner = (await login(app)).token;
    // A second admin, who writes nothing: what they see is what the replica has.
    const database = apps[0].database;
    const second = await createAdmin(database, { email: 'reader@example.com', role: 'owner' });
    reader = (await loginAs(app, second.email, second.password)).token;
    await addSpecialty(app, owner, 'Cardiology');
    await addSpecialty(app, owner, 'Dermatology');
    await pair.caughtUp();
  });

  after(async () => {
    for (const { app, dataDir } of apps.reverse()) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    for (const { database } of apps) await database.close().catch(() => undefined);
    pair?.close();
  });

  test('a list page and a CSV export run on the standby, not on the primary', async () => {
    const { app } = apps[0];
    // Caught up on a quiet primary: no lag, however old its last commit.
    await until(
      'no lag',
      () => app.readReplica?.status().lagMs === 0,
      () => app.readReplica?.status(),
    );
    assert.equal(app.readReplica?.status().inUse, true);
    // Measured after the standby caught up with every write so far (the sign-ins' audit rows too),
    // not by the check of a second ago, which may predate the last of them.
    await pair.caughtUp();
    await app.readReplica?.check();
    const marks = { primary: pair.logMark('primary'), standby: pair.logMark('standby') };

    assert.deepEqual(await specialties(app, reader), ['Cardiology', 'Dermatology']);
    const csv = await get(app, reader, '/api/audit?format=csv');
    assert.match(csv.body, /speciality\.create/);

    // The server writes its log a moment after a statement: read it until both have arrived.
    const replicaLinesNow = () =>
      pair
        .logSince('standby', marks.standby)
        .split('\n')
        .filter((line) => line.includes(`app=${REPLICA_APPLICATION_NAME}`));
    await until('the statements in the standby log', () => {
      const lines = replicaLinesNow();
      return (
        lines.some((l) => l.includes('from "specialities"')) &&
        lines.some((l) => l.includes('from "audit_log"'))
      );
    }).catch(() => undefined);
    const onStandby = pair.logSince('standby', marks.standby);
    const onPrimary = pair.logSince('primary', marks.primary);
    const replicaLines = replicaLinesNow();
    assert.ok(
      replicaLines.some((line) => line.includes('from "specialities"')),
      `the page's statement is in the standby's log:\n${onStandby}`,
    );
    assert.ok(
      replicaLines.some((line) => line.includes('from "audit_log"')),
      `the export's batches are in the standby's log:\n${onStandby}`,
    );
    assert.doesNotMatch(onPrimary, /from "specialities"|from "audit_log"/);
  });

  test('an admin reads their own write at once, from any process, while the standby lags behind it', async () => {
    const [{ app }] = apps;
    const { app: other } = await replicaApp();
    await pair.pauseReplay();
    try {
      await addSpecialty(app, owner, 'Neurology');
      // The writer's next read, here and in the other process: the write is there.
      assert.deepEqual(await specialties(app, owner), ['Cardiology', 'Dermatology', 'Neurology']);
      assert.deepEqual(await specialties(other, owner), ['Cardiology', 'Dermatology', 'Neurology']);
      const audit = await get(other, owner, `/api/audit?${listQuery({ limit: 5 })}`);
      assert.equal(audit.json().data.entries[0].action, 'speciality.create');

      // Written in the other process, read here.
      await addSpecialty(other, owner, 'Oncology');
      assert.ok((await specialties(app, owner)).includes('Oncology'));

      // Anyone else reads the standby, which has not replayed either write yet.
      assert.equal(app.readReplica?.status().inUse, true);
      assert.deepEqual(await specialties(app, reader), ['Cardiology', 'Dermatology']);
    } finally {
      await pair.resumeReplay();
    }
    await until('the reader to see the writes', async () => (await specialties(app, reader)).length === 4);
  });

  test('a standby further behind than REPLICA_MAX_LAG_MS is skipped: its reads go to the primary', async () => {
    const { app, replicaLog } = await replicaApp({ replicaMaxLagMs: 1_500 });
    const before = await specialties(app, reader);
    await pair.pauseReplay();
    try {
      // Written past the API (no admin's write to pin): the standby lacks it.
      await pair.query('primary', "insert into specialities (name) values ('Pathology')", [], DATABASE);
      assert.deepEqual(await specialties(app, reader), before, 'read from the standby, within the limit');

      await until('the replica skipped', () => app.readReplica?.status().inUse === false);
      assert.deepEqual(await specialties(app, reader), [...before, 'Pathology'].sort());
      const lag = await app.metrics.getSingleMetric('telehealth_db_replica_lag_seconds')?.get();
      assert.ok(Number(lag?.values[0]?.value) > 1.5, `lag ${JSON.stringify(lag?.values)}`);
      const inUse = await app.metrics.getSingleMetric('telehealth_db_replica_in_use')?.get();
      assert.equal(inUse?.values[0]?.value, 0);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(ready.statusCode, 200);

      await sleep(500);
      const skipped = replicaLog('warn');
      assert.equal(skipped.length, 1, JSON.stringify(skipped));
      assert.match(skipped[0].msg, /read replica skipped \(lagging\): its reads go to the primary/);
    } finally {
      await pair.resumeReplay();
    }
    await until('the replica in use again', () => app.readReplica?.status().inUse === true);
    assert.ok(replicaLog('info').some((line) => /read replica in use/.test(line.msg)));
    assert.ok((await specialties(app, reader)).includes('Pathology'));
  });

  test('a stopped standby changes nothing an admin sees, and readiness stays green', async () => {
    // Checked once at start only: what keeps the answers coming is each read falling back.
    const { app, replicaLog } = await replicaApp({ replicaCheckMs: 3_600_000 });
    const { app: checking } = await replicaApp();
    const auditCsv = `/api/audit?format=csv&${listQuery({ where: { action: 'speciality.create' } })}`;
    const shown = await specialties(app, reader);
    // Exported by the owner: an export is audited, and the reader's reads would wait for it.
    const exported = (await get(app, owner, auditCsv)).body;
    assert.equal(exported.trim().split('\n').length, 1 + 4);

    pair.stopStandby();
    try {
      assert.equal((await get(app, reader, auditCsv)).body, exported);
      assert.deepEqual(await specialties(app, reader), shown);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(ready.statusCode, 200);
      assert.equal(app.readReplica?.status().inUse, false);
      const down = replicaLog('warn');
      assert.equal(down.length, 1, JSON.stringify(down));
      assert.match(down[0].msg, /read replica skipped \(down\)/);

      // The process that keeps checking says so in its metrics.
      await until('the replica down', () => checking.readReplica?.status().up === false);
      const up = await checking.metrics.getSingleMetric('telehealth_db_replica_up')?.get();
      assert.equal(up?.values[0]?.value, 0);
      assert.equal((await checking.inject({ method: 'GET', url: '/api/health/ready' })).statusCode, 200);
      assert.deepEqual(await specialties(checking, reader), shown);
    } finally {
      await pair.startStandby();
    }
    await until('the replica back', () => checking.readReplica?.status().inUse === true);
  });
});
