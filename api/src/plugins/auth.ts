import type { Role } from '../lib/permissions.js';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-error.js';
import { createSessionCache, type SessionCache } from '../lib/session-cache.js';
import { createThrottles, type Throttles } from '../lib/throttle.js';
import { sha256 } from '../lib/tokens.js';
import { namedQuery } from '../lists/index.js';

/** The admin and session of a bearer token still live (run on every request the session cache misses). */
const sessionByToken = namedQuery<{
  id: number;
  uid: string;
  email: string;
  full_name: string;
  role: Role;
  session_id: number;
  session_uid: string;
  ends_at: Date;
  last_used_stale: boolean;
  enrol_only: boolean;
}>(
  'auth_session_by_token_enrol',
  `select a.id, a.uid, a.email, a.full_name, a.role, s.id as session_id, s.uid as session_uid, s.enrol_only,
          least(t.expires_at, s.expires_at) as ends_at,
          s.last_used_at < now() - make_interval(secs => $3) as last_used_stale
     from admin_access_tokens t
     join admin_sessions s on s.id = t.session_id
     join admins a on a.id = s.admin_id
    where t.token_hash = $1 and t.expires_at > now() and s.revoked_at is null and s.expires_at > now()
      and s.last_used_at > now() - make_interval(mins => $2) and a.status = 'active'`,
);

export interface SignedInAdmin {
  id: number;
  uid: string;
  email: string;
  fullName: string;
  /** A role of lib/permissions.ts; what the request may do is checked against it (plugins/permissions.ts). */
  role: Role;
  /** admin_sessions.id and .uid of the session the request runs in. */
  sessionId: number;
  sessionUid: string;
  /** A session that may only enrol a second factor (the policy asks one of the admin, who has none). */
  enrolOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions checked in the last few seconds; ended sessions leave it through `app.sessions.end`. */
    sessionCache: SessionCache<SignedInAdmin>;
    /** Sign-in, reset and re-entered password limits, kept in the database (lib/throttle.ts). */
    throttles: Throttles;
  }
  interface FastifyRequest {
    /** Set on every route that is not public. */
    admin: SignedInAdmin | null;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** How long a checked session is taken on trust by this process (see lib/session-cache.ts). */
const SESSION_CACHE_MS = 5_000;
/** A session's last request is written at most this often (it measures the idle timeout). */
const LAST_USED_PRECISION_SECONDS = 60;

function isPublic(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (!url?.startsWith('/api')) return true; // the apps, and unknown paths (404)
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return true;
  return request.routeOptions.config?.public === true;
}

/**
 * The one gate: every /api route needs a valid access token of a live session, unless it opts
 * out with `config: { public: true }` (login, reset flow, refresh, health; the docs by path). A
 * session ends at its absolute expiry and after the idle timeout without a request.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('admin', null);
    app.decorate('sessionCache', createSessionCache<SignedInAdmin>(SESSION_CACHE_MS));
    app.decorate('throttles', createThrottles(app.database, app.lookupKey));
    const idleMinutes = app.config.sessionIdleMinutes;
    app.addHook('onRequest', async (request) => {
      if (isPublic(request)) return;
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!TOKEN.test(token)) throw unauthorized();
      const tokenHash = sha256(token);
      const cached = app.sessionCache.get(tokenHash);
      if (cached) {
        request.admin = cached;
        return;
      }
      const [row] = await sessionByToken(app.database, [tokenHash, idleMinutes, LAST_USED_PRECISION_SECONDS]);
      if (!row) throw unauthorized();
      if (row.last_used_stale && request.routeOptions.config?.passive !== true) {
        await app.database.query('update admin_sessions set last_used_at = now() where id = $1', [
          row.session_id,
        ]);
      }
      request.admin = {
        id: Number(row.id),
        uid: row.uid,
        email: row.email,
        fullName: row.full_name,
        role: row.role,
        sessionId: Number(row.session_id),
        sessionUid: row.session_uid,
        enrolOnly: Boolean(row.enrol_only),
      };
      app.sessionCache.remember(tokenHash, request.admin, new Date(row.ends_at));
    });
  },
  { name: 'auth', fastify: '5.x' },
);
