import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests an admin is waiting for, which long work of this process gives way to. */
    interactive: InteractiveRequests;
  }
}

export interface InteractiveRequests {
  /** Requests received and not yet answered (or gone), less those marked background. */
  readonly inFlight: number;
  /**
   * Takes a request out of the count: one that lasts (a live-update stream, a CSV export) is not
   * an admin waiting, and long work that waited for it to end would wait for minutes.
   */
  background(request: FastifyRequest): void;
  /**
   * Resolves when no interactive request has been in flight for QUIET_MS (true), or after
   * `maxWaitMs` at the latest (false: the process is busy): long work calls it between two steps,
   * so it runs in the gaps between requests and, on a process that is never idle, still moves at
   * one step per `maxWaitMs`.
   */
  giveWay(maxWaitMs: number): Promise<boolean>;
}

/**
 * How long no request must have been in flight before long work goes on. A client that sends its
 * next request as soon as the last is answered (a desk of refunds, a script) leaves gaps of a
 * fraction of a millisecond: work started in one would make that next request wait for it.
 */
export const QUIET_MS = 2;

export function createInteractiveRequests(
  now: () => number = performance.now.bind(performance),
): InteractiveRequests & {
  received(request: FastifyRequest, gone: (done: () => void) => void): void;
} {
  const counted = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  let quietSince = Number.NEGATIVE_INFINITY;
  /** Long work waiting for the last request in flight to end. */
  const waiting = new Set<() => void>();
  const leave = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    inFlight--;
    if (inFlight > 0) return;
    quietSince = now();
    // Each wake removes itself: deleting the visited entry is safe in a Set's iteration, and a
    // request's end allocates nothing.
    for (const wake of waiting) wake();
  };
  /** Milliseconds until the process has been quiet for QUIET_MS; 0 when it has; null when busy. */
  const untilQuiet = () => (inFlight > 0 ? null : Math.max(0, quietSince + QUIET_MS - now()));
  /** Resolves after `ms`, or, with `untilIdle`, as soon as no request is in flight. */
  const sleep = (ms: number, untilIdle: boolean) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      if (untilIdle) waiting.add(wake);
    });
  return {
    get inFlight() {
      return inFlight;
    },
    received(request, gone) {
      counted.add(request);
      inFlight++;
      gone(() => leave(request));
    },
    background: leave,
    async giveWay(maxWaitMs) {
      const deadline = now() + maxWaitMs;
      for (;;) {
        const wait = untilQuiet();
        if (wait === 0) return true;
        const left = deadline - now();
        if (left <= 0) return false;
        // Busy: woken when the last request in flight ends (no timer ticking meanwhile, which
        // took CPU from the requests themselves); then the quiet time, looked at again after it.
        await sleep(Math.min(left, wait ?? left), wait === null);
      }
    },
  };
}

/** Counts the requests in flight: from their arrival until their answer is sent or the client goes. */
export const interactiveRequestsPlugin = fp(
  async (app: FastifyInstance) => {
    const requests = createInteractiveRequests();
    app.decorate('interactive', requests);
    app.addHook('onRequest', async (request, reply) => {
      requests.received(request, (done) => {
        reply.raw.once('finish', done);
        reply.raw.once('close', done);
      });
    });
  },
  { name: 'interactive-requests', fastify: '5.x' },
);
