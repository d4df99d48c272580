import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { serveBackups } from '../ops/backup-socket.js';

/**
 * On the embedded database in DATA_DIR, answers `pnpm backup` from inside this process (the only
 * one that may open the folder); see ops/backup-socket.ts. Nothing on PostgreSQL (pg_dump reads it).
 */
export const backupsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.database.kind !== 'pglite' || app.config.databaseUrl !== null) return;
    const stop = await serveBackups(
      app.database,
      app.config.dataDir,
      ({ pausedMs, files, recopied }) =>
        app.log.info({ pausedMs: Math.round(pausedMs), files, recopied }, 'data folder copied for a backup'),
      (error) => app.log.error({ err: error }, 'backup failed'),
    );
    if (stop) app.addHook('onClose', stop);
    else app.log.warn('DATA_DIR is too long a path for the backup socket: stop the API to run pnpm backup');
  },
  { name: 'backups', fastify: '5.x', dependencies: ['db'] },
);
