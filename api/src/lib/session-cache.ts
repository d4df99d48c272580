/**
 * Recently checked access tokens, so a burst of requests does not ask the database about the same
 * session each time (the check was one statement of every request's three or four).
 *
 * An entry lives at most `ttlMs` and never past its token's or session's end. A revocation in this
 * process (sign-out, password change or reset, refresh-token reuse) empties the cache at once;
 * another server process (WEB_CONCURRENCY > 1, several replicas) honours it within `ttlMs`.
 */
export interface SessionCache<T> {
  get(tokenHash: string): T | undefined;
  remember(tokenHash: string, value: T, endsAt: Date): void;
  /** Forgets every entry: called whenever any session is revoked. */
  clear(): void;
}

/** Beyond this many live entries the cache starts again empty (a bound, not an expected size). */
const MAX_ENTRIES = 10_000;

export function createSessionCache<T>(ttlMs: number, now: () => number = Date.now): SessionCache<T> {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(tokenHash);
      return undefined;
    },
    remember(tokenHash, value, endsAt) {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(tokenHash, { value, until: Math.min(now() + ttlMs, endsAt.getTime()) });
    },
    clear() {
      entries.clear();
    },
  };
}
