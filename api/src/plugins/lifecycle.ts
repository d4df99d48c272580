import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface Lifecycle {
  /** True from the stop signal on: readiness fails so load balancers stop sending new requests. */
  readonly draining: boolean;
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Where the process stands in its life: serving, or draining before it closes. */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    } satisfies Lifecycle);
  },
  { name: 'lifecycle', fastify: '5.x' },
);
