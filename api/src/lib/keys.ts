import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The 32-byte master key: DATA_KEY when given, else DATA_DIR/data.key, created on first start.
 * Losing it makes encrypted patient data unreadable, so it is reused, never regenerated.
 */
export function loadMasterKey(dataKey: string | null, dataDir: string): Buffer {
  if (dataKey) return Buffer.from(dataKey, 'base64');
  const file = path.join(dataDir, 'data.key');
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** One independent key per purpose, so no key serves two jobs. */
export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `telehealth:${purpose}`, 32));
}

export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}
