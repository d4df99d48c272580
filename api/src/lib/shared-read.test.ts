import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SHARED_READ_MAX_KEYS, sharedRead } from './shared-read.js';

/** A load that answers when told, counting how often it ran. */
function controlledLoad() {
  const runs: ((value: number) => void)[] = [];
  const load = () => new Promise<number>((resolve) => runs.push(resolve));
  return { load, runs };
}

describe('sharedRead', () => {
  const primary = {};
  const replica = {};

  test('requests arriving while a read runs share it; one after it reads again', async () => {
    const shared = sharedRead<number>(0);
    const { load, runs } = controlledLoad();
    const first = shared.read(primary, load);
    const second = shared.read(primary, load);
    assert.equal(runs.length, 1);
    runs[0](7);
    assert.deepEqual(await Promise.all([first, second]), [7, 7]);
    const third = shared.read(primary, load);
    assert.equal(runs.length, 2);
    runs[1](8);
    assert.equal(await third, 8);
  });

  test('a change forgets the read under way: later requests read afresh, and its answer is not kept', async () => {
    let clock = 0;
    const shared = sharedRead<number>(1_000, () => clock);
    const { load, runs } = controlledLoad();
    const before = shared.read(primary, load);
    shared.forget();
    const after = shared.read(primary, load);
    assert.equal(runs.length, 2, 'the request after the change did not join the older read');
    runs[0](1);
    runs[1](2);
    assert.equal(await before, 1);
    assert.equal(await after, 2);
    clock = 10;
    assert.equal(await shared.read(primary, load), 2, 'the newer answer is kept within its age');
    assert.equal(runs.length, 2);
    clock = 1_000;
    const aged = shared.read(primary, load);
    assert.equal(runs.length, 3, 'an answer as old as maxAgeMs is read again');
    runs[2](3);
    assert.equal(await aged, 3);
  });

  test('each database has its own reading, and a failed read is not kept', async () => {
    const shared = sharedRead<number>(1_000);
    const { load, runs } = controlledLoad();
    const fromPrimary = shared.read(primary, load);
    const fromReplica = shared.read(replica, load);
    assert.equal(runs.length, 2);
    runs[0](1);
    runs[1](2);
    assert.deepEqual(await Promise.all([fromPrimary, fromReplica]), [1, 2]);

    const failing = sharedRead<number>(1_000);
    await assert.rejects(
      failing.read(primary, () => Promise.reject(new Error('database away'))),
      /away/,
    );
    assert.equal(await failing.read(primary, async () => 5), 5);
  });

  test('each key has its own reading; the oldest key goes past the cap', async () => {
    const clock = 0;
    const shared = sharedRead<string>(1_000, () => clock);
    let runs = 0;
    const load = (answer: string) => async () => {
      runs++;
      return answer;
    };
    assert.equal(await shared.read(primary, load('year'), 'year'), 'year');
    assert.equal(await shared.read(primary, load('month'), 'month'), 'month');
    assert.equal(await shared.read(primary, load('other'), 'year'), 'year', 'a key answers its own question');
    assert.equal(runs, 2);
    for (let i = 0; i < SHARED_READ_MAX_KEYS; i++) await shared.read(primary, load(`k${i}`), `k${i}`);
    runs = 0;
    assert.equal(
      await shared.read(primary, load('year again'), 'year'),
      'year again',
      'the oldest key was dropped',
    );
    assert.equal(runs, 1);
    shared.forget();
    assert.equal(await shared.read(primary, load('after a change'), 'year'), 'after a change');
  });
});
