import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** An opaque random secret (256 bits by default), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** For high-entropy secrets (access and refresh tokens): a plain SHA-256 is enough and lets us look them up. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
