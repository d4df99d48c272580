import { createHmac, randomBytes } from 'node:crypto';

/** Authenticator apps' defaults, which every app understands: SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone's clock a little off still signs in. */
export const TOTP_DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (the size RFC 4226 recommends for SHA-1), base32 as apps expect. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226's HOTP: the dynamic truncation of HMAC-SHA-1(secret, counter). */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpStep(unixSeconds: number): number {
  return Math.floor(unixSeconds / TOTP_STEP_SECONDS);
}

/** RFC 6238's TOTP at a time (seconds since the epoch). */
export function totp(secretBase32: string, unixSeconds: number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secretBase32), totpStep(unixSeconds), digits);
}

/**
 * The step a code matches within the drift window around `unixSeconds`, newest first; null when
 * none does. The caller refuses a step at or before the last one used (no replay).
 */
export function matchingStep(secretBase32: string, code: string, unixSeconds: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const now = totpStep(unixSeconds);
  let found: number | null = null;
  // Every candidate is computed, so the time taken does not tell which step matched.
  for (let step = now + TOTP_DRIFT_STEPS; step >= now - TOTP_DRIFT_STEPS; step--) {
    if (hotp(secret, step) === code && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(secretBase32: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
