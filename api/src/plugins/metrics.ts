import fp from 'fastify-plugin';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { buildInfo } from '../lib/build-info.js';
import { opsCounters } from '../lib/ops-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus metrics (served on METRICS_PORT when set). */
    metrics: Registry;
  }
}

/**
 * The application's metrics carry this prefix; the process's own (`process_*`, `nodejs_*`) keep the
 * names every Node dashboard reads.
 */
export const PREFIX = 'telehealth_';

/** A read of the database for a gauge; a failure leaves the gauge out of this scrape. */
async function readOne<T>(app: FastifyInstance, text: string): Promise<T | null> {
  try {
    const [row] = await app.database.query<T>(text);
    return row ?? null;
  } catch {
    return null;
  }
}

/** What an operator watches: requests, the pool, streams, mail, refunds, throttles, recovery. */
export function createMetrics(app: FastifyInstance): { registry: Registry; requestDuration: Histogram } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const build = buildInfo();
  new Gauge({
    name: `${PREFIX}build_info`,
    help: 'Always 1: the version and commit of the running build, and what the process runs (ROLE)',
    labelNames: ['version', 'commit', 'role'],
    registers: [registry],
  }).set({ version: build.version, commit: build.commit, role: app.config.role }, 1);
  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: "Connections of this process's database pool, by state",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'open' }, stats.total);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_waiting`,
    help: 'Queries waiting for a connection of the pool',
    registers: [registry],
    collect() {
      this.set(app.database.poolStats().waiting);
    },
  });
  new Gauge({
    name: `${PREFIX}live_event_streams`,
    help: 'Live-update streams open on this process',
    registers: [registry],
    collect() {
      // A worker (ROLE=worker) serves no streams.
      this.set(app.hasDecorator('liveEvents') ? app.liveEvents.subscribers : 0);
    },
  });
  const replica = app.readReplica;
  if (replica) {
    new Gauge({
      name: `${PREFIX}db_replica_lag_seconds`,
      help: "How far the read replica's data is behind the primary's, at its last check (NaN while it is down)",
      registers: [registry],
      collect() {
        const { lagMs } = replica.status();
        this.set(lagMs === null ? Number.NaN : lagMs / 1000);
      },
    });
    new Gauge({
      name: `${PREFIX}db_replica_up`,
      help: 'The read replica answered its last check as a streaming standby (1) or not (0)',
      registers: [registry],
      collect() {
        this.set(replica.status().up ? 1 : 0);
      },
    });
    new Gauge({
      name: `${PREFIX}db_replica_in_use`,
      help: 'Reads go to the read replica (1), or it is down or past REPLICA_MAX_LAG_MS and they go to the primary (0)',
      registers: [registry],
      collect() {
        this.set(replica.status().inUse ? 1 : 0);
      },
    });
  }
  // Figures of the whole database (all processes): each query answers one number, `n`.
  const databaseGauges = [
    {
      name: `${PREFIX}mail_outbox_pending`,
      help: 'Mails waiting for delivery (all processes)',
      query: "select count(*)::int as n from mail_outbox where status = 'pending'",
    },
    {
      name: `${PREFIX}mail_outbox_oldest_pending_age_seconds`,
      help: 'Age of the oldest mail waiting for delivery (0 when none)',
      query:
        "select extract(epoch from now() - min(created_at))::float8 as n from mail_outbox where status = 'pending'",
    },
    {
      name: `${PREFIX}refunds_under_way`,
      help: 'Refunds claimed and not yet settled (all processes); stuck ones are settled by the recovery pass',
      query: "select count(*)::int as n from refund_attempts where state = 'pending'",
    },
  ];
  for (const { name, help, query } of databaseGauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const row = await readOne<{ n: number | null }>(app, query);
        if (row) this.set(Number(row.n ?? 0));
      },
    });
  }
  new Counter({
    name: `${PREFIX}throttle_refusals_total`,
    help: 'Requests refused by a sign-in, reset or password throttle (429), by rule',
    labelNames: ['rule'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [rule, count] of opsCounters.throttleRefusals) this.inc({ rule }, count);
    },
  });
  new Counter({
    name: `${PREFIX}refund_recovery_passes_total`,
    help: 'Recovery passes over refunds left under way (start-up and timer)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(opsCounters.recoveryPasses);
    },
  });
  return { registry, requestDuration };
}

/**
 * Prometheus metrics: every answer's duration is observed; the text is served on its own port
 * (METRICS_PORT), never through the public one, so only the cluster's scraper reaches it.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { registry, requestDuration } = createMetrics(app);
    app.decorate('metrics', registry);
    app.addHook('onResponse', async (request, reply) => {
      requestDuration.observe(
        {
          method: request.method,
          // The route's pattern (never the raw URL: ids would make a series each); unknown paths as one.
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    const port = app.config.metricsPort;
    if (port === null) return;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer(async (req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        try {
          const text = await registry.metrics();
          res.writeHead(200, { 'content-type': registry.contentType }).end(text);
        } catch {
          res.writeHead(500).end();
        }
      });
      server.listen(port, app.config.host);
      await once(server, 'listening');
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise((resolve) => server?.close(resolve));
    });
  },
  { name: 'metrics', fastify: '5.x' },
);
