// `node dist/ops/migrate-cli.js`: what an API process does before it listens (migrations, the data
// key check, the first administrator, the demo data when asked), then exits: the one-shot
// migration job that the API replicas wait for in compose and Kubernetes. Safe to run again.
import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { DataKeyError } from '../lib/data-key.js';

try {
  const config = loadConfig();
  // It migrates whatever MIGRATE_ON_START and ROLE say (the job may share the API's settings).
  const app = await buildApp({ ...config, metricsPort: null, migrateOnStart: true, role: 'web' });
  await app.close();
  console.log('Database migrated');
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataKeyError ? error.message : error);
  process.exit(error instanceof ConfigError || error instanceof DataKeyError ? 78 : 1);
}
