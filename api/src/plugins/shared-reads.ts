import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wroteDuring } from '../lib/audit-log.js';
import { readsFor } from '../db/replica.js';
import type { Db } from '../db/client.js';
import { type SharedRead, sharedRead } from '../lib/shared-read.js';
import { RECONNECTED_NOTICE } from './live-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A read shared by the requests of the next `maxAgeMs` (lib/shared-read.ts), for reads polled by
     * every open screen (the dashboard's figures): forgotten on every change the database announces
     * and after every write request of this process, before its answer leaves.
     */
    sharedRead<T>(maxAgeMs: number): SharedRead<T>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sharedReadsPlugin = fp(
  async (app: FastifyInstance) => {
    const reads: SharedRead<unknown>[] = [];
    const forgetAll = () => {
      for (const read of reads) read.forget();
    };
    app.decorate('sharedRead', <T>(maxAgeMs: number) => {
      const read = sharedRead<T>(maxAgeMs);
      reads.push(read as SharedRead<unknown>);
      return read;
    });
    app.liveEvents.onTopic(forgetAll);
    // Changes made while the listening connection was down were not announced.
    app.liveEvents.onNotice(RECONNECTED_NOTICE, forgetAll);
    // A write route forgets before its answer leaves (its own change is announced a moment later):
    // the admin's next read sees it. A read route forgets when it wrote all the same (an enquiry
    // marked read as it is opened: `noteWrite`).
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const reads = methods.every((method) => SAFE_METHODS.has(method));
      const forgetOnSend = (
        request: FastifyRequest,
        _reply: unknown,
        payload: unknown,
        done: (error: null, payload: unknown) => void,
      ) => {
        if (!reads || wroteDuring(request)) forgetAll();
        done(null, payload);
      };
      const existing = route.onSend ?? [];
      route.onSend = [
        ...(Array.isArray(existing) ? existing : [existing]),
        forgetOnSend,
      ] as typeof route.onSend;
    });
  },
  { name: 'shared-reads', fastify: '5.x', dependencies: ['live-events'] },
);

/**
 * How long a read of the moment answers what many pages show beside their rows. Any change the
 * database announces, or a write here, forgets it at once: the age only bounds what a change
 * nobody announced (a replica still replaying it) can hide.
 */
export const MOMENT_MAX_AGE_MS = 1_000;

/**
 * `load` on the request's reads (the replica when it may answer), shared by the requests of the
 * moment (`app.sharedRead`): per database that answers, so a replica's reading never serves a
 * request pinned to the primary. For what many pages show beside their rows (a filter's choices,
 * an unread count) and what screens poll.
 */
export function readOfTheMoment<T>(
  app: FastifyInstance,
  load: (db: Db) => Promise<T>,
  maxAgeMs = MOMENT_MAX_AGE_MS,
) {
  const shared = app.sharedRead<T>(maxAgeMs);
  return () => shared.read(readsFor(app.database), () => load(app.reads.db));
}
