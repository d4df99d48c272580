import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { API_DIR } from '../config.js';
import { freePort } from '../test/api-process.js';
import { bearer, buildTestApp, login, type TestApp } from '../test/helper.js';

describe('Prometheus metrics on their own port', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    port = await freePort();
    t = await buildTestApp({ metricsPort: port, host: '127.0.0.1' });
  });
  after(() => t.close());

  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  test('request durations by route pattern and status, never by raw URL', async () => {
    const session = await login(t.app);
    await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) });
    await t.app.inject({ method: 'GET', url: '/api/user/me' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/123' });
    const text = await scrape();
    assert.match(
      text,
      /telehealth_http_request_duration_seconds_count\{method="GET",route="\/api\/user\/me",status="200"\} 1/,
    );
    assert.match(
      text,
      /telehealth_http_request_duration_seconds_count\{method="GET",route="\/api\/user\/me",status="401"\} 1/,
    );
    assert.match(
      text,
      /telehealth_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/,
    );
    assert.doesNotMatch(text, /such\/path/);
  });

  test('the pool, the streams, the outbox, refunds under way and recovery passes', async () => {
    await t.database.query(
      `insert into mail_outbox (to_address, subject, body, kind, status, created_at)
       values ('x', 'y', 'z', 'test', 'pending', now() - interval '90 seconds')`,
    );
    const text = await scrape();
    for (const name of [
      'telehealth_db_pool_connections{state="in_use"}',
      'telehealth_db_pool_connections{state="open"}',
      'telehealth_db_pool_waiting',
      'telehealth_live_event_streams 0',
      'telehealth_mail_outbox_pending 1',
      'telehealth_refunds_under_way 0',
      'telehealth_refund_recovery_passes_total',
      'process_resident_memory_bytes',
    ]) {
      assert.ok(text.includes(name), name);
    }
    const age = Number(/^telehealth_mail_outbox_oldest_pending_age_seconds (\S+)$/m.exec(text)?.[1]);
    assert.ok(age >= 90, `oldest pending age ${age}`);
    assert.ok(
      Number(/^telehealth_refund_recovery_passes_total (\S+)$/m.exec(text)?.[1]) >= 1,
      'the start-up pass counted',
    );
  });

  test('the build: its version and commit, and what the process runs, with the application prefix', async () => {
    const text = await scrape();
    const { version } = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
    assert.match(
      text,
      new RegExp(
        `^telehealth_build_info\\{version="${version.replace(/\./g, '\\.')}",commit="[^"]+",role="all"\\} 1$`,
        'm',
      ),
    );
    // Every metric of the application carries the prefix; the process's own keep their names.
    const names = [...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]);
    assert.deepEqual(
      names.filter((n) => !/^(telehealth_|process_|nodejs_)/.test(n)),
      [],
    );
  });

  test('throttle refusals counted by rule', async () => {
    const before = await scrape();
    const count = (text: string) =>
      Number(/telehealth_throttle_refusals_total\{rule="sign-in:source"\} (\S+)/.exec(text)?.[1] ?? 0);
    let refused = false;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/admin',
        payload: { username: `nobody${i}@example.com`, password: 'wrong' },
        remoteAddress: '192.0.2.200',
      });
      refused = res.statusCode === 429;
    }
    assert.ok(refused);
    assert.equal(count(await scrape()), count(before) + 1);
  });

  test('only GET /metrics answers on that port; the public port has no /metrics', async () => {
    assert.equal((await fetch(`http://127.0.0.1:${port}/`)).status, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
  });
});
