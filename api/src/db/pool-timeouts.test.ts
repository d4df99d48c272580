import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { describe, test } from 'node:test';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { postgresPool } from './client.js';

const SERVER_URL = process.env.DATABASE_URL?.trim() || null;

describe('the API pool: a connect that hangs versus a pool that is busy', () => {
  test('a database that accepts and never answers is given up after the connect timeout, as away', async () => {
    const silent = net.createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as net.AddressInfo;
    // The queue's timeout is longer than the test may run: only the connect timeout can end it.
    const pool = postgresPool(`postgres://nobody@127.0.0.1:${port}/none`, 'pool-test', {
      connectMs: 300,
      queueMs: 600_000,
    });
    try {
      const error = await pool.query('select 1').then(
        () => null,
        (reason: unknown) => reason,
      );
      assert.ok(error, 'the query against a silent server succeeded');
      assert.equal(isDatabaseUnavailable(error), true, String(error));
    } finally {
      await pool.end().catch(() => undefined);
      silent.close();
    }
  });

  test('a request waits for a busy pool longer than a connect may take, and is answered', {
    skip: SERVER_URL ? false : 'needs PostgreSQL (DATABASE_URL)',
  }, async () => {
    const pool = postgresPool(SERVER_URL!, 'pool-test', { connectMs: 300, queueMs: 30_000 });
    try {
      // Every connection busy for 1 s: the eleventh query queues well past the 300 ms connect.
      const busy = Array.from({ length: 10 }, () => pool.query('select pg_sleep(1)'));
      const started = Date.now();
      const { rows } = await pool.query('select 42 as answer');
      assert.ok(Date.now() - started >= 300, 'the eleventh query did not wait for the busy pool');
      assert.deepEqual(rows, [{ answer: 42 }]);
      await Promise.all(busy);
    } finally {
      await pool.end();
    }
  });
});
