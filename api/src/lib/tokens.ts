import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** For high-entropy secrets (refresh tokens): a plain SHA-256 is enough and lets us look them up. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface AccessClaims {
  /** The session's public id (admin_sessions.uid). */
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  iat: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Access tokens are HS256 JWTs naming the session; the session row still decides (a revoked
 * session's tokens stop working at once). A JWT lets the client read `exp` and renew in time.
 */
export function signAccessToken(
  key: Buffer,
  sid: string,
  now = Date.now(),
): { token: string; expiresIn: number } {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ sid, iat, exp: iat + ACCESS_TOKEN_SECONDS })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', key).update(`${HEADER}.${payload}`).digest('base64url');
  return { token: `${HEADER}.${payload}.${signature}`, expiresIn: ACCESS_TOKEN_SECONDS };
}

export function verifyAccessToken(key: Buffer, token: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest('base64url');
  if (!safeEqual(expected, parts[2])) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
