import type { APIRequestContext } from '@playwright/test';
import type { ApiAnswer, ApiMethod, ApiPath, ApiPaths } from '@telehealth/shared/contracts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './session';

/** The API's envelope: every answer carries its payload in `data`. */
interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** The API's GET paths without '/api', as its OpenAPI document writes them: '/user/calls/{id}'. */
export type GetPath = {
  [P in ApiPath]: P extends `/api${infer Rest}` ? ('get' extends keyof ApiPaths[P] ? Rest : never) : never;
}[ApiPath];

/** What a GET of `P` answers (the envelope's `data`), as generated from the API's OpenAPI document. */
export type GetAnswer<P extends GetPath> = `/api${P}` extends infer Full extends ApiPath
  ? ApiAnswer<Full, 'get' & ApiMethod<Full>>
  : never;

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
    /**
     * GET `path` ('/user/calls/{id}', its `{names}` filled from `ids`) with `params` as its query;
     * answers the envelope's data, typed from the API's own contract.
     */
    async get<P extends GetPath>(
      path: P,
      params: Record<string, unknown> = {},
      ids: Record<string, string | number> = {},
    ): Promise<GetAnswer<P>> {
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (ids[name] === undefined) throw new Error(`GET ${path}: no value for {${name}}`);
        return encodeURIComponent(String(ids[name]));
      });
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params))
        query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      const url = query.size ? `/api${filled}?${query}` : `/api${filled}`;
      const response = await request.get(url, { headers });
      if (!response.ok()) throw new Error(`GET ${url}: ${response.status()} ${await response.text()}`);
      return ((await response.json()) as Envelope<GetAnswer<P>>).data;
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

/**
 * `value`, or a clear failure when the API answered null for it: the contract allows null where a
 * spec's demo row must have a value (a succeeded payment's transaction id, say).
 */
export function given<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`the API answered no ${what}`);
  return value;
}
