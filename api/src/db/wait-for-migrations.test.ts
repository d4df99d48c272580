import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { type ApiProcess, spawnApi } from '../test/api-process.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DATA_KEY, testConfig } from '../test/helper.js';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from './client.js';
import { MIGRATIONS_DIR, migrate, NO_TRANSACTION } from './migrate.js';
import { TEST_SERVER_URL, postgresSkipReason, serverQuery } from '../test/postgres-server.js';

/**
 * MIGRATE_ON_START=0, as the Kubernetes manifests start the API and the worker: a process on a
 * database that lacks this build's migrations stays alive (liveness 200, so no restart) and
 * unready (readiness 503, saying why) until the release's Job has migrated, then turns ready
 * without a restart; the worker starts its loops only then. On PostgreSQL (the Job and the pods
 * share it).
 */
const SKIP = await postgresSkipReason();

const PREFIX = /^[a-z_][a-z0-9_]{0,30}$/.test(process.env.TEST_DB_PREFIX ?? '')
  ? process.env.TEST_DB_PREFIX
  : 'api_test_';

async function newDatabase(): Promise<{ name: string; url: string }> {
  const name = `${PREFIX}wait_${randomBytes(4).toString('hex')}`;
  await serverQuery(`create database ${name}`);
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** What the release's Job does (ops/migrate-cli.ts): migrations, the data key, the first Owner. */
async function runTheJob(url: string, database: Database) {
  const app = await buildApp(testConfig({ databaseUrl: url, migrateOnStart: true }), { database });
  await app.close();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(api: ApiProcess, pathname: string): Promise<{ status: number; message: string }> {
  const res = await fetch(`${api.url}${pathname}`);
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

async function waitForReady(api: ApiProcess, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while ((await status(api, '/api/health/ready')).status !== 200) {
    assert.ok(Date.now() < deadline, 'ready within the time');
    await sleep(200);
  }
}

describe('MIGRATE_ON_START=0: unready and alive until the Job has migrated, then ready without a restart', {
  skip: SKIP,
  timeout: 240_000,
}, () => {
  const names: string[] = [];
  const processes: ApiProcess[] = [];
  const dirs: string[] = [];
  const env = (url: string, extra: Record<string, string> = {}) => ({
    DATABASE_URL: url,
    DATA_KEY: TEST_DATA_KEY,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SECOND_FACTOR_ROLES: '',
    MIGRATE_ON_START: '0',
    ...extra,
  });
  const start = async (vars: Record<string, string>) => {
    const api = await spawnApi(vars);
    processes.push(api);
    return api;
  };

  after(async () => {
    for (const api of processes) await api.stop('SIGKILL');
    for (const name of names)
      await serverQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('a database lacking the latest migration: ready 503 naming it, alive 200; the Job applies it, the same process turns ready', async () => {
    const { name, url } = await newDatabase();
    names.push(name);
    const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    try {
      // The previous release's database: every migration of this build but the last is recorded
      // (readiness and the gate read schema_migrations).
      const files = readdirSync(MIGRATIONS_DIR)
        .filter((file) => file.endsWith('.sql'))
        .sort();
      const last = files.at(-1)!;
      await runTheJob(url, database);
      await database.query('delete from schema_migrations where name = $1', [last]);

      const api = await start(env(url, { ROLE: 'web' }));
      for (let i = 0; i < 3; i++) {
        assert.deepEqual(await status(api, '/api/health/ready'), {
          status: 503,
          message: `Service unavailable: 1 migration(s) not applied yet (first: ${last}): waiting for the migration job (MIGRATE_ON_START=0)`,
        });
        assert.equal((await status(api, '/api/health/live')).status, 200, 'alive: no restart');
        await sleep(500);
      }
      // It did not migrate on its own.
      const [row] = await database.query<{ n: number }>(
        'select count(*)::int as n from schema_migrations where name = $1',
        [last],
      );
      assert.equal(row.n, 0);

      // The Job runs.
      await database.query('insert into schema_migrations (name) values ($1)', [last]);
      await waitForReady(api);
      assert.equal(api.child.exitCode, null, 'the same process, never restarted');
      const signIn = await fetch(`${api.url}/api/auth/local/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }),
      });
      assert.equal(signIn.status, 200);
    } finally {
      await database.close();
    }
  });

  test('an empty database: the web process and the worker wait for the Job; the worker starts its loops only then', async () => {
    const { name, url } = await newDatabase();
    names.push(name);
    const web = await start(env(url, { ROLE: 'web' }));
    const worker = await start(env(url, { ROLE: 'worker', LOG_LEVEL: 'info' }));
    for (const api of [web, worker]) {
      assert.deepEqual(await status(api, '/api/health/ready'), {
        status: 503,
        message:
          'Service unavailable: the database has no schema yet: waiting for the migration job (MIGRATE_ON_START=0)',
      });
      assert.equal((await status(api, '/api/health/live')).status, 200);
    }
    await sleep(2_500);
    const started = (api: ApiProcess) =>
      api.stdoutLines.some((line) => line.includes('background work started'));
    assert.ok(!started(worker), 'no loop before the schema is there');
    assert.equal(worker.child.exitCode, null);

    const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    try {
      await runTheJob(url, database);
    } finally {
      await database.close();
    }
    await Promise.all([waitForReady(web), waitForReady(worker)]);
    for (let waited = 0; !started(worker); waited += 100) {
      assert.ok(waited < 10_000, 'the worker started its loops once the schema was there');
      await sleep(100);
    }
    assert.ok(!started(web), 'the web process runs none');
    for (const api of [web, worker]) assert.equal(api.child.exitCode, null, 'never restarted');
  });

  test('a data key other than the one the Job recorded: unready, saying so, never serving', async () => {
    const { name, url } = await newDatabase();
    names.push(name);
    const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    try {
      await runTheJob(url, database);
    } finally {
      await database.close();
    }
    const api = await start(env(url, { ROLE: 'web', DATA_KEY: randomBytes(32).toString('base64') }));
    const ready = await status(api, '/api/health/ready');
    assert.equal(ready.status, 503);
    assert.match(
      ready.message,
      /^Service unavailable: wrong data key: DATA_KEY has fingerprint \S+, the data is encrypted with key \S+/,
    );
    assert.equal((await status(api, '/api/health/live')).status, 200);
  });

  test('a concurrent index migration applies while the running release keeps answering, reads and writes', async () => {
    const { name, url } = await newDatabase();
    names.push(name);
    const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    try {
      await runTheJob(url, database);
      // Enough rows in a table every sign-in writes (audit_log) for the build to take a while.
      await database.exec(
        `insert into audit_log (action, details) select 'test.filler', '{}'::jsonb from generate_series(1, 300000)`,
      );
      const api = await start(env(url, { ROLE: 'web' }));
      const dir = mkdtempSync(path.join(os.tmpdir(), 'next-release-'));
      dirs.push(dir);
      writeFileSync(
        path.join(dir, '9999_audit_log_action_index.sql'),
        `${NO_TRANSACTION}\ncreate index concurrently if not exists audit_log_action_test on audit_log (action, created_at);`,
      );
      let migrating = true;
      const answers: number[] = [];
      const traffic = (async () => {
        while (migrating) {
          const signIn = await fetch(`${api.url}/api/auth/local/admin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }),
            signal: AbortSignal.timeout(10_000),
          });
          answers.push(signIn.status);
          const ready = await fetch(`${api.url}/api/health/ready`, { signal: AbortSignal.timeout(10_000) });
          answers.push(ready.status);
        }
      })();
      const applied = await database.exclusive((sql) => migrate(sql, dir, { lockTimeoutMs: 2_000 }));
      migrating = false;
      await traffic;
      assert.deepEqual(applied, ['9999_audit_log_action_index.sql']);
      assert.ok(answers.length >= 2, 'the release answered while the index was built');
      assert.deepEqual([...new Set(answers)], [200]);
      const [index] = await database.query<{ valid: boolean }>(
        `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'audit_log_action_test'`,
      );
      assert.equal(index?.valid, true);
    } finally {
      await database.close();
    }
  });
});
