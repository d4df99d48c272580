import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';
import { migrate, NO_TRANSACTION } from './migrate.js';

/** A folder of migration files, name → text. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const applied = async (testDb: TestDatabase) =>
  (await testDb.database.query<{ name: string }>('select name from schema_migrations order by name')).map(
    (r) => r.name,
  );

describe('the migration runner: files outside a transaction, lock_timeout', () => {
  let testDb: TestDatabase;
  const dirs: string[] = [];
  before(async () => {
    testDb = await createTestDatabase();
  });
  after(async () => {
    await testDb.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const run = (dir: string, lockTimeoutMs?: number) =>
    testDb.database.exclusive((sql) => migrate(sql, dir, { lockTimeoutMs }));

  test('create index concurrently fails in a transaction, and applies from a file marked no-transaction', async () => {
    const table = folder({
      '0001_table.sql': 'create table visits (id serial primary key, at timestamptz not null);',
    });
    const plain = folder({
      '0001_table.sql': 'create table visits (id serial primary key, at timestamptz not null);',
      '0002_index.sql': 'create index concurrently if not exists visits_at on visits (at);',
    });
    const marked = folder({
      '0001_table.sql': 'create table visits (id serial primary key, at timestamptz not null);',
      '0002_index.sql': `${NO_TRANSACTION}\ncreate index concurrently if not exists visits_at on visits (at);`,
    });
    dirs.push(table, plain, marked);
    assert.deepEqual(await run(table), ['0001_table.sql']);
    await assert.rejects(
      run(plain),
      /Migration 0002_index\.sql failed: .*cannot run inside a transaction block/,
    );
    assert.deepEqual(await applied(testDb), ['0001_table.sql']);
    assert.deepEqual(await run(marked), ['0002_index.sql']);
    const [index] = await testDb.database.query<{ valid: boolean }>(
      "select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'visits_at'",
    );
    assert.equal(index.valid, true);
    assert.deepEqual(await run(marked), []);
  });

  test('a migration that cannot take its lock gives up after lock_timeout, records nothing, and applies once the lock is free', async (t) => {
    if (!testDb.url) {
      t.skip('needs a second session holding the lock: PostgreSQL (DATABASE_URL)');
      return;
    }
    await testDb.database.exec('create table if not exists rooms (id serial primary key)');
    const holder = new pg.Client({ connectionString: testDb.url });
    await holder.connect();
    const dir = folder({ '0001_column.sql': 'alter table rooms add column floor int;' });
    dirs.push(dir);
    try {
      // The running release, mid-transaction on the table.
      await holder.query('begin');
      await holder.query('lock table rooms in access share mode');
      await assert.rejects(
        run(dir, 200),
        /Migration 0001_column\.sql failed: canceling statement due to lock timeout/,
      );
      assert.ok(!(await applied(testDb)).includes('0001_column.sql'));
      await holder.query('commit');
      assert.deepEqual(await run(dir, 200), ['0001_column.sql']);
    } finally {
      await holder.end();
    }
  });

  test('a concurrent index builds while the running release keeps writing to its table', async (t) => {
    if (!testDb.url) {
      t.skip('needs a second session writing: PostgreSQL (DATABASE_URL)');
      return;
    }
    await testDb.database.exec(
      'create table payments_log (id serial primary key, amount int not null); insert into payments_log (amount) select g from generate_series(1, 400000) g',
    );
    const release = new pg.Client({ connectionString: testDb.url });
    await release.connect();
    const dir = folder({
      '0001_index.sql': `${NO_TRANSACTION}\ncreate index concurrently if not exists payments_log_amount on payments_log (amount);`,
    });
    dirs.push(dir);
    // The release's writes give up after 100 ms waiting for a lock: a plain `create index`
    // (a share lock on the table for the whole build) would make them fail.
    await release.query("set lock_timeout = '100ms'");
    let migrating = true;
    let writes = 0;
    const failures: string[] = [];
    try {
      const writer = (async () => {
        while (migrating) {
          try {
            await release.query('insert into payments_log (amount) values (1)');
            writes++;
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      })();
      assert.deepEqual(await run(dir, 2_000), ['0001_index.sql']);
      migrating = false;
      await writer;
      assert.deepEqual(failures, []);
      assert.ok(writes > 0, 'the release wrote while the index was built');
    } finally {
      migrating = false;
      await release.end();
    }
  });
});
