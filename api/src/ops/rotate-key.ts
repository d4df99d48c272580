import { rmSync } from 'node:fs';
import type { Sql } from '../db/client.js';
import { createFieldCrypto, type FieldCrypto } from '../lib/crypto.js';
import { DataKeyError, nextKeyPath, promoteNextKey } from '../lib/data-key.js';
import { keyFingerprint, readKeyFile, writeKeyFile } from '../lib/keys.js';

/** Rows re-encrypted per statement. */
const BATCH = 500;

const PROFILE_COLUMNS = [
  'full_name_enc',
  'email_enc',
  'phone_enc',
  'dob_enc',
  'address_enc',
  'city_enc',
  'state_enc',
  'zip_code_enc',
  'occupation_enc',
  'gender_enc',
  'martial_status_enc',
  'no_of_children_enc',
] as const;

const OUTBOX_COLUMNS = ['to_address', 'subject', 'body', 'error'] as const;

export interface RotationCounts {
  patients: number;
  searchTokens: number;
  enquiries: number;
  mails: number;
  savedViews: number;
  notes: number;
}

/** Every value of `columns` of each row, decrypted with `from` and encrypted again with `to`. */
function reEncrypt<T extends Record<string, unknown>>(
  rows: T[],
  columns: readonly string[],
  from: FieldCrypto,
  to: FieldCrypto,
): (string | null)[][] {
  return columns.map((column) =>
    rows.map((row) => to.encryptField(from.decryptField(row[column] as string | null))),
  );
}

/** A table whose encrypted columns are re-encrypted in batches, in the order of its key. */
interface EncryptedTable {
  table: string;
  /** Its bigint key. */
  key: string;
  columns: readonly string[];
  /** Which rows hold a value, when not all do. */
  where?: string;
}

/**
 * Re-encrypts `columns` of every row of `table` with `to`; `eachBatch` then sees the batch's rows as
 * they were read. Answers how many rows were re-encrypted.
 */
