import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { signIn } from '../test/appointment-samples.js';

const ROWS = 100_000;
const STALL_MS = 4_000;

/** Waits for `check` to hold, polling; fails after `ms` (a bound, not a timing). */
async function until<T>(check: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  for (const started = Date.now(); Date.now() - started < ms; ) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// A CSV export read by a client that stops reading: the export holds no database connection while
// it waits (PGlite has only one), so every other request answers meanwhile; past the stall limit the
// server cuts the connection and audits the export as incomplete. 100,000 audit entries (many
// sharing one timestamp, to the microsecond) make a file far larger than the sockets' buffers.
describe('CSV export, a client that stops reading', () => {
  let t: TestApp;
  let port: number;
  let auth: Record<string, string>;
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: auth });

  before(async () => {
    t = await buildTestApp({ exportStallMs: STALL_MS });
    auth = await signIn(t.app);
    await t.database.query(
      `insert into audit_log (action, target_type, target_uid, details, created_at)
       select 'settings.update', 'settings', null, jsonb_build_object('n', g, 'note', repeat('x', 120)),
              timestamptz '2026-01-01 00:00:00.000001+00' + ((g / 4) * interval '1 microsecond')
         from generate_series(1, ${ROWS}) g`,
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  test('other requests answer while a reader is stalled; the stalled export is cut and audited as incomplete', async () => {
    // A raw socket: read the headers and about 50 KB, then stop reading (the kernel buffers fill).
    const socket: Socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let received = 0;
    let closed = false;
    socket.on('close', () => {
      closed = true;
    });
    let stopped = false;
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (!stopped && received >= 50_000) {
          stopped = true;
          socket.pause();
          resolve();
        }
      });
      socket.write(
        `GET /api/audit?format=csv&where=${encodeURIComponent('{"action":"settings.update"}')} HTTP/1.1\r\n` +
          `Host: 127.0.0.1\r\nAuthorization: ${auth.authorization}\r\n\r\n`,
      );
    });

    // Probes beside it, as an admin's screens would send them: each answers, with its data.
    for (let round = 0; round < 10; round++) {
      const [health, dashboard, page, search] = await Promise.all([
        get('/api/health'),
        get('/api/user/dashboard'),
        get('/api/audit?limit=5'),
        get(`/api/audit?search=${encodeURIComponent('no-such-request')}`),
      ]);
      assert.equal(health.status, 200);
      assert.equal(dashboard.status, 200);
      assert.equal(page.status, 200);
      const body = (await page.json()) as { data: { entries: unknown[] } };
      assert.equal(body.data.entries.length, 5);
      assert.equal(search.status, 200);
    }

    // Past the stall limit the server cuts the reader and audits the export as incomplete.
    const entry = await until(
      async () => {
        const [row] = await t.database.query<{
          details: { rows: number; completed: boolean; stalled?: boolean };
        }>(`select details from audit_log where action = 'audit.export'`);
        return row;
      },
      STALL_MS + 20_000,
      'the stalled export to be audited',
    );
    assert.equal(entry.details.completed, false);
    assert.equal(entry.details.stalled, true);
    assert.ok(entry.details.rows > 0 && entry.details.rows < ROWS, String(entry.details.rows));
    // The server has closed its side: what the buffers held arrives, then the end.
    socket.on('end', () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.resume();
    await until(
      async () => (closed ? true : undefined),
      10_000,
      `the cut connection to close (${received} bytes read)`,
    );
  });

  test('a whole export of 100,000 rows read in batches has every row once, in the list order', async () => {
    const response = await get(
      `/api/audit?format=csv&where=${encodeURIComponent('{"action":"settings.update"}')}`,
    );
    assert.equal(response.status, 200);
    const lines = (await response.text()).trimEnd().split('\r\n').slice(1);
    assert.equal(lines.length, ROWS);
    // Newest first, then by id descending: n runs from ROWS down to 1 with no gap and no repeat.
    const numbers = lines.map((line) => Number(/""n"": ?(\d+)/.exec(line)?.[1]));
    assert.deepEqual(numbers.slice(0, 3), [ROWS, ROWS - 1, ROWS - 2]);
    assert.ok(
      numbers.every((n, i) => n === ROWS - i),
      'every entry once, in order',
    );
    const [entry] = await t.database.query<{ details: { rows: number; completed: boolean } }>(
      `select details from audit_log where action = 'audit.export' order by id desc limit 1`,
    );
    assert.deepEqual([entry.details.rows, entry.details.completed], [ROWS, true]);
  });
});
