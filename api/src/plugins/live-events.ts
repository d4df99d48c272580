import type { FastifyInstance } from 'fastify';
import { appPlugin } from '../lib/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes announced by the database, relayed to the admins' live-update streams. */
    liveEvents: LiveEvents;
  }
}

/** The channel the database's triggers announce on (migration 0530). */
export const LIVE_CHANNEL = 'admin_events';

/** The topics a screen can follow; `people` (the users table) stands for doctors, patients and clinics. */
export const LIVE_TOPICS = [
  'people',
  'appointments',
  'payments',
  'specialties',
  'services',
  'board-certifications',
  'enquiries',
  'notifications',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

const isTopic = (value: string): value is LiveTopic => (LIVE_TOPICS as readonly string[]).includes(value);

/** Announcements within this window go out together, so a burst of writes is one message. */
const COALESCE_MS = 200;

export interface LiveEvents {
  /**
   * `send` receives the topics that changed; `end` is called when the server closes (the stream
   * must end then, or closing would wait for it). The answer unsubscribes.
   */
  subscribe(send: (topics: LiveTopic[]) => void, end: () => void): () => void;
  readonly subscribers: number;
  /** Relays a change (the database's announcements arrive here). */
  announce(topic: string): void;
}

export function createLiveEvents(): LiveEvents & { stop(): void } {
  const listeners = new Map<(topics: LiveTopic[]) => void, () => void>();
  const pending = new Set<LiveTopic>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const topics = [...pending];
    pending.clear();
    for (const send of listeners.keys()) send(topics);
  };
  return {
    subscribe(send, end) {
      listeners.set(send, end);
      return () => {
        listeners.delete(send);
      };
    },
    get subscribers() {
      return listeners.size;
    },
    announce(topic) {
      // Anything else on the channel is not ours to relay.
      if (!isTopic(topic)) return;
      pending.add(topic);
      timer ??= setTimeout(flush, COALESCE_MS);
    },
    stop() {
      clearTimeout(timer);
      const ends = [...listeners.values()];
      listeners.clear();
      for (const end of ends) end();
    },
  };
}

/** Listens on the database's channel for the process's lifetime. */
export const liveEventsPlugin = appPlugin(async (app: FastifyInstance) => {
  const live = createLiveEvents();
  app.decorate('liveEvents', live);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(LIVE_CHANNEL, (payload) => live.announce(payload));
  });
  app.addHook('preClose', async () => {
    live.stop();
    await unlisten?.();
  });
}, 'live-events');
