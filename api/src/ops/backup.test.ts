import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { API_DIR } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { keyFingerprint } from '../lib/keys.js';
import { seedCast } from '../test/people-cast.js';
import { TEST_DATA_KEY, testConfig } from '../test/helper.js';
import { packPglite, stagePglite } from './backup.js';
import { BACKUP_MAGIC, readBackupHeader } from './backup-file.js';
import { backupSocketPath } from './backup-socket.js';
import { givenKey, restorePglite } from './restore.js';

const KEY = Buffer.from(TEST_DATA_KEY, 'base64');
const OTHER_KEY = Buffer.alloc(32, 3);
const keyOf = (key: Buffer | null) => ({ key, where: 'DATA_KEY' });

/** Runs `pnpm backup` / `pnpm restore`'s script (tsx src/ops/<name>-cli.ts) with `env`. */
async function runCli(name: 'backup' | 'restore', env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/ops/${name}-cli.ts`, ...args], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: '', DATA_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
  }
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
}

/** Opens the PGlite folder `dataDir` just long enough for `read`. */
async function inFolder<T>(dataDir: string, read: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

describe('backups of the embedded database (PGlite in a folder)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-backup-'));
  const dataDir = path.join(root, 'live');
  let database: Database;
  let app: FastifyInstance;
  let backupFile: string;

  before(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir });
    // The app as `pnpm start` runs it on DATA_DIR: it answers backups on its socket.
    app = await buildApp(testConfig({ dataDir, databaseUrl: null }), { database });
    await app.ready();
    await seedCast(app);
    await database.exec('create table drill_marks (id serial primary key, note text not null)');
    backupFile = path.join(root, 'first.backup');
    await packPglite(await stagePglite(database, dataDir), backupFile);
  });
  after(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the file holds the schema version and the key fingerprint, and not the key', () => {
    const { header } = readBackupHeader(backupFile);
    assert.equal(header.kind, 'pglite');
    assert.equal(header.keyFingerprint, keyFingerprint(KEY));
    assert.match(header.schemaVersion ?? '', /^\d{4}_.+\.sql$/);
    assert.equal(header.migrations.at(-1), header.schemaVersion);
    const bytes = readFileSync(backupFile);
    assert.ok(bytes.subarray(0, BACKUP_MAGIC.length).toString() === BACKUP_MAGIC);
    for (const form of [KEY.toString('base64'), KEY.toString('hex')]) {
      assert.equal(bytes.includes(Buffer.from(form)), false, `the key (${form.slice(0, 6)}…) is in the file`);
    }
  });

  test('a backup taken under a stream of two-row transactions holds whole transactions, and what was committed during the copy', async () => {
    let writing = true;
    let committed = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await app.db.transaction(async (tx) => {
          await tx.execute(`insert into drill_marks (note) values ('pair ${i} a')` as never);
          await tx.execute(`insert into drill_marks (note) values ('pair ${i} b')` as never);
        });
        committed = i + 1;
        // PGlite answers without I/O: a loop of queries alone would starve every timer and file read.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const atRequest = await new Promise<number>((resolve) => setTimeout(() => resolve(committed), 50));
    const staged = await stagePglite(database, dataDir, {
      // Committed after the first pass read the WAL: only the second pass brings it along.
      afterFirstPass: async () => {
        await database.query("insert into drill_marks (note) values ('written during the copy')");
      },
    });
    writing = false;
    await writer;
    assert.ok(staged.snapshot.recopied >= 1, 'the WAL written during the copy is copied again');
    const file = path.join(root, 'under-load.backup');
    await packPglite(staged, file);
    assert.equal(readdirSync(dataDir).filter((name) => name.startsWith('backup-staging-')).length, 0);

    const target = path.join(root, 'under-load');
    await restorePglite(file, target, keyOf(KEY), { force: false });
    const notes = (
      await inFolder(target, (restored) => restored.query<{ note: string }>('select note from drill_marks'))
    ).map((row) => row.note);
    assert.ok(notes.includes('written during the copy'));
    const pairs = notes.filter((note) => note.startsWith('pair '));
    assert.equal(pairs.length % 2, 0, 'no transaction is half in the backup');
    assert.ok(pairs.length / 2 >= atRequest, 'every pair committed before the backup was asked for is in it');
  });

  test('restore refuses a key whose fingerprint is not the backup’s, naming both, and writes nothing', async () => {
    const target = path.join(root, 'wrong-key');
    await assert.rejects(restorePglite(backupFile, target, keyOf(OTHER_KEY), { force: false }), {
      message: `Wrong data key: the key in DATA_KEY has fingerprint ${keyFingerprint(OTHER_KEY)}, but the backup's data is encrypted with key ${keyFingerprint(KEY)}`,
    });
    assert.equal(existsSync(target), false);
    await assert.rejects(restorePglite(backupFile, target, keyOf(null), { force: false }), {
      message: new RegExp(
        `No data key given: the backup's data is encrypted with key ${keyFingerprint(KEY)}`,
      ),
    });
    assert.equal(existsSync(target), false);
  });

  test('restore refuses a backup from a newer schema', async () => {
    await database.query("insert into schema_migrations (name) values ('9999_from_a_later_version.sql')");
    const file = path.join(root, 'newer.backup');
    try {
      await packPglite(await stagePglite(database, dataDir), file);
    } finally {
      await database.query("delete from schema_migrations where name = '9999_from_a_later_version.sql'");
    }
    const target = path.join(root, 'newer');
    await assert.rejects(restorePglite(file, target, keyOf(KEY), { force: false }), {
      message:
        /^The backup is from a newer schema \(9999_from_a_later_version\.sql\) than this version of the API knows \(\d{4}_.+\.sql; 1 migration\(s\) unknown here/,
    });
    assert.equal(existsSync(target), false);
  });

  test('restore refuses a data folder that holds a database; --force keeps it aside', async () => {
    const target = path.join(root, 'occupied');
    const folder = path.join(target, 'pgdata');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'PG_VERSION'), 'what was there\n');
    await assert.rejects(restorePglite(backupFile, target, keyOf(KEY), { force: false }), {
      message: `${folder} already holds a database: restore into an empty DATA_DIR, or add --force to move it aside first`,
    });
    assert.deepEqual(readdirSync(folder), ['PG_VERSION'], 'nothing written');

    const { keptAt } = await restorePglite(backupFile, target, keyOf(KEY), { force: true });
    assert.ok(keptAt);
    assert.equal(readFileSync(path.join(keptAt, 'PG_VERSION'), 'utf8'), 'what was there\n');
    assert.notEqual(readFileSync(path.join(folder, 'PG_VERSION'), 'utf8'), 'what was there\n');
    assert.ok(existsSync(path.join(folder, 'global', 'pg_control')));
  });

  test('restore refuses a damaged file', async () => {
    const bytes = readFileSync(backupFile);
    bytes[bytes.length - 100] ^= 0xff;
    const damaged = path.join(root, 'damaged.backup');
    writeFileSync(damaged, bytes);
    await assert.rejects(restorePglite(damaged, path.join(root, 'damaged'), keyOf(KEY), { force: false }), {
      message: `${damaged} is damaged: its contents do not match the digest it was written with`,
    });
    writeFileSync(damaged, 'not a backup');
    await assert.rejects(restorePglite(damaged, path.join(root, 'damaged'), keyOf(KEY), { force: false }), {
      message: `${damaged} is not a backup made by pnpm backup`,
    });
  });

  test('pnpm backup asks the running API; pnpm restore refuses to run under it, then restores elsewhere', async () => {
    assert.ok(existsSync(backupSocketPath(dataDir)));
    const file = path.join(root, 'cli.backup');
    const made = await runCli('backup', { DATA_DIR: dataDir }, [file]);
    assert.equal(made.code, 0, made.output);
    assert.match(made.output, /The running API copied its data folder; queries waited \d+ ms\./);
    assert.match(made.output, new RegExp(`data key ${keyFingerprint(KEY)}\\)`));

    const underApi = await runCli('restore', { DATA_DIR: dataDir, DATA_KEY: TEST_DATA_KEY }, [
      file,
      '--force',
    ]);
    assert.equal(underApi.code, 1);
    assert.match(underApi.output, new RegExp(`The API is running on ${dataDir}: stop it before restoring`));

    const target = path.join(root, 'cli-restored');
    const restored = await runCli('restore', { DATA_DIR: target, DATA_KEY: TEST_DATA_KEY }, [file]);
    assert.equal(restored.code, 0, restored.output);
    assert.match(restored.output, new RegExp(`Restored the backup of .* data key ${keyFingerprint(KEY)}\\)`));
    assert.equal(givenKey(null, target).key, null, 'the key is not written into the restored folder');
  });
});
