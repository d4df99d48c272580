import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Where the data key lives when DATA_KEY is unset. */
export function keyFilePath(dataDir: string): string {
  return path.join(dataDir, 'data.key');
}

/** A 32-byte key from its base64 text; `source` names it in the error. */
export function parseKey(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source} does not hold a 32-byte base64 key`);
  return key;
}

/** The key in a file, or null when there is no such file. */
export function readKeyFile(file: string): Buffer | null {
  return existsSync(file) ? parseKey(readFileSync(file, 'utf8'), file) : null;
}

/**
 * The 32-byte master key as configured: DATA_KEY when given, else DATA_DIR/data.key, or null when
 * neither exists. Whether a new one may be made is for lib/data-key.ts to say: never over data
 * that is already encrypted.
 */
export function readMasterKey(dataKey: string | null, dataDir: string): Buffer | null {
  if (dataKey) return parseKey(dataKey, 'DATA_KEY');
  return readKeyFile(keyFilePath(dataDir));
}

/** Writes `key` to a new file (never over an existing one), flushed to disk before it returns. */
export function writeKeyFile(file: string, key: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, `${key.toString('base64')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a new random key to `file` (never over an existing one) and returns it. */
export function createKeyFile(file: string): Buffer {
  const key = randomBytes(32);
  writeKeyFile(file, key);
  return key;
}

/** One independent key per purpose, so no key serves two jobs. */
export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `telehealth:${purpose}`, 32));
}

export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** A short public name of a key (what the database stores and messages show); reveals nothing of it. */
export function keyFingerprint(master: Buffer): string {
  return hmac(deriveKey(master, 'fingerprint'), 'telehealth data key').slice(0, 16);
}
