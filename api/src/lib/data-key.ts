import { renameSync } from 'node:fs';
import type { Sql } from '../db/client.js';
import { createFieldCrypto } from './crypto.js';
import { createKeyFile, keyFilePath, keyFingerprint, readKeyFile, readMasterKey } from './keys.js';

/** The server cannot start with this key; the message is the one line an operator needs. */
export class DataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataKeyError';
  }
}

/** Where rotate-key leaves the new key until the database has switched to it. */
export const nextKeyPath = (dataDir: string) => `${keyFilePath(dataDir)}.next`;
/** Where rotate-key keeps the key it replaced (needed to read backups made before the rotation). */
export const previousKeyPath = (dataDir: string, fingerprint: string) =>
  `${keyFilePath(dataDir)}.${fingerprint}.previous`;

/**
 * The last step of a rotation with key files: the key in use moves aside (kept under its
 * fingerprint) and the new one takes its place. Returns the new key.
 */
export function promoteNextKey(dataDir: string): Buffer {
  const file = keyFilePath(dataDir);
  const next = readKeyFile(nextKeyPath(dataDir));
  if (!next) throw new Error(`${nextKeyPath(dataDir)} is missing`);
  const current = readKeyFile(file);
  if (current) renameSync(file, previousKeyPath(dataDir, keyFingerprint(current)));
  renameSync(nextKeyPath(dataDir), file);
  return next;
}

/** One encrypted value, if the database holds any: proof that a key is already in use. */
export async function encryptedSample(sql: Sql): Promise<string | null> {
  const [row] = await sql.query<{ sample: string | null }>(
    `select coalesce(
       (select full_name_enc from patient_profiles where full_name_enc is not null limit 1),
       (select email_enc from patient_profiles where email_enc is not null limit 1),
       (select phone_enc from enquiries where phone_enc is not null limit 1),
       (select to_address from mail_outbox where to_address like 'v1.%' limit 1),
       (select query_enc from saved_views where query_enc like 'v1.%' limit 1)) as sample`,
  );
  return row?.sample ?? null;
}

async function storedFingerprint(sql: Sql): Promise<string | null> {
  const [row] = await sql.query<{ fingerprint: string }>('select fingerprint from data_key');
  return row?.fingerprint ?? null;
}

function decrypts(key: Buffer, sample: string): boolean {
  try {
    createFieldCrypto(key).decryptField(sample);
    return true;
  } catch {
    return false;
  }
}

const HELP = 'see "Data key" in docs/operations.md';

export interface KeyConfig {
  dataKey: string | null;
  dataDir: string;
}

/**
 * The master key the data is encrypted with, checked against the database before anything reads
 * or writes with it (run under the start-up lock, after the migrations):
 * - the database holds the fingerprint of the key in use; a key with another fingerprint is
 *   refused (a DataKeyError, one line), unless it is what an interrupted rotate-key left half
 *   done, which is then finished;
 * - a database from before fingerprints gets the key's fingerprint once a value decrypts with it;
 * - a new key file is made only for a database holding no encrypted data: never over data that a
 *   lost key would leave unreadable.
 */
export async function openDataKey(sql: Sql, config: KeyConfig): Promise<Buffer> {
  const stored = await storedFingerprint(sql);
  const file = keyFilePath(config.dataDir);
  // rotate-key commits the database before it swaps the key files: finish a swap it did not reach.
  const next = config.dataKey ? null : readKeyFile(nextKeyPath(config.dataDir));
  if (next && stored !== null && keyFingerprint(next) === stored) return promoteNextKey(config.dataDir);

  let key = readMasterKey(config.dataKey, config.dataDir);
  const where = config.dataKey ? 'DATA_KEY' : file;

  if (key === null) {
    const sample = stored === null ? await encryptedSample(sql) : null;
    if (stored !== null || sample !== null) {
      throw new DataKeyError(
        `No data key: ${file} is missing and DATA_KEY is unset, but the database holds data encrypted with ` +
          `key ${stored ?? '(from before fingerprints)'}. Restore that key; a new one would leave the data unreadable (${HELP}).`,
      );
    }
    key = createKeyFile(file);
  }

  const fingerprint = keyFingerprint(key);
  if (stored === null) {
    const sample = await encryptedSample(sql);
    if (sample !== null && !decrypts(key, sample)) {
      throw new DataKeyError(
        `Wrong data key: the key in ${where} (fingerprint ${fingerprint}) does not decrypt the data in the database (${HELP}).`,
      );
    }
    await sql.query('insert into data_key (fingerprint) values ($1) on conflict (id) do nothing', [
      fingerprint,
    ]);
    return key;
  }
  if (stored === fingerprint) return key;
  throw new DataKeyError(
    `Wrong data key: the key in ${where} has fingerprint ${fingerprint}, but the data is encrypted with key ${stored} (${HELP}).`,
  );
}
