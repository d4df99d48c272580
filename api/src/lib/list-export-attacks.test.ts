import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { insertSample, signIn } from '../test/appointment-samples.js';
import { buildTestApp, type TestApp } from '../test/helper.js';

const ROWS = 5_000;
const EXPORTS = 40;

// Exports as an attacker (or an impatient team) sends them: many at once, and query parameters
// that are junk. Each batch of an export is a short statement of its own, so forty exports share
// the pool (PGlite's one connection) with everything else instead of holding it.
describe('CSV export under attack', () => {
  let t: TestApp;
  let base: string;
  let auth: Record<string, string>;
  const get = (path: string) => fetch(`${base}${path}`, { headers: { ...auth, timezone: 'UTC' } });

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    await insertSample(t.app);
    await t.database.query(
      `insert into audit_log (action, target_type, target_uid, details)
       select 'settings.update', 'settings', null, jsonb_build_object('n', g)
         from generate_series(1, ${ROWS}) g`,
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  test(`${EXPORTS} exports at once all complete, and a health probe and a page beside them answer`, {
    timeout: 180_000,
  }, async () => {
    const where = encodeURIComponent('{"action":"settings.update"}');
    const exports = Array.from({ length: EXPORTS }, async (_, i) => {
      const path = i % 4 === 0 ? '/api/user/payments?format=csv' : `/api/audit?format=csv&where=${where}`;
      const response = await get(path);
      assert.equal(response.status, 200, path);
      const lines = (await response.text()).trimEnd().split('\r\n');
      return { path, rows: lines.length - 1 };
    });
    // Beside them, while they run: the health probe and a page that reads the database.
    const health = await fetch(`${base}/api/health`);
    assert.equal(health.status, 200);
    const page = await get('/api/audit?limit=1');
    assert.equal(page.status, 200);

    const done = await Promise.all(exports);
    for (const { path, rows } of done) {
      if (path.startsWith('/api/audit')) assert.equal(rows, ROWS, path);
      else assert.ok(rows > 0, path);
    }
    const [audited] = await t.database.query<{ n: number | string }>(
      `select count(*) as n from audit_log where action in ('audit.export', 'payment.export')
         and (details->>'completed')::boolean`,
    );
    assert.equal(Number(audited.n), EXPORTS);
    // Nothing is left holding a connection or waiting for one.
    const pool = t.database.poolStats();
    assert.equal(pool.waiting, 0);
    assert.equal((await fetch(`${base}/api/health`)).status, 200);
  });

  test('junk query parameters to an export answer 4xx with a message, and no file', async () => {
    const junk = [
      'format=xml',
      'format=csv&format=json',
      'format=csv&where=%7Bnot%20json',
      'format=csv&where=%5B1%2C2%5D',
      `format=csv&where=${encodeURIComponent('{"no_such_field":1}')}`,
      `format=csv&where=${encodeURIComponent('{"status":{"$regex":".*"}}')}`,
      `format=csv&where=${encodeURIComponent('{"created_at":{">=":"not a date"}}')}`,
      `format=csv&sort=${encodeURIComponent('[{"status":"SIDEWAYS"}]')}`,
      `format=csv&sort=${encodeURIComponent('[{"no_such_field":"ASC"}]')}`,
      'format=csv&sort=%7B',
      `format=csv&search=${'x'.repeat(5000)}`,
      'format=csv&offset=abc',
    ];
    const exportsAudited = async () =>
      Number(
        (
          await t.database.query<{ n: number | string }>(
            `select count(*) as n from audit_log where action = 'payment.export'`,
          )
        )[0].n,
      );
    const before = await exportsAudited();
    for (const query of junk) {
      const response = await get(`/api/user/payments?${query}`);
      const body = await response.text();
      assert.ok(
        response.status >= 400 && response.status < 500,
        `${query}: ${response.status} ${body.slice(0, 200)}`,
      );
      assert.doesNotMatch(String(response.headers.get('content-type')), /text\/csv/, query);
      const message = (JSON.parse(body) as { message?: unknown }).message;
      assert.ok(typeof message === 'string' && message.length > 0, `${query}: ${body.slice(0, 200)}`);
    }
    // None of them was exported, so none was audited as an export.
    assert.equal(await exportsAudited(), before);
  });
});
