import { create } from 'zustand';

/**
 * What the API's live-update stream announces: the name of a screen whose data changed, as the API
 * module owning the screen declares it (`payments`; `people` stands for doctors, patients and
 * clinics). Never the changed data itself. Open, so a new screen's topic needs no change here.
 */
export type LiveTopic = string;

type Listener = (topics: LiveTopic[]) => void;

// Module state of the shared singleton: the host publishes, every app's screens listen.
const listeners = new Set<Listener>();

/** Called by the host for each change the stream announces. */
export function publishLiveChanges(topics: LiveTopic[]): void {
  for (const listener of listeners) listener(topics);
}

/** Calls `listener` with each announced change; the answer unsubscribes. */
export function onLiveChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the stream is open; while it is not, the host polls instead. */
export const useLiveStatus = create<{ connected: boolean }>(() => ({ connected: false }));
