import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { signIn } from '../test/appointment-samples.js';

// An export read over a real connection: a client that stops reading halfway ends the read (no
// further batch is fetched) and leaves one audit entry saying so. The
// file (~25 MB) is larger than what the loopback socket buffers hold, so the server must wait for
// the client.
describe('CSV export, stopped by the client', () => {
  let t: TestApp;
  let base: string;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    await t.database.query(
      `insert into audit_log (action, target_type, target_uid, details)
       select 'settings.update', 'settings', null, jsonb_build_object('n', g, 'note', repeat('x', 300))
         from generate_series(1, 60000) g`,
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  test('a cancelled download ends the read and is audited as incomplete', async () => {
    const abort = new AbortController();
    const response = await fetch(`${base}/api/audit?format=csv`, { headers: auth, signal: abort.signal });
    assert.equal(response.status, 200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    assert.ok(first.value && first.value.length > 0);
    abort.abort();
    await reader.cancel().catch(() => undefined);

    let entry: { details: { rows: number; completed: boolean } } | undefined;
    for (let waited = 0; waited < 5000 && !entry; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [entry] = await t.database.query<{ details: { rows: number; completed: boolean } }>(
        `select details from audit_log where action = 'audit.export'`,
      );
    }
    assert.ok(entry, 'the export was audited');
    assert.equal(entry.details.completed, false);
    assert.ok(entry.details.rows > 0 && entry.details.rows < 60_000, String(entry.details.rows));
    // The database answers other requests again (PGlite's one connection was released).
    const list = await fetch(`${base}/api/audit?limit=1`, { headers: auth });
    assert.equal(list.status, 200);
  });

  test('a whole download has every row and is audited as complete', async () => {
    const response = await fetch(
      `${base}/api/audit?format=csv&where=${encodeURIComponent('{"action":"settings.update"}')}`,
      {
        headers: auth,
      },
    );
    const text = await response.text();
    assert.equal(text.trimEnd().split('\r\n').length, 60_001);
    const [entry] = await t.database.query<{ details: { rows: number; completed: boolean } }>(
      `select details from audit_log where action = 'audit.export' order by id desc limit 1`,
    );
    assert.deepEqual([entry.details.rows, entry.details.completed], [60_000, true]);
  });
});
