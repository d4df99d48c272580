import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { createTestDatabase, type TestDatabase, testConfig } from './helper.js';

/**
 * Two API processes' worth of app on one new PostgreSQL database: each its own pool and LISTEN
 * connection, as two replicas behind a load balancer. `close` ends both and drops the database.
 */
export interface TwoProcesses {
  store: TestDatabase;
  one: FastifyInstance;
  other: FastifyInstance;
  close(): Promise<void>;
}

export async function openTwoProcesses(): Promise<TwoProcesses> {
  const store = await createTestDatabase();
  const one = await buildApp(testConfig({ databaseUrl: store.url }), { database: store.database });
  await one.ready();
  const second = await openDatabase({ databaseUrl: store.url, dataDir: '/tmp' });
  const other = await buildApp(testConfig({ databaseUrl: store.url }), { database: second });
  other.addHook('onClose', () => second.close());
  await other.ready();
  return {
    store,
    one,
    other,
    async close() {
      await other.close();
      await one.close();
      await store.drop();
    },
  };
}
