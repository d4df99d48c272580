// The backup file `pnpm backup` writes and `pnpm restore` reads: one line naming the format, one
// line of JSON saying what the backup needs to be restored safely (never the data key itself),
// then the database's own copy of itself:
//   TELEHEALTH-BACKUP 1\n{"kind":"pglite",...}\n<payload>
// PGlite's payload is its data folder as a gzipped tar; PostgreSQL's is a pg_dump custom archive.
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
  fsyncSync,
} from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';

export const BACKUP_MAGIC = 'TELEHEALTH-BACKUP 1\n';

/** Why a backup was not made or not restored: the one line an operator needs. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupFacts {
  /** The newest migration applied (the schema's version), null for a database never migrated. */
  schemaVersion: string | null;
  /** Every migration applied, so a restore can tell a schema newer than its own code. */
  migrations: string[];
  /** The fingerprint of the data key the data is encrypted with (lib/keys.ts); null: none yet. */
  keyFingerprint: string | null;
}

export interface BackupHeader extends BackupFacts {
  kind: 'pglite' | 'postgres';
  payload: 'pglite-datadir.tar.gz' | 'pg_dump-custom';
  createdAt: string;
  payloadBytes: number;
  payloadSha256: string;
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The whole file's bytes (what the running server sends through its control socket). */
export function encodeBackup(header: BackupHeader, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${BACKUP_MAGIC}${JSON.stringify(header)}\n`), payload]);
}

/**
 * Writes `bytes` to `file` through a temporary name, flushed and then renamed, readable by the
 * owner only: a file named `file` is always a whole backup.
 */
export function writeWholeFile(file: string, chunks: Iterable<Buffer>, rename = true): void {
  const partial = rename ? `${file}.partial` : file;
  const fd = openSync(partial, 'w', 0o600);
  try {
    for (const chunk of chunks) writeSync(fd, chunk);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (rename) renameSync(partial, file);
}

const HEADER_LIMIT = 1 << 20;

/** The header and where the payload starts; a file that is not a backup is refused. */
export function readBackupHeader(file: string): { header: BackupHeader; payloadOffset: number } {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    throw new BackupError(`${file} cannot be read`);
  }
  try {
    const start = Buffer.alloc(HEADER_LIMIT);
    const read = readSync(fd, start, 0, HEADER_LIMIT, 0);
    const text = start.subarray(0, read);
    if (!text.subarray(0, BACKUP_MAGIC.length).equals(Buffer.from(BACKUP_MAGIC))) {
      throw new BackupError(`${file} is not a backup made by pnpm backup`);
    }
    const end = text.indexOf(10, BACKUP_MAGIC.length);
    if (end < 0) throw new BackupError(`${file} is not a whole backup (its header is cut off)`);
    let header: BackupHeader;
    try {
      header = JSON.parse(text.subarray(BACKUP_MAGIC.length, end).toString('utf8'));
    } catch {
      throw new BackupError(`${file} is not a whole backup (its header is unreadable)`);
    }
    if (
      (header.kind !== 'pglite' && header.kind !== 'postgres') ||
      !Array.isArray(header.migrations) ||
      typeof header.payloadSha256 !== 'string'
    ) {
      throw new BackupError(`${file} is not a backup made by pnpm backup (its header is incomplete)`);
    }
    return { header, payloadOffset: end + 1 };
  } finally {
    closeSync(fd);
  }
}

/** Checks the payload against the header's length and digest (a truncated or altered file is refused). */
export async function verifyPayload(
  file: string,
  header: BackupHeader,
  payloadOffset: number,
): Promise<void> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    createReadStream(file, { start: payloadOffset }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done();
      },
    }),
  );
  if (bytes !== header.payloadBytes || hash.digest('hex') !== header.payloadSha256) {
    throw new BackupError(`${file} is damaged: its contents do not match the digest it was written with`);
  }
}

export function removeQuietly(file: string): void {
  rmSync(file, { force: true });
}
