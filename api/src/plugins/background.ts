import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MAIL_CHANNEL } from './mail.js';

/**
 * The background work of a process whose ROLE runs it (worker, or all): the mail outbox's delivery
 * and purge, and the recovery pass over refunds left under way. It starts once the schema gate is
 * open (at once after migrating at start; after the migration job otherwise), never before: each
 * loop reads tables the migrations make. Several processes may run it together (each mail and
 * each refund is claimed under a lease), so a worker killed mid-delivery loses nothing: another,
 * or the same one restarted, takes the mail over once its lease runs out.
 */
export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    let stopped = false;
    let unlisten: (() => Promise<void>) | undefined;
    const start = async () => {
      if (stopped) return;
      app.mailDelivery.start();
      app.refundDesk.start();
      // Mail queued by web processes: delivered at once rather than at the next look.
      if (app.config.smtpUrl) {
        unlisten = await app.database
          .listen(MAIL_CHANNEL, () => app.mailDelivery.kick())
          .catch((error: unknown) => {
            app.log.warn({ err: error }, 'mail notices not heard: the outbox is looked at every 5 s');
            return undefined;
          });
        if (stopped) await unlisten?.();
      }
      app.log.info({ role: app.config.role }, 'background work started: mail delivery, refund recovery');
    };
    app.addHook('onReady', async () => {
      void app.schemaGate
        .opened()
        .then(start)
        .catch((error: unknown) => app.log.error({ err: error }, 'background work did not start'));
    });
    app.addHook('preClose', async () => {
      stopped = true;
      await unlisten?.();
    });
  },
  { name: 'background', fastify: '5.x', dependencies: ['mail', 'refund-desk', 'db'] },
);
