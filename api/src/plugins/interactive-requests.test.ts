// Long work (a CSV export) gives way to the requests admins wait for: it runs when none has been
// in flight for a moment, and at one step per maxWaitMs on a process that is never idle.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { createInteractiveRequests, QUIET_MS } from './interactive-requests.js';

/** A request received, and the function that ends it (its answer sent, or its client gone). */
function receive(requests: ReturnType<typeof createInteractiveRequests>) {
  const request = {} as FastifyRequest;
  let end: () => void = () => undefined;
  requests.received(request, (done) => {
    end = done;
  });
  return { request, end: () => end() };
}

/** Whether the promise has settled after `ms`. */
const settledAfter = async (promise: Promise<unknown>, ms: number) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await sleep(ms);
  return done;
};

const LONG = 60_000;

describe('interactive requests', () => {
  test('with none in flight since the start, long work goes on at once', async () => {
    const requests = createInteractiveRequests();
    assert.equal(requests.inFlight, 0);
    assert.equal(await settledAfter(requests.giveWay(LONG), 0), true);
  });

  test('long work waits while a request is in flight and goes on once it is answered', async () => {
    const requests = createInteractiveRequests();
    const refund = receive(requests);
    const waiting = requests.giveWay(LONG);
    assert.equal(await settledAfter(waiting, 20), false, 'it went on while a refund was in flight');
    refund.end();
    refund.end(); // 'finish' then 'close': counted once
    assert.equal(requests.inFlight, 0);
    assert.equal(await settledAfter(waiting, QUIET_MS + 20), true);
    assert.equal(await waiting, true, 'it found the process quiet');
  });

  test('a request arriving in the quiet moment after another keeps it waiting', async () => {
    const requests = createInteractiveRequests();
    receive(requests).end();
    const waiting = requests.giveWay(LONG);
    const next = receive(requests); // a client that asks again as soon as it is answered
    assert.equal(await settledAfter(waiting, QUIET_MS + 20), false, 'it went on between two requests');
    next.end();
    assert.equal(await settledAfter(waiting, QUIET_MS + 20), true);
  });

  test('on a process never idle, it goes on after maxWaitMs', async () => {
    const requests = createInteractiveRequests();
    receive(requests);
    // A lower bound only: on a loaded machine the timer may fire late, never early.
    const started = performance.now();
    assert.equal(await requests.giveWay(30), false, 'it says the process is busy');
    assert.ok(performance.now() - started >= 25, 'it went on without waiting');
    assert.equal(requests.inFlight, 1);
  });

  test('a request marked background (a stream, an export) is not waited for', async () => {
    const requests = createInteractiveRequests();
    const stream = receive(requests);
    requests.background(stream.request);
    assert.equal(requests.inFlight, 0);
    assert.equal(await settledAfter(requests.giveWay(LONG), QUIET_MS + 20), true);
    stream.end();
    assert.equal(requests.inFlight, 0, 'its end is not counted twice');
  });
});