async function reEncryptTable(
  sql: Sql,
  from: FieldCrypto,
  to: FieldCrypto,
  { table, key, columns, where }: EncryptedTable,
  eachBatch?: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<number> {
  let count = 0;
  for (let after = -1; ; ) {
    const rows = await sql.query<Record<string, unknown>>(
      `select ${key}, ${columns.join(', ')} from ${table}
        where ${key} > $1${where ? ` and ${where}` : ''} order by ${key} limit ${BATCH}`,
      [after],
    );
    if (!rows.length) break;
    after = Number(rows.at(-1)?.[key]);
    const values = reEncrypt(rows, columns, from, to);
    await sql.query(
      `update ${table} t set ${columns.map((c, i) => `${c} = v.c${i}`).join(', ')}
         from (select unnest($1::bigint[]) as id, ${columns.map((_, i) => `unnest($${i + 2}::text[]) as c${i}`).join(', ')}) v
        where t.${key} = v.id`,
      [rows.map((row) => Number(row[key])), ...values],
    );
    await eachBatch?.(rows);
    count += rows.length;
  }
  return count;
}

/**
 * Re-encrypts, in `sql`'s transaction, every encrypted column (patient profiles, enquiry phones, the
 * mail outbox, saved views, internal notes and their earlier texts) with `to`, rebuilds the patients' blind indexes under `to`, and records `to`'s
 * fingerprint. A value that does not decrypt with `from` aborts the rotation: nothing is changed.
 */
export async function reEncryptAll(sql: Sql, from: FieldCrypto, to: FieldCrypto): Promise<RotationCounts> {
  const counts: RotationCounts = {
    patients: 0,
    searchTokens: 0,
    enquiries: 0,
    mails: 0,
    savedViews: 0,
    notes: 0,
  };
  const profiles = { table: 'patient_profiles', key: 'user_id', columns: PROFILE_COLUMNS };
  counts.patients = await reEncryptTable(sql, from, to, profiles, async (rows) => {
    const ids = rows.map((row) => Number(row.user_id));
    // The blind indexes are HMACs under a key derived from the data key: made again from the plain text.
    const tokens = rows.flatMap((row) =>
      to
        .patientTokens({
          fullName: from.decryptField(row.full_name_enc as string | null),
          email: from.decryptField(row.email_enc as string | null),
          phone: from.decryptField(row.phone_enc as string | null),
        })
        .map((token) => ({ userId: Number(row.user_id), ...token })),
    );
    await sql.query('delete from user_search_tokens where user_id = any($1::bigint[])', [ids]);
    await sql.query(
      `insert into user_search_tokens (user_id, kind, token_hash)
         select * from unnest($1::bigint[], $2::text[], $3::text[])`,
      [tokens.map((t) => t.userId), tokens.map((t) => t.kind), tokens.map((t) => t.tokenHash)],
    );
    counts.searchTokens += tokens.length;
  });
  const phones = { table: 'enquiries', key: 'id', columns: ['phone_enc'], where: 'phone_enc is not null' };
  counts.enquiries = await reEncryptTable(sql, from, to, phones);
  const outbox = { table: 'mail_outbox', key: 'id', columns: OUTBOX_COLUMNS };
  counts.mails = await reEncryptTable(sql, from, to, outbox);
  const views = { table: 'saved_views', key: 'id', columns: ['query_enc'] };
  counts.savedViews = await reEncryptTable(sql, from, to, views);
  counts.notes = await reEncryptTable(sql, from, to, {
    table: 'record_notes',
    key: 'id',
    columns: ['body_enc'],
  });
  await reEncryptTable(sql, from, to, { table: 'record_note_versions', key: 'id', columns: ['body_enc'] });
  return counts;
}

export interface RotationOptions {
  /** The key in use (already checked against the database by openDataKey). */
  current: Buffer;
  next: Buffer;
  /** DATA_DIR when the key lives in DATA_DIR/data.key; null when it comes from DATA_KEY. */
  keyFileDir: string | null;
  /** Called once the new key is safe (written to data.key.next, or shown) and before the commit. */
  onNewKeyReady?: () => void;
}

/**
 * Rotates the data key, safely against a crash at any point:
 * 1. the new key is written to DATA_DIR/data.key.next (flushed), or shown for DATA_KEY;
 * 2. one transaction re-encrypts everything and records the new fingerprint;
 * 3. data.key.next replaces data.key (the old key kept as data.key.<fingerprint>.previous, for
 *    backups made before the rotation).
 * A crash before 2 commits leaves the old key in force; after it, the server's start finishes
 * step 3 itself (openDataKey). `sql` must be one connection holding the start-up lock.
 */
export async function rotateDataKey(sql: Sql, options: RotationOptions): Promise<RotationCounts> {
  const { current, next, keyFileDir } = options;
  if (keyFingerprint(current) === keyFingerprint(next)) {
    throw new DataKeyError('The new data key is the key in use: nothing to rotate');
  }
  const [stored] = await sql.query<{ fingerprint: string }>('select fingerprint from data_key');
  if (stored?.fingerprint !== keyFingerprint(current)) {
    throw new DataKeyError('The database does not record the current key: start the server once first');
  }
  if (keyFileDir) {
    // A data.key.next left by a rotation that never committed: the database never used it.
    const stale = readKeyFile(nextKeyPath(keyFileDir));
    if (stale) rmSync(nextKeyPath(keyFileDir));
    writeKeyFile(nextKeyPath(keyFileDir), next);
  }
  options.onNewKeyReady?.();

  await sql.exec('begin');
  let counts: RotationCounts;
  try {
    counts = await reEncryptAll(sql, createFieldCrypto(current), createFieldCrypto(next));
    await sql.query('update data_key set fingerprint = $1, rotated_at = now()', [keyFingerprint(next)]);
    await sql.exec('commit');
  } catch (error) {
    await sql.exec('rollback').catch(() => undefined);
    if (keyFileDir) rmSync(nextKeyPath(keyFileDir), { force: true });
    throw error;
  }
  if (keyFileDir) promoteNextKey(keyFileDir);
  return counts;
}
