import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConsumerStopped, pushedToPulled } from './pushed-to-pulled.js';

describe('pushedToPulled', () => {
  test('hands over items one at a time, in order', async () => {
    let made = 0;
    const items = pushedToPulled<number>(async (emit) => {
      for (let i = 1; i <= 3; i++) {
        made = i;
        await emit(i);
      }
    });
    const seen: number[] = [];
    for await (const item of items) {
      seen.push(item);
      // The producer waits for the consumer: it has made no more than what was taken.
      assert.equal(made, item);
    }
    assert.deepEqual(seen, [1, 2, 3]);
  });

  test('a consumer that stops early makes the pending emit throw, and waits for the producer to unwind', async () => {
    let unwound: unknown = null;
    const items = pushedToPulled<number>(async (emit) => {
      try {
        for (let i = 1; ; i++) await emit(i);
      } catch (error) {
        unwound = error;
        throw error;
      }
    });
    for await (const item of items) if (item === 2) break;
    assert.ok(unwound instanceof ConsumerStopped);
  });

  test("the producer's error reaches the consumer", async () => {
    const items = pushedToPulled<number>(async (emit) => {
      await emit(1);
      throw new Error('broken');
    });
    const seen: number[] = [];
    await assert.rejects(async () => {
      for await (const item of items) seen.push(item);
    }, /broken/);
    assert.deepEqual(seen, [1]);
  });
});
