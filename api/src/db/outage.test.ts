import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { backoffDelay, STABLE_MS, workerRestarts } from '../lib/restart-backoff.js';
import { freePort, spawnApi } from '../test/api-process.js';
import {
  bearer,
  createTestDatabase,
  login,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_DATA_KEY,
  type TestDatabase,
  testConfig,
} from '../test/helper.js';
import { type Database, openDatabase } from './client.js';

const SERVER_URL = process.env.DATABASE_URL?.trim() || null;
const UNAVAILABLE = { status: 503, message: 'Service unavailable, try again shortly', data: null };
const ON_PGLITE = 'skipped on PGlite: the embedded database runs inside the API process and cannot be away';

/**
 * A TCP relay in front of PostgreSQL that the test can take down (connections cut, the port
 * closed: what a restarting or unreachable database looks like) and bring back on the same port.
 */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const port = await freePort();
  let server: net.Server | null = null;
  const up = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const down = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  /** `url` with its host and port replaced by the relay's. */
  const through = (url: string) => {
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(port);
    return relayed.toString();
  };
  return { port, up, down, through };
}

describe('what counts as the database being away', () => {
  test('a refused connection, a dropped one and a server shutting down, but not a bad query', async () => {
    const refused = await new pg.Client({ connectionString: `postgres://x@127.0.0.1:${await freePort()}/x` })
      .connect()
      .catch((error: unknown) => error);
    assert.equal(isDatabaseUnavailable(refused), true);
    assert.equal(isDatabaseUnavailable(new Error('Connection terminated unexpectedly')), true);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' })), true);
    assert.equal(
      isDatabaseUnavailable(
        Object.assign(new Error('x'), { cause: Object.assign(new Error(), { code: '08006' }) }),
      ),
      true,
    );
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' })), false);
    assert.equal(isDatabaseUnavailable(new Error('anything else')), false);
  });

  test('retries and worker restarts wait 1 s, 2 s, 4 s … at most 30 s; a worker that ran a while is replaced at once', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map(backoffDelay), [1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    let now = 0;
    const restarts = workerRestarts(() => now);
    assert.equal(restarts.delayAfterDeath(0), 0, 'the first death: at once');
    now = 1000;
    assert.equal(restarts.delayAfterDeath(500), 1000, 'died young again');
    now = 2000;
    assert.equal(restarts.delayAfterDeath(1500), 2000);
    now = 100_000;
    assert.equal(restarts.delayAfterDeath(100_000 - STABLE_MS - 1), 0, 'after a long life: at once again');
  });
});

describe('a database outage while the API runs', { skip: SERVER_URL ? false : ON_PGLITE }, () => {
  let testDb: TestDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let app: FastifyInstance;
  let database: Database | undefined;
  let auth: Record<string, string>;
  const logLines: string[] = [];

  before(async () => {
    testDb = await createTestDatabase();
    relay = await startRelay(new URL(testDb.url as string));
    await relay.up();
    const database = await openDatabase({
      databaseUrl: relay.through(testDb.url as string),
      dataDir: '/tmp',
    });
    app = await buildApp(testConfig({ logLevel: 'warn' }), {
      database,
      logStream: { write: (line) => logLines.push(line) },
    });
    await app.ready();
    auth = bearer((await login(app)).token);
  });
  after(async () => {
    await app?.close();
    await database?.close();
    await relay?.down();
    await testDb?.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: auth });

  test('answers 503 in the envelope while the database is away, names it in /api/health, and recovers by itself', async () => {
    assert.equal((await get('/api/user/payments')).statusCode, 200);
    assert.equal((await get('/api/health')).statusCode, 200);

    await relay.down();
    for (const url of ['/api/user/payments', '/api/user/appointments', '/api/user/dashboard']) {
      const res = await get(url);
      assert.equal(res.statusCode, 503, `${url}: ${res.body}`);
      assert.deepEqual(res.json(), UNAVAILABLE);
      assert.equal(res.headers['retry-after'], '5');
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.statusCode, 503);
    assert.deepEqual(health.json(), {
      status: 503,
      message: 'Service unavailable: the database (postgres) is not answering',
      data: null,
    });
    const warnings = logLines.filter((line) => line.includes('database unavailable'));
    assert.ok(warnings.length > 0);
    assert.ok(
      warnings.every((line) => !line.includes('"stack"')),
      'one line, no stack trace',
    );

    await relay.up();
    const back = await get('/api/user/payments');
    assert.equal(back.statusCode, 200, back.body);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
  });

  test("the API's connections terminated by the server: any failure is a 503, and the next requests succeed", async () => {
    const admin = new pg.Client({ connectionString: testDb.url as string });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await get('/api/user/payments');
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) assert.deepEqual(res.json(), UNAVAILABLE);
    }
    assert.ok(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(','),
    );
    assert.equal(statuses.at(-1), 200);
  });
});

