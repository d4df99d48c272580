import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes announced by the database, relayed to the admins' live-update streams. */
    liveEvents: LiveEvents;
  }
}

/**
 * The channel the database's triggers announce on (migration 0530). The same connection carries
 * the API's own notices between processes: `<kind>:<body>` (see `onNotice`), never a topic name.
 */
export const LIVE_CHANNEL = 'admin_events';

/**
 * The name of a screen whose data changed (`payments`), as a module declares it with the
 * permission that may hear it (plugins/registry.ts); `people` (the users table) stands for
 * doctors, patients and clinics.
 */
export type LiveTopic = string;

/** Announcements within this window go out together, so a burst of writes is one message. */
const COALESCE_MS = 200;

/** The notice every process gives itself when its listening connection is back after a drop. */
export const RECONNECTED_NOTICE = 'listen-reconnected';

/** Ends a stream; `retryMs`, when given, is the reconnection delay the browser is told first. */
export type EndStream = (retryMs?: number) => void;

/** A stream closing because the server stops: the browser comes back soon, to another process. */
export const SHUTDOWN_RETRY_MS = 1_000;

export interface LiveEvents {
  /**
   * `send` receives the topics that changed; `end` is called when the stream's session ends (in
   * any process) or the server closes (the stream must end then, or closing would wait for it).
   * The answer unsubscribes.
   */
  subscribe(send: (topics: LiveTopic[]) => void, end: EndStream, sessionId?: number): () => void;
  readonly subscribers: number;
  /** Relays a payload of the channel: a topic that changed, or a notice (`<kind>:<body>`). */
  announce(payload: string): void;
  /** Ends the streams of these sessions at once ('all': every stream). */
  endSessions(sessionIds: Iterable<number> | 'all'): void;
  /** Calls `handler` with the body of every `<kind>:<body>` notice on the channel. */
  onNotice(kind: string, handler: (body: string) => void): void;
  /**
   * Calls `handler` with every change announced on the channel (a topic, declared or not), as it
   * arrives: the streams hear the declared ones coalesced, later.
   */
  onTopic(handler: (topic: LiveTopic) => void): void;
}

interface Subscriber {
  end: EndStream;
  sessionId: number | undefined;
}

/** `isTopic`: whether a payload on the channel is a declared topic (anything else is not relayed). */
export function createLiveEvents(
  isTopic: (payload: string) => boolean,
): LiveEvents & { stop(retryMs?: number): void } {
  const listeners = new Map<(topics: LiveTopic[]) => void, Subscriber>();
  const noticeHandlers = new Map<string, ((body: string) => void)[]>();
  const topicHandlers: ((topic: LiveTopic) => void)[] = [];
  const pending = new Set<LiveTopic>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const topics = [...pending];
    pending.clear();
    for (const send of listeners.keys()) send(topics);
  };
  return {
    subscribe(send, end, sessionId) {
      listeners.set(send, { end, sessionId });
      return () => {
        listeners.delete(send);
      };
    },
    get subscribers() {
      return listeners.size;
    },
    announce(payload) {
      const colon = payload.indexOf(':');
      if (colon > 0) {
        for (const handler of noticeHandlers.get(payload.slice(0, colon)) ?? [])
          handler(payload.slice(colon + 1));
        return;
      }
      // A change of any table (declared topic or not) is told at once to those who keep reads.
      for (const handler of topicHandlers) handler(payload);
      // Anything else on the channel is not ours to relay.
      if (!isTopic(payload)) return;
      pending.add(payload);
      timer ??= setTimeout(flush, COALESCE_MS);
    },
    endSessions(sessionIds) {
      const ended = sessionIds === 'all' ? null : new Set(sessionIds);
      for (const [send, subscriber] of [...listeners]) {
        if (ended && (subscriber.sessionId === undefined || !ended.has(subscriber.sessionId))) continue;
        listeners.delete(send);
        subscriber.end();
      }
    },
    onNotice(kind, handler) {
      noticeHandlers.set(kind, [...(noticeHandlers.get(kind) ?? []), handler]);
    },
    onTopic(handler) {
      topicHandlers.push(handler);
    },
    stop(retryMs) {
      clearTimeout(timer);
      const subscribers = [...listeners.values()];
      listeners.clear();
      for (const subscriber of subscribers) subscriber.end(retryMs);
    },
  };
}

/** Listens on the database's channel for the process's lifetime. */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const live = createLiveEvents((payload) => app.registry.liveTopics.has(payload));
    app.decorate('liveEvents', live);
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      unlisten = await app.database.listen(
        LIVE_CHANNEL,
        (payload) => live.announce(payload),
        // Notices sent while the connection was down were missed: whoever listens for them is told.
        () => live.announce(`${RECONNECTED_NOTICE}:`),
      );
    });
    app.addHook('preClose', async () => {
      live.stop(SHUTDOWN_RETRY_MS);
      await unlisten?.();
    });
  },
  { name: 'live-events', fastify: '5.x', dependencies: ['registry'] },
);
