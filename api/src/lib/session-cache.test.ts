import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSessionCache } from './session-cache.js';

describe('session cache', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };
  const admin = (sessionId: number) => ({ sessionId, name: `admin of session ${sessionId}` });

  test('takes a checked session on trust for the time-to-live only', () => {
    const time = clock();
    const cache = createSessionCache<ReturnType<typeof admin>>(5_000, time.now);
    cache.remember('token', admin(1), new Date(time.now() + 60_000));
    assert.deepEqual(cache.get('token'), admin(1));
    time.advance(4_999);
    assert.deepEqual(cache.get('token'), admin(1));
    time.advance(1);
    assert.equal(cache.get('token'), undefined);
  });

  test('never past the end of the token or its session', () => {
    const time = clock();
    const cache = createSessionCache<ReturnType<typeof admin>>(5_000, time.now);
    cache.remember('token', admin(1), new Date(time.now() + 1_000));
    time.advance(1_000);
    assert.equal(cache.get('token'), undefined);
  });

  test('ending sessions forgets every token of those sessions and keeps the others', () => {
    const time = clock();
    const cache = createSessionCache<ReturnType<typeof admin>>(5_000, time.now);
    cache.remember('a1', admin(1), new Date(time.now() + 60_000));
    cache.remember('a2', admin(1), new Date(time.now() + 60_000));
    cache.remember('b', admin(2), new Date(time.now() + 60_000));
    cache.remember('c', admin(3), new Date(time.now() + 60_000));
    cache.forgetSessions([1, 3]);
    assert.equal(cache.get('a1'), undefined);
    assert.equal(cache.get('a2'), undefined);
    assert.equal(cache.get('c'), undefined);
    assert.deepEqual(cache.get('b'), admin(2));
    assert.equal(cache.size, 1);
  });

  test('clear forgets every session', () => {
    const time = clock();
    const cache = createSessionCache<ReturnType<typeof admin>>(5_000, time.now);
    cache.remember('a', admin(1), new Date(time.now() + 60_000));
    cache.remember('b', admin(2), new Date(time.now() + 60_000));
    cache.clear();
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.get('b'), undefined);
  });

  test('a time-to-live of zero keeps nothing', () => {
    const cache = createSessionCache<ReturnType<typeof admin>>(0);
    cache.remember('token', admin(1), new Date(Date.now() + 60_000));
    assert.equal(cache.get('token'), undefined);
  });
});
