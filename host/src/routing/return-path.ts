export const HOME_PATH = '/admin/dashboard';

/**
 * Where to go after signing in: the admin page RequireSession sent the admin away from
 * (`state.from`), else the dashboard. Only /admin paths are trusted, so no link can send a fresh
 * session elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/admin(\/|\?|$)/.test(from) ? from : HOME_PATH;
}
