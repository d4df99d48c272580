import type { OutgoingHttpHeaders } from 'node:http';
import { namedQuery } from '../../lists/index.js';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { errorEnvelopeSchema } from '../../wire/envelope.js';
import type { EndStream, LiveTopic } from '../../plugins/live-events.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { can } from '../../plugins/permissions.js';

/** A stream ends after this long and the browser opens a new one: the session is checked again. */
export const STREAM_MAX_MS = 10 * 60_000;
/** Per session (a few tabs), and for the whole process. */
export const MAX_STREAMS_PER_SESSION = 5;
export const MAX_STREAMS = 500;

const eventsSchema = {
  tags: ['live updates'],
  summary: 'Server-sent events: `change` with the topics whose data changed (no row data)',
  description:
    'Each message is `event: change` with `data: {"topics":[...]}`: the screens whose data changed, as ' +
    'their modules name them (`payments`; `people` stands for doctors, patients and clinics), only those ' +
    "the admin's role may read. The stream ends after 10 minutes and the client reconnects. Opening it " +
    'does not count as activity for the idle timeout.',
  response: {
    200: {
      description: 'The stream: `retry`, `event: ready`, then `event: change` messages and heartbeats',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    401: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
    503: errorEnvelopeSchema,
  },
} as const;

const liveSession = namedQuery(
  'live_events_session_check',
  `select 1 from admin_sessions
    where id = $1 and revoked_at is null and expires_at > now()
      and last_used_at > now() - make_interval(mins => $2)`,
);

async function sessionIsLive(app: FastifyInstance, sessionId: number): Promise<boolean> {
  try {
    const rows = await liveSession(app.database, [sessionId, app.config.sessionIdleMinutes]);
    return rows.length > 0;
  } catch {
    // The database away: the stream ends and the browser falls back to polling until it is back.
    return false;
  }
}

/** GET /events: the live-update stream of the signed-in admin's browser. */
export async function liveEventRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const perSession = new Map<number, number>();
  let open = 0;

  app.get(
    '/events',
    { schema: eventsSchema, config: { passive: true, permission: 'account.self' } },
    async (request, reply) => {
      const sessionId = request.admin!.sessionId;
      if (open >= MAX_STREAMS)
        throw new HttpError(503, 'Live updates are busy; the page will check for changes itself');
      if ((perSession.get(sessionId) ?? 0) >= MAX_STREAMS_PER_SESSION) {
        throw new HttpError(429, 'Too many live-update streams for this session; close some tabs');
      }
      open += 1;
      perSession.set(sessionId, (perSession.get(sessionId) ?? 0) + 1);

      // A stream lasts: nothing that gives way to requests in flight should wait for it to end.
      app.interactive.background(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // What the hooks set for every answer (security headers, request id): a hijacked reply
        // skips the send hooks, so they are written here.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx would otherwise hold the events back in its buffer.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n\nevent: ready\ndata: {}\n\n');

      let ended = false;
      const send = (changed: LiveTopic[]) => {
        // Only the topics the admin's role may read, by the permission their module declared (a
        // stream is re-opened, and re-checked, every 10 minutes).
        const topics = changed.filter((topic) => {
          const permission = app.registry.liveTopics.get(topic);
          return permission !== undefined && can(request, permission);
        });
        if (!ended && topics.length) res.write(`event: change\ndata: ${JSON.stringify({ topics })}\n\n`);
      };
      // A comment line now and then keeps proxies and the idle timeout from closing a quiet stream;
      // each beat checks the session too: a logout, its idle timeout or its end closes the stream.
      const heartbeat = setInterval(async () => {
        // (An ended session's stream is closed at once by app.sessions.end in every process; this
        // check catches the idle timeout and the session's absolute end.)
        if (await sessionIsLive(app, sessionId)) res.write(': keep-alive\n\n');
        else end();
      }, app.config.liveHeartbeatMs);
      const end: EndStream = (retryMs) => {
        if (ended) return;
        ended = true;
        if (retryMs !== undefined) res.write(`retry: ${retryMs}\n\n`);
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        open -= 1;
        const left = (perSession.get(sessionId) ?? 1) - 1;
        if (left > 0) perSession.set(sessionId, left);
        else perSession.delete(sessionId);
        res.end();
      };
      const lifetime = setTimeout(end, STREAM_MAX_MS);
      const unsubscribe = app.liveEvents.subscribe(send, end, sessionId);
      request.raw.on('close', () => end());
      res.on('error', () => end());
    },
  );
}
