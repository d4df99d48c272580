// Making a backup (`pnpm backup`), for either database, while the API runs.
// PGlite: a consistent copy of its data folder (pglite-snapshot.ts), packed with tar and gzip.
// PostgreSQL: pg_dump, which reads one snapshot of a running database and blocks no writes.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { closeSync, fsyncSync, openSync, renameSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, Sql } from '../db/client.js';
import {
  BACKUP_MAGIC,
  type BackupFacts,
  type BackupHeader,
  removeQuietly,
  writeWholeFile,
} from './backup-file.js';
import { runPgTool, runTool } from './pg-tools.js';
import { type Snapshot, type SnapshotOptions, snapshotPgliteFolder } from './pglite-snapshot.js';

/** The schema's version and the data key's fingerprint, as the database holds them. */
export async function backupFacts(sql: Sql): Promise<BackupFacts> {
  const [{ present }] = await sql.query<{ present: boolean }>(
    `select to_regclass('public.schema_migrations') is not null and to_regclass('public.data_key') is not null as present`,
  );
  if (!present) return { schemaVersion: null, migrations: [], keyFingerprint: null };
  const migrations = (
    await sql.query<{ name: string }>('select name from schema_migrations order by name')
  ).map((row) => row.name);
  const [key] = await sql.query<{ fingerprint: string }>('select fingerprint from data_key');
  return { schemaVersion: migrations.at(-1) ?? null, migrations, keyFingerprint: key?.fingerprint ?? null };
}

async function fileDigest(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(
    createReadStream(file),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done();
      },
    }),
  );
  return hash.digest('hex');
}

/**
 * Writes the backup `file`: the header, then the payload read from `payloadFile`, through a
 * temporary name, flushed and renamed, owner-only: a file named `file` is always a whole backup.
 */
async function writeBackupFile(
  file: string,
  kind: BackupHeader['kind'],
  facts: BackupFacts,
  payloadFile: string,
): Promise<BackupHeader> {
  const header: BackupHeader = {
    kind,
    payload: kind === 'pglite' ? 'pglite-datadir.tar.gz' : 'pg_dump-custom',
    createdAt: new Date().toISOString(),
    ...facts,
    payloadBytes: statSync(payloadFile).size,
    payloadSha256: await fileDigest(payloadFile),
  };
  const partial = `${file}.partial`;
  try {
    writeWholeFile(partial, [Buffer.from(`${BACKUP_MAGIC}${JSON.stringify(header)}\n`)], false);
    await pipeline(createReadStream(payloadFile), createWriteStream(partial, { flags: 'a' }));
    const fd = openSync(partial, 'r+');
    fsyncSync(fd);
    closeSync(fd);
  } catch (error) {
    removeQuietly(partial);
    throw error;
  }
  renameSync(partial, file);
  return header;
}

/** A backup of the PostgreSQL database at `url` into `file` with pg_dump (custom format). */
export async function backupPostgres(url: string, facts: BackupFacts, file: string): Promise<BackupHeader> {
  const dump = `${file}.dump.partial`;
  try {
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`], url);
    return await writeBackupFile(file, 'postgres', facts, dump);
  } finally {
    removeQuietly(dump);
  }
}

export interface StagedCopy {
  folder: string;
  facts: BackupFacts;
  snapshot: Snapshot;
}

/** Copies the open PGlite `database`'s folder into a new folder under `parent` (the first step of a backup). */
export async function stagePglite(
  database: Database,
  parent: string,
  options: SnapshotOptions = {},
): Promise<StagedCopy> {
  const facts = await backupFacts(database);
  const folder = mkdtempSync(path.join(parent, 'backup-staging-'));
  try {
    return { folder, facts, snapshot: await snapshotPgliteFolder(database, folder, options) };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** Packs a staged copy into the backup `file` (tar and gzip), then removes the copy. */
export async function packPglite(
  staged: Pick<StagedCopy, 'folder' | 'facts'>,
  file: string,
): Promise<BackupHeader> {
  const tarball = `${file}.tar.partial`;
  try {
    await runTool('tar', ['-czf', tarball, '-C', staged.folder, '.']);
    return await writeBackupFile(file, 'pglite', staged.facts, tarball);
  } finally {
    removeQuietly(tarball);
    rmSync(staged.folder, { recursive: true, force: true });
  }
}
