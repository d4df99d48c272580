import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plain SQL and the lock, for queries drizzle does not express well. */
    database: Database;
    /** drizzle-orm. */
    db: Db;
  }
}

/** Makes the (already migrated) database available to every route; closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; owned: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.owned) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db', fastify: '5.x' },
);
