import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Config, ConfigError, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from './config.js';
import { DataKeyError } from './lib/data-key.js';
import { databaseErrorCode, isDatabaseUnavailable } from './lib/db-errors.js';
import { runExitHooks } from './lib/exit-hooks.js';
import { backoffDelay, workerRestarts } from './lib/restart-backoff.js';

/** Exit status of a process that cannot start as configured (sysexits' EX_CONFIG): not retried. */
const EXIT_CONFIG = 78;

/**
 * WEB_CONCURRENCY > 1: this process only starts that many server processes sharing the port (one
 * Node process uses one core) and starts a new one when one dies, with growing waits while they
 * keep dying young (restart-backoff.ts). Migrations, the data key check and the demo seed run
 * under a database lock, so the workers starting together is safe. A worker that cannot start as
 * configured (a wrong data key) stops them all: another would fail the same way.
 */
function startWorkers(config: Config) {
  let stopping = false;
  const restarts = workerRestarts();
  const startedAt = new Map<number, number>();
  const fork = (index: string) => {
    const worker = cluster.fork({ API_WORKER_INDEX: index });
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < config.workers; i++) fork(String(i));
  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker.id) ?? Date.now();
    startedAt.delete(worker.id);
    if (stopping) return;
    if (code === EXIT_CONFIG) {
      console.error(`API worker ${worker.process.pid} cannot start as configured; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = EXIT_CONFIG;
      return;
    }
    const delay = restarts.delayAfterDeath(started);
    console.error(
      `API worker ${worker.process.pid} exited (${signal ?? code}); starting another${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) fork('replacement');
    }, delay);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      setTimeout(() => process.exit(0), config.drainSeconds * 1000 + 10_000).unref();
    });
  }
}

/** host:port/name of the database (never its credentials), for the retry line. */
function databaseName(config: Config): string {
  if (!config.databaseUrl) return 'PGlite';
  try {
    const url = new URL(config.databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'the database';
  }
}

/** Builds the app, waiting for the database with growing pauses and one line per try while it is away. */
async function buildWhenDatabaseAnswers(config: Config): Promise<FastifyInstance> {
  for (let failures = 1; ; failures++) {
    try {
      return await buildApp(config);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const delay = backoffDelay(failures);
      console.error(
        `Database ${databaseName(config)} not reachable (${databaseErrorCode(error) ?? 'no answer'}); try ${failures}, next in ${delay / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Readiness fails first (for SHUTDOWN_DRAIN_SECONDS, while load balancers notice), then the server
 * closes: no new connections, live-update streams told to come back in a second (to another
 * process), requests in flight answered before the process exits.
 */
async function stopGracefully(app: FastifyInstance, config: Config) {
  app.lifecycle.drain();
  if (config.drainSeconds > 0)
    await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
  await app.close().catch((error) => app.log.error(error, 'closing failed'));
  await runExitHooks();
  process.exit(0);
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    startWorkers(config);
    return;
  }
  const app = await buildWhenDatabaseAnswers(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopGracefully(app, config));
  }
  await app.listen({ port: config.port, host: config.host });
  // With several workers, the first one to start says where the product is.
  if (cluster.isWorker && process.env.API_WORKER_INDEX !== '0') return;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${config.port}`;
  if (config.role === 'worker') {
    console.log(
      `Telehealth admin worker at ${url} (probes only: /api/health/live, /api/health/ready): mail delivery and refund recovery`,
    );
    return;
  }
  const lines = [
    `Telehealth admin at ${url}${config.serveApps ? '' : ' (API only)'}  (API docs: ${url}/api/docs)`,
  ];
  if (config.adminEmail === DEMO_ADMIN_EMAIL && config.adminPassword === DEMO_ADMIN_PASSWORD) {
    lines.push(`Demo admin login: ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}`);
  } else if (config.adminPassword !== null) {
    lines.push(`Admin login: ${config.adminEmail} (password from ADMIN_PASSWORD)`);
  } else {
    lines.push(
      `Admin login: ${config.adminEmail} (the password you chose, or the setup link above on a first start)`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataKeyError) {
    console.error(error.message);
    process.exit(EXIT_CONFIG);
  }
  console.error(error);
  process.exit(1);
});
