import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { LIVE_CHANNEL, RECONNECTED_NOTICE } from './live-events.js';

/** Which live sessions to end. */
export type SessionSelector =
  /** These sessions (admin_sessions.id). */
  | { sessionIds: number[] }
  /** One session by its uid, only if it belongs to this administrator (a logout). */
  | { sessionUid: string; adminId: number }
  /** Every session of these administrators, but for one kept (the one changing its own password). */
  | { adminIds: number[]; exceptSessionId?: number };

export interface Sessions {
  /**
   * Revokes the live sessions chosen, with `reason` (admin_sessions.revoked_reason), and makes
   * every API process forget them: their cached tokens are dropped and their live-update streams
   * close. This process does so before answering; the others on the database's notice, within
   * milliseconds. Give `tx` to revoke inside a transaction: the other processes are told when it
   * commits (nothing if it rolls back). Answers the ids of the sessions it ended.
   */
  end(selector: SessionSelector, reason: string, tx?: Pick<Db, 'execute'>): Promise<number[]>;
  /**
   * Makes every API process read these administrators' live sessions from the database again on
   * their next request (their role changed): cached tokens are dropped and live-update streams
   * close (the browser reopens them under the new role). Nothing is revoked. `tx` as for `end`.
   */
  refresh(selector: { adminIds: number[] }, tx?: Pick<Db, 'execute'>): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends sessions in every process at once: sign-out, password change or reset, reuse, deactivation. */
    sessions: Sessions;
  }
}

/** The notice's kind on the live channel: `sessions-ended:<id>,<id>...` or `sessions-ended:*`. */
export const SESSIONS_ENDED_NOTICE = 'sessions-ended';
/** NOTIFY carries under 8000 bytes: a longer list is sent as "every session" (each process re-checks). */
const MAX_NOTICE_IDS_LENGTH = 7_000;

function whereOf(selector: SessionSelector): SQL {
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  if ('sessionIds' in selector) return sql`id in (${list(selector.sessionIds)})`;
  if ('sessionUid' in selector) return sql`uid = ${selector.sessionUid} and admin_id = ${selector.adminId}`;
  const except = selector.exceptSessionId === undefined ? sql`` : sql` and id <> ${selector.exceptSessionId}`;
  return sql`admin_id in (${list(selector.adminIds)})${except}`;
}

function isEmpty(selector: SessionSelector): boolean {
  if ('sessionIds' in selector) return selector.sessionIds.length === 0;
  if ('adminIds' in selector) return selector.adminIds.length === 0;
  return false;
}

/** Parses a notice's body: the session ids, or 'all'. */
export function endedSessionsOf(body: string): number[] | 'all' {
  if (body === '*') return 'all';
  return body
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Session revocation that every replica honours: the revoking statement and a NOTIFY on the live
 * channel (the connection each process already holds for live updates), so a token refused by one
 * process is refused by all, and no process keeps a revoked session's stream open.
 */
export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    const forget = (ended: number[] | 'all') => {
      if (ended === 'all') app.sessionCache.clear();
      else app.sessionCache.forgetSessions(ended);
      app.liveEvents.endSessions(ended);
    };
    app.liveEvents.onNotice(SESSIONS_ENDED_NOTICE, (body) => forget(endedSessionsOf(body)));
    // Notices missed while the listening connection was down: forget every cached session (each is
    // checked against the database again on its next request).
    app.liveEvents.onNotice(RECONNECTED_NOTICE, () => app.sessionCache.clear());

    /** Tells every process (this one at once, the others at the notice) to forget these sessions. */
    const tellEveryProcess = async (ids: number[], db: Pick<Db, 'execute'>) => {
      if (!ids.length) return ids;
      const list = ids.join(',');
      const body = list.length > MAX_NOTICE_IDS_LENGTH ? '*' : list;
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`${SESSIONS_ENDED_NOTICE}:${body}`})`);
      forget(ids);
      return ids;
    };
    const idsOf = (result: unknown) =>
      (result as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));

    app.decorate('sessions', {
      async end(selector, reason, tx) {
        if (isEmpty(selector)) return [];
        const db = tx ?? app.db;
        const result = await db.execute(
          sql`update admin_sessions set revoked_at = now(), revoked_reason = ${reason}
             where ${whereOf(selector)} and revoked_at is null returning id`,
        );
        return tellEveryProcess(idsOf(result), db);
      },
      async refresh(selector, tx) {
        if (isEmpty(selector)) return [];
        const db = tx ?? app.db;
        const result = await db.execute(
          sql`select id from admin_sessions
             where ${whereOf(selector)} and revoked_at is null and expires_at > now()`,
        );
        return tellEveryProcess(idsOf(result), db);
      },
    } satisfies Sessions);
  },
  { name: 'sessions', fastify: '5.x' },
);
