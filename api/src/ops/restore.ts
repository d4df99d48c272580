// Restoring a backup (`pnpm restore <file>`) into an empty data folder or database. Everything
// that can be checked is checked before anything is written: the file is whole, its schema is
// one this code knows, the data key given is the one its data is encrypted with, and the target
// holds no data (unless --force, which keeps what was there: the folder moved aside, the
// database backed up first).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';
import { keyFilePath, keyFingerprint } from '../lib/keys.js';
import { backupFacts, backupPostgres } from './backup.js';
import { BackupError, type BackupHeader, readBackupHeader, verifyPayload } from './backup-file.js';
import { runPgTool, runTool } from './pg-tools.js';
import { readFileSync } from 'node:fs';

/** The migrations this code has (api/drizzle/). */
export function knownMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

export interface GivenKey {
  key: Buffer | null;
  /** Where it came from, for messages: DATA_KEY or the key file's path. */
  where: string;
}

/** The key a restore is given: DATA_KEY (or DATA_KEY_FILE), else DATA_DIR/data.key. */
export function givenKey(dataKey: string | null, dataDir: string): GivenKey {
  if (dataKey) return { key: Buffer.from(dataKey, 'base64'), where: 'DATA_KEY' };
  const file = keyFilePath(dataDir);
  return {
    key: existsSync(file) ? Buffer.from(readFileSync(file, 'utf8').trim(), 'base64') : null,
    where: file,
  };
}

/** Refuses a backup of a newer schema, or one whose data the given key cannot read. */
export function checkBackupFits(header: BackupHeader, key: GivenKey, known = knownMigrations()): void {
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup is from a newer schema (${header.schemaVersion}) than this version of the API knows ` +
        `(${known.at(-1) ?? 'none'}; ${unknown.length} migration(s) unknown here, first ${unknown[0]}): ` +
        'restore it with the version that made it, or a later one',
    );
  }
  if (header.keyFingerprint === null) return;
  if (key.key === null) {
    throw new BackupError(
      `No data key given: the backup's data is encrypted with key ${header.keyFingerprint}. Set DATA_KEY ` +
        `(or DATA_KEY_FILE) to that key, or put it in ${key.where}`,
    );
  }
  const given = keyFingerprint(key.key);
  if (given !== header.keyFingerprint) {
    throw new BackupError(
      `Wrong data key: the key in ${key.where} has fingerprint ${given}, but the backup's data is ` +
        `encrypted with key ${header.keyFingerprint}`,
    );
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export interface RestoreResult {
  header: BackupHeader;
  /** Where what the target held went (--force): a folder or a backup file; null when it was empty. */
  keptAt: string | null;
}

/** Restores a PGlite backup into `dataDir`/pgdata. */
export async function restorePglite(
  file: string,
  dataDir: string,
  key: GivenKey,
  options: { force: boolean },
): Promise<RestoreResult> {
  const { header, payloadOffset } = readBackupHeader(file);
  if (header.kind !== 'pglite') {
    throw new BackupError('This is a backup of a PostgreSQL database: restore it with DATABASE_URL set');
  }
  checkBackupFits(header, key);
  const target = path.join(dataDir, 'pgdata');
  const holdsData = existsSync(target) && readdirSync(target).length > 0;
  if (holdsData && !options.force) {
    throw new BackupError(
      `${target} already holds a database: restore into an empty DATA_DIR, or add --force to move it aside first`,
    );
  }
  await verifyPayload(file, header, payloadOffset);

  mkdirSync(dataDir, { recursive: true });
  const restoring = path.join(dataDir, 'pgdata.restoring');
  rmSync(restoring, { recursive: true, force: true });
  mkdirSync(restoring);
  let client: PGlite | null = null;
  try {
    await runTool('tar', ['-xzf', '-', '-C', restoring], {
      input: createReadStream(file, { start: payloadOffset }),
    });
    client = new PGlite(restoring);
    await client.waitReady;
    const opened = client;
    const facts = await backupFacts({
      query: async (text, params) => (await opened.query(text, params as unknown[])).rows as never[],
      exec: async (text) => void (await opened.exec(text)),
    });
    if (facts.schemaVersion !== header.schemaVersion || facts.keyFingerprint !== header.keyFingerprint) {
      throw new BackupError(`${file} is damaged: the database in it is not the one its header describes`);
    }
  } catch (error) {
    await client?.close().catch(() => undefined);
    rmSync(restoring, { recursive: true, force: true });
    throw error;
  }
  await client.close();
  let keptAt: string | null = null;
  if (existsSync(target)) {
    if (holdsData) {
      keptAt = `${target}.before-restore-${stamp()}`;
      renameSync(target, keptAt);
    } else {
      rmSync(target, { recursive: true, force: true });
    }
  }
  renameSync(restoring, target);
  return { header, keptAt };
}

/** Whether the database at `url` has tables of its own. */
async function holdsTables(url: string): Promise<boolean> {
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '',
    applicationName: 'telehealth-restore',
  });
  try {
    const [{ count }] = await database.query<{ count: number }>(
      "select count(*)::int as count from pg_tables where schemaname = 'public'",
    );
    return count > 0;
  } finally {
    await database.close();
  }
}

/** Restores a PostgreSQL backup into the database at `url` with pg_restore, in one transaction. */
export async function restorePostgres(
  file: string,
  url: string,
  key: GivenKey,
  options: { force: boolean; keepDir: string },
): Promise<RestoreResult> {
  const { header, payloadOffset } = readBackupHeader(file);
  if (header.kind !== 'postgres') {
    throw new BackupError(
      'This is a backup of the embedded database (PGlite): restore it without DATABASE_URL, into DATA_DIR',
    );
  }
  checkBackupFits(header, key);
  const holdsData = await holdsTables(url);
  if (holdsData && !options.force) {
    throw new BackupError(
      'The database in DATABASE_URL already holds tables: restore into an empty database, or add --force ' +
        'to back it up and replace it',
    );
  }
  await verifyPayload(file, header, payloadOffset);

  let keptAt: string | null = null;
  if (holdsData) {
    // What is replaced is backed up first, so a --force loses nothing.
    keptAt = path.join(options.keepDir, `before-restore-${stamp()}.backup`);
    const database = await openDatabase({
      databaseUrl: url,
      dataDir: '',
      applicationName: 'telehealth-restore',
    });
    try {
      await backupPostgres(url, await backupFacts(database), keptAt);
      await database.exec('drop schema public cascade; create schema public;');
    } finally {
      await database.close();
    }
  }
  await runPgTool(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges'],
    url,
    createReadStream(file, { start: payloadOffset }),
  );
  return { header, keptAt };
}
