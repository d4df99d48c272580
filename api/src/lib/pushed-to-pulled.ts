/** Thrown into a producer whose consumer stopped reading. */
export class ConsumerStopped extends Error {
  constructor() {
    super('The consumer stopped reading');
  }
}

/**
 * Turns a producer that pushes items (awaiting each `emit` before making the next) into an async
 * generator that pulls them: `emit` resolves only when the consumer asks for the next item, so at
 * most one item is in hand at a time. When the consumer stops early, the pending `emit` rejects
 * with ConsumerStopped (the producer unwinds, e.g. rolls its transaction back) and the generator's
 * `return` waits for that. A producer's own error is thrown to the consumer.
 */
export function pushedToPulled<T>(
  produce: (emit: (item: T) => Promise<void>) => Promise<unknown>,
): AsyncGenerator<T> {
  type Slot = { item: T; resume: () => void; stop: (error: Error) => void };
  let slot: Slot | null = null;
  let waiting: (() => void) | null = null;
  let stopped = false;
  let finished = false;
  let failure: unknown = null;

  const wake = () => {
    const resume = waiting;
    waiting = null;
    resume?.();
  };
  const emit = (item: T) =>
    new Promise<void>((resume, stop) => {
      if (stopped) {
        stop(new ConsumerStopped());
        return;
      }
      slot = { item, resume, stop };
      wake();
    });

  let started: Promise<void> | null = null;
  const start = () => {
    started ??= Promise.resolve()
      .then(() => produce(emit))
      .then(
        () => undefined,
        (error) => {
          if (!(error instanceof ConsumerStopped)) failure = error;
        },
      )
      .finally(() => {
        finished = true;
        wake();
      });
    return started;
  };

  return (async function* pulled() {
    start();
    let inHand: Slot | null = null;
    try {
      for (;;) {
        if (!slot && !finished) await new Promise<void>((resume) => (waiting = resume));
        const current = slot as Slot | null;
        if (current) {
          slot = null;
          inHand = current;
          yield current.item;
          inHand = null;
          current.resume();
          continue;
        }
        if (finished) {
          if (failure) throw failure;
          return;
        }
      }
    } finally {
      if (!finished) {
        stopped = true;
        const pending = inHand ?? slot;
        pending?.stop(new ConsumerStopped());
        await start();
      }
    }
  })();
}
