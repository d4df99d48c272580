import type { APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './session';

/** The API's envelope: every answer carries its payload in `data`. */
interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export interface AdminTokens {
  token: string;
  session_id: string;
}

/** Signs in through the API; null when the password is refused (no throw, so callers can probe). */
export async function apiSignIn(
  request: APIRequestContext,
  password: string = ADMIN_PASSWORD,
): Promise<AdminTokens | null> {
  const response = await request.post('/api/auth/local/admin', {
    data: { username: ADMIN_EMAIL, password },
  });
  if (!response.ok()) return null;
  return ((await response.json()) as Envelope<AdminTokens>).data;
}

/**
 * A signed-in administrator's view of the API, for specs that look up demo rows rather than
 * hard-coding them. `timeZone` is sent as the `timezone` header (day ranges depend on it).
 */
export async function adminApi(request: APIRequestContext, timeZone = 'UTC') {
  const tokens = await apiSignIn(request);
  if (!tokens) throw new Error('the API refused the demo administrator');
  const headers = { Authorization: `Bearer ${tokens.token}`, timezone: timeZone };
  return {
    tokens,
    async get<T>(path: string, params: Record<string, unknown> = {}): Promise<T> {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params))
        query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      const url = query.size ? `/api${path}?${query}` : `/api${path}`;
      const response = await request.get(url, { headers });
      if (!response.ok()) throw new Error(`GET ${url}: ${response.status()} ${await response.text()}`);
      return ((await response.json()) as Envelope<T>).data;
    },
  };
}

/**
 * Puts the demo administrator's password back to ADMIN_PASSWORD whatever a spec left it as: every
 * other spec signs in with it, and all spec files share one database. `tried` are the passwords the
 * spec may have set. Throws when none of them signs in, so a broken restore is never silent.
 */
export async function restoreAdminPassword(request: APIRequestContext, tried: string[]): Promise<void> {
  if (await apiSignIn(request, ADMIN_PASSWORD)) return;
  for (const password of tried) {
    const tokens = await apiSignIn(request, password);
    if (!tokens) continue;
    const headers = { Authorization: `Bearer ${tokens.token}` };
    const me = (await (await request.get('/api/user/me', { headers })).json()) as Envelope<{
      user: { uid: string };
    }>;
    const changed = await request.post('/api/auth/password/change', {
      headers,
      data: { uid: me.data.user.uid, current_password: password, new_password: ADMIN_PASSWORD },
    });
    if (changed.ok()) return;
    throw new Error(`could not restore the admin password: ${changed.status()} ${await changed.text()}`);
  }
  throw new Error('could not restore the admin password: no known password signs in');
}
