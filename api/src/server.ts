import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { type Config, ConfigError, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from './config.js';
import { loadMasterKey } from './lib/keys.js';

/**
 * WEB_CONCURRENCY > 1: this process only starts that many server processes sharing the port (one
 * Node process uses one core) and starts a new one when one dies. Migrations and the demo seed
 * run under a database lock, so the workers starting together is safe; the data key file is made
 * here first so that they cannot race to create it.
 */
function startWorkers(config: Config) {
  loadMasterKey(config.dataKey, config.dataDir);
  let stopping = false;
  for (let i = 0; i < config.workers; i++) cluster.fork({ API_WORKER_INDEX: String(i) });
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`API worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork({ API_WORKER_INDEX: 'replacement' });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    startWorkers(config);
    return;
  }
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().finally(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  // With several workers, the first one to start says where the product is.
  if (cluster.isWorker && process.env.API_WORKER_INDEX !== '0') return;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${config.port}`;
  const lines = [
    `Telehealth admin at ${url}${config.serveApps ? '' : ' (API only)'}  (API docs: ${url}/api/docs)`,
  ];
  if (config.adminEmail === DEMO_ADMIN_EMAIL && config.adminPassword === DEMO_ADMIN_PASSWORD) {
    lines.push(`Demo admin login: ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}`);
  } else {
    lines.push(`Admin login: ${config.adminEmail} (password from ADMIN_PASSWORD)`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
