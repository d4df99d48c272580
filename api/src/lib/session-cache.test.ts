import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSessionCache } from './session-cache.js';

describe('session cache', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  test('takes a checked session on trust for the time-to-live only', () => {
    const time = clock();
    const cache = createSessionCache<string>(5_000, time.now);
    cache.remember('token', 'admin', new Date(time.now() + 60_000));
    assert.equal(cache.get('token'), 'admin');
    time.advance(4_999);
    assert.equal(cache.get('token'), 'admin');
    time.advance(1);
    assert.equal(cache.get('token'), undefined);
  });

  test('never past the end of the token or its session', () => {
    const time = clock();
    const cache = createSessionCache<string>(5_000, time.now);
    cache.remember('token', 'admin', new Date(time.now() + 1_000));
    time.advance(1_000);
    assert.equal(cache.get('token'), undefined);
  });

  test('a revocation forgets every session at once', () => {
    const time = clock();
    const cache = createSessionCache<string>(5_000, time.now);
    cache.remember('a', 'admin a', new Date(time.now() + 60_000));
    cache.remember('b', 'admin b', new Date(time.now() + 60_000));
    cache.clear();
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.get('b'), undefined);
  });

  test('a time-to-live of zero keeps nothing', () => {
    const cache = createSessionCache<string>(0);
    cache.remember('token', 'admin', new Date(Date.now() + 60_000));
    assert.equal(cache.get('token'), undefined);
  });
});
