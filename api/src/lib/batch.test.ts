import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';
import { BATCH_SIZE_MESSAGE, batchMessage, runBatch } from './batch.js';
import { conflict, HttpError } from './http-error.js';

describe('runBatch: one transaction, a savepoint per item', () => {
  let store: TestDatabase;
  const rows = async () =>
    (await store.database.query<{ v: string }>('select v from batch_probe order by v')).map((r) => r.v);

  before(async () => {
    store = await createTestDatabase();
    await store.database.exec('create table batch_probe (v text not null)');
  });
  after(() => store.drop());
  beforeEach(() => store.database.exec('delete from batch_probe'));

  test("a refused item rolls back its own writes only; results keep the request's order", async () => {
    const seen: string[] = [];
    const result = await runBatch(store.database.db, ['c', 'a', 'b', 'a'], async (tx, id) => {
      seen.push(id);
      await tx.execute(sql`insert into batch_probe (v) values (${id})`);
      if (id === 'b') throw conflict('b is refused');
    });
    assert.deepEqual(seen, ['a', 'b', 'c']); // sorted, duplicates once
    assert.deepEqual(result, {
      done: 2,
      refused: 1,
      results: [
        { id: 'c', outcome: 'done' },
        { id: 'a', outcome: 'done' },
        { id: 'b', outcome: 'refused', reason: 'b is refused' },
      ],
    });
    assert.equal(batchMessage(result), '2 done, 1 refused');
    assert.deepEqual(await rows(), ['a', 'c']);
  });

  test('numbers sort as numbers; every item of a batch sees the same batch id', async () => {
    const seen: number[] = [];
    const batches = new Set<string>();
    await runBatch(store.database.db, [10, 9, 100], async (_tx, id, batch) => {
      seen.push(id);
      batches.add(batch);
    });
    assert.deepEqual(seen, [9, 10, 100]);
    assert.equal(batches.size, 1);
  });

  test('any other error (a bug, a 5xx) fails the whole batch and nothing is kept', async () => {
    for (const error of [new Error('bug'), new HttpError(503, 'away')]) {
      await assert.rejects(
        runBatch(store.database.db, ['a', 'b'], async (tx, id) => {
          await tx.execute(sql`insert into batch_probe (v) values (${id})`);
          if (id === 'b') throw error;
        }),
        error,
      );
      assert.deepEqual(await rows(), []);
    }
  });

  test('0 or more than 500 distinct ids is a 400 before any work', async () => {
    for (const ids of [[], Array.from({ length: 501 }, (_, i) => i)]) {
      await assert.rejects(
        runBatch(store.database.db, ids, async () => assert.fail('ran')),
        (error: HttpError) => error.statusCode === 400 && error.message === BATCH_SIZE_MESSAGE,
      );
    }
    const twice = Array.from({ length: 1000 }, (_, i) => i % 500);
    assert.equal((await runBatch(store.database.db, twice, async () => {})).done, 500);
  });

  test('a deadlock is retried with a new batch id', async () => {
    const batches: string[] = [];
    const result = await runBatch(store.database.db, ['a'], async (_tx, _id, batch) => {
      batches.push(batch);
      if (batches.length === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    assert.equal(result.done, 1);
    assert.equal(batches.length, 2);
    assert.notEqual(batches[0], batches[1]);
  });
});
