import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ApiProcess, spawnApi } from '../../test/api-process.js';
import {
  apiChildEnv,
  buildTestApp,
  createPersistentTestStore,
  login,
  type PersistentTestStore,
  type TestApp,
} from '../../test/helper.js';

describe('probes: /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  test('both answer 200 without a session once migrated; /api/health still does', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.json().message, 'OK');
    }
  });

  test("not ready while one of this build's migrations is missing; alive all the same", async () => {
    const [last] = await t.database.query<{ name: string; applied_at: Date }>(
      'select name, applied_at from schema_migrations order by name desc limit 1',
    );
    await t.database.query('delete from schema_migrations where name = $1', [last.name]);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.equal(
        ready.json().message,
        `Service unavailable: 1 migration(s) not applied yet (first: ${last.name})`,
      );
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode, 200);
    } finally {
      await t.database.query('insert into schema_migrations (name, applied_at) values ($1, $2)', [
        last.name,
        last.applied_at,
      ]);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode, 200);
  });

  test('not ready once draining; alive, and other requests still answered', async () => {
    const draining = await buildTestApp();
    try {
      draining.app.lifecycle.drain();
      const ready = await draining.app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.equal(ready.json().message, 'Service unavailable: this process is stopping');
      assert.equal((await draining.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode, 200);
      await login(draining.app);
    } finally {
      await draining.close();
    }
  });
});

describe('probes are logged at debug, other requests at info', () => {
  for (const level of ['info', 'debug'] as const) {
    test(`at LOG_LEVEL=${level}`, async () => {
      const lines: string[] = [];
      const t = await buildTestApp({ logLevel: level }, { logStream: { write: (line) => lines.push(line) } });
      try {
        for (const url of ['/api/health/live', '/api/health/ready', '/api/health', '/api/user/me']) {
          await t.app.inject({ method: 'GET', url });
        }
        const logged = (url: string) =>
          lines.filter((line) => JSON.parse(line).req?.url === url).map((line) => JSON.parse(line).level);
        // pino's levels: 20 debug, 30 info.
        for (const probe of ['/api/health/live', '/api/health/ready', '/api/health'])
          assert.deepEqual(logged(probe), level === 'info' ? [] : [20], probe);
        assert.deepEqual(logged('/api/user/me'), [30]);
        const completed = lines.map((line) => JSON.parse(line)).filter((l) => l.msg === 'request completed');
        assert.deepEqual(
          completed.map((l) => l.level),
          level === 'info' ? [30] : [20, 20, 20, 30],
        );
      } finally {
        await t.close();
      }
    });
  }
});

describe('SIGTERM: readiness fails first, then streams end with a retry hint', () => {
  let store: PersistentTestStore;
  let api: ApiProcess;
  before(async () => {
    store = await createPersistentTestStore();
    api = await spawnApi({ ...apiChildEnv(store), SHUTDOWN_DRAIN_SECONDS: '2' });
  });
  after(async () => {
    await api?.stop('SIGKILL');
    await store?.drop();
  });

  test('during the drain: ready 503, live 200, the open stream keeps going; then it is told to retry soon', async () => {
    const signIn = await fetch(`${api.url}/api/auth/local/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'Admin@12345' }),
    });
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const stream = await fetch(`${api.url}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(stream.status, 200);
    const reader = stream.body!.getReader();
    let text = '';
    const ended = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return text;
        text += new TextDecoder().decode(value);
      }
    })();

    api.child.kill('SIGTERM');
    let ready = await fetch(`${api.url}/api/health/ready`);
    while (ready.status === 200) ready = await fetch(`${api.url}/api/health/ready`);
    assert.equal(ready.status, 503);
    assert.equal((await fetch(`${api.url}/api/health/live`)).status, 200);
    assert.doesNotMatch(text, /retry: 1000/);

    const all = await ended;
    assert.match(all, /retry: 1000\n\n$/);
    assert.deepEqual(await api.exited, { code: 0, signal: null });
  });
});
