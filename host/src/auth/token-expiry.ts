import { useSessionStore } from '@telehealth/shared/session';

/**
 * When the admin's access token expires, in epoch milliseconds: from the token itself when it is a
 * JWT with `exp`, else from the `expires_in` the API answered with it (remembered here and in the
 * session store).
 */
const answeredLifetimes = new Map<string, number>();

export function rememberTokenLifetime(token: string | undefined, expiresInSeconds: number | undefined): void {
  if (!token || typeof expiresInSeconds !== 'number' || !Number.isFinite(expiresInSeconds)) return;
  answeredLifetimes.clear();
  answeredLifetimes.set(token, Date.now() + expiresInSeconds * 1000);
}

function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function tokenExpiresAt(token: string): number | null {
  const session = useSessionStore.getState().session;
  const stored = session?.token === token ? session.expiresAt : undefined;
  return jwtExpiry(token) ?? answeredLifetimes.get(token) ?? stored ?? null;
}