describe('starting while the database is unreachable', () => {
  test('retries with growing pauses, one line per try and no stack trace', async () => {
    const closedPort = await freePort();
    const api = await spawnApi(
      { DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/telehealth`, DATA_KEY: TEST_DATA_KEY },
      { ready: false },
    );
    try {
      await api.waitForStderr(/try 2, next in 2 s$/, 60_000);
      const lines = api.stderr.filter((line) => line.trim());
      assert.deepEqual(lines, [
        `Database 127.0.0.1:${closedPort}/telehealth not reachable (ECONNREFUSED); try 1, next in 1 s`,
        `Database 127.0.0.1:${closedPort}/telehealth not reachable (ECONNREFUSED); try 2, next in 2 s`,
      ]);
    } finally {
      await api.stop('SIGKILL');
    }
  });

  test(SERVER_URL
    ? 'starts by itself once the database answers'
    : `starts by itself once the database answers (${ON_PGLITE.replace('runs inside the API process and ', '')})`, {
    skip: !SERVER_URL,
  }, async () => {
    const testDb = await createTestDatabase();
    const relay = await startRelay(new URL(testDb.url as string));
    const api = await spawnApi(
      {
        DATABASE_URL: relay.through(testDb.url as string),
        DATA_KEY: TEST_DATA_KEY,
        ADMIN_EMAIL: TEST_ADMIN_EMAIL,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      },
      { ready: false },
    );
    try {
      await api.waitForStderr(/try 1, next in 1 s$/, 60_000);
      await relay.up();
      const deadline = Date.now() + 60_000;
      for (;;) {
        const res = await fetch(`${api.url}/api/health`).catch(() => null);
        if (res?.status === 200) break;
        assert.ok(Date.now() < deadline, 'the API did not start once the database answered');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.ok(
        api.stderr.every((line) => !line.startsWith('    at ')),
        'no stack trace',
      );
    } finally {
      await api.stop('SIGKILL');
      await relay.down();
      await testDb.drop();
    }
  });
});

describe('several workers (WEB_CONCURRENCY=2)', {
  skip: SERVER_URL
    ? false
    : ON_PGLITE.replace(
        'the embedded database runs inside the API process and cannot be away',
        'WEB_CONCURRENCY above 1 needs PostgreSQL',
      ),
}, () => {
  test('a worker killed is replaced by the primary, which says so, and the API keeps answering', async () => {
    const testDb = await createTestDatabase();
    const api = await spawnApi({
      DATABASE_URL: testDb.url as string,
      DATA_KEY: TEST_DATA_KEY,
      WEB_CONCURRENCY: '2',
    });
    try {
      const workers = () =>
        execFileSync('ps', ['-o', 'pid=', '--ppid', String(api.child.pid)], { encoding: 'utf8' })
          .split('\n')
          .map((line) => Number(line.trim()))
          .filter(Boolean);
      const deadline = Date.now() + 60_000;
      while (workers().length < 2) {
        assert.ok(Date.now() < deadline, 'two workers');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const [victim] = workers();
      process.kill(victim, 'SIGKILL');
      const line = await api.waitForStderr(/^API worker \d+ exited/, 30_000);
      assert.equal(line, `API worker ${victim} exited (SIGKILL); starting another`);
      while (workers().length < 2 || workers().includes(victim)) {
        assert.ok(Date.now() < deadline + 30_000, 'a replacement worker');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // On a busy machine the replacement (or the other worker) may still be starting: the API
      // answers once one of them listens.
      let status = 0;
      while (status !== 200) {
        assert.ok(Date.now() < deadline + 60_000, `the API answers again (last status ${status})`);
        status = await fetch(`${api.url}/api/health`).then(
          (res) => res.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await api.stop('SIGTERM');
      await testDb.drop();
    }
  });
});
