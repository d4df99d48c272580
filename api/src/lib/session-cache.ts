/**
 * Recently checked access tokens, so a burst of requests does not ask the database about the same
 * session each time (the check was one statement of every request's three or four).
 *
 * An entry lives at most `ttlMs` and never past its token's or session's end. Ending a session
 * (plugins/sessions.ts) evicts its entries here at once and, through the database's LISTEN/NOTIFY
 * channel, in every other server process within milliseconds; `ttlMs` only bounds how long a
 * process that missed the notice (its listening connection down) keeps an entry.
 */
export interface SessionCache<T extends { sessionId: number }> {
  get(tokenHash: string): T | undefined;
  remember(tokenHash: string, value: T, endsAt: Date): void;
  /** Forgets the entries of these sessions. */
  forgetSessions(sessionIds: Iterable<number>): void;
  /** Forgets every entry (a notice too long to name its sessions, a lost listening connection). */
  clear(): void;
  readonly size: number;
}

/** Beyond this many live entries the cache starts again empty (a bound, not an expected size). */
const MAX_ENTRIES = 10_000;

export function createSessionCache<T extends { sessionId: number }>(
  ttlMs: number,
  now: () => number = Date.now,
): SessionCache<T> {
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
    forgetSessions(sessionIds) {
      const ended = new Set(sessionIds);
      if (!ended.size) return;
      for (const [tokenHash, entry] of entries) {
        if (ended.has(entry.value.sessionId)) entries.delete(tokenHash);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
