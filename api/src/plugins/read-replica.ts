import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Database } from '../db/client.js';
import { lsnValue, openReadReplica, type ReadReplica } from '../db/replica.js';
import { wroteDuring } from '../lib/audit-log.js';
import { LIVE_CHANNEL, RECONNECTED_NOTICE } from './live-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The read database, for reads that decide nothing (a list's filter choices, a total, a
     * trend): inside a route that declares `config: { reads: 'replica' }` it is the read replica
     * while the replica is fit and holds the admin's own writes; the primary anywhere else, and
     * always without DATABASE_READ_URL. The list engine (readList, an export's batches) chooses
     * it by itself.
     */
    reads: Database;
    /** The replica behind `reads` and its state (metrics); null without DATABASE_READ_URL. */
    readReplica: ReadReplica | null;
    /**
     * The request's admin has written: their reads stay on the primary, in every process, until the
     * replica has replayed it. Called for every write request; call it after a write that lands
     * once the answer has started (an export's audit entry). Nothing without a replica.
     */
    readYourWrites(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * 'replica': the route only reads, and nothing it reads decides a write (a list, an export,
     * search, totals, trends): its reads may go to the read replica (docs/operations.md).
     */
    reads?: 'replica';
  }
}

/** The notice on the live channel: `replica-pin:<admin id or *>@<WAL position>`. */
export const REPLICA_PIN_NOTICE = 'replica-pin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DATABASE_READ_URL: the read replica. Routes that declare `reads: 'replica'` run with their reads
 * on it (ReadReplica.run); every write request pins its admin's reads to the primary until the
 * replica has replayed the write's WAL position, told to every process on the live channel.
 */
export const readReplicaPlugin = fp(
  async (app: FastifyInstance) => {
    const { databaseReadUrl, replicaMaxLagMs, replicaCheckMs } = app.config;
    const replica =
      databaseReadUrl && app.database.kind === 'postgres'
        ? openReadReplica(app.database, {
            url: databaseReadUrl,
            maxLagMs: replicaMaxLagMs,
            checkMs: replicaCheckMs,
            log: app.log,
          })
        : null;
    app.decorate('readReplica', replica);
    app.decorate('reads', replica?.reads ?? app.database);

    if (!replica) {
      app.decorate('readYourWrites', async () => undefined);
      return;
    }

    /** The primary's WAL position now, kept here and told to the other processes in one statement. */
    async function pin(adminId: number | null) {
      const [row] = await app.database.query<{ lsn: string }>(
        `select l::text as lsn, pg_notify($1, $2 || l::text) from (select pg_current_wal_lsn() as l) s`,
        [LIVE_CHANNEL, `${REPLICA_PIN_NOTICE}:${adminId ?? '*'}@`],
      );
      replica?.pin(adminId, lsnValue(row.lsn));
    }
    app.decorate('readYourWrites', async (request: FastifyRequest) => {
      if (!request.admin) return;
      await pin(request.admin.id).catch((error: unknown) =>
        request.log.warn({ err: error }, 'read replica: the write could not be pinned to the primary'),
      );
    });

    app.liveEvents.onNotice(REPLICA_PIN_NOTICE, (body) => {
      const match = /^(\d+|\*)@([0-9A-F]+\/[0-9A-F]+)$/i.exec(body);
      if (match) replica.pin(match[1] === '*' ? null : Number(match[1]), lsnValue(match[2]));
    });
    // Pins told while the listening connection was down were missed: every admin waits for the
    // replica to reach where the primary is now.
    app.liveEvents.onNotice(RECONNECTED_NOTICE, () => replica.waitForPrimary());

    app.addHook('onRoute', (route) => {
      if (route.config?.reads !== 'replica') return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function readingFromReplica(request, reply) {
        return replica.run(request.admin?.id ?? null, () => handler.call(this, request, reply));
      };
    });

    // Before the answer leaves: the admin's next request, to whichever process, reads the write.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!SAFE_METHODS.has(request.method) || wroteDuring(request)) await app.readYourWrites(request);
      return payload;
    });

    app.addHook('onReady', async () => replica.start());
    app.addHook('onClose', async () => replica.stop());
  },
  { name: 'read-replica', fastify: '5.x', dependencies: ['db', 'live-events'] },
);
