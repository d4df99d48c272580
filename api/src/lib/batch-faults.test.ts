import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../app.js';
import { signIn } from '../test/appointment-samples.js';
import { spawnApi } from '../test/api-process.js';
import {
  apiChildEnv,
  createPersistentTestStore,
  type PersistentTestStore,
  testConfig,
} from '../test/helper.js';

/**
 * A bulk call killed in the middle (SIGKILL after its first item, inside the one transaction):
 * after a restart nothing of the batch is kept (no status changed, no audit entry), nothing is left
 * locked, and the admin's retry does the whole batch once.
 */
describe('a bulk call survives a SIGKILL in the middle of its batch', () => {
  let store: PersistentTestStore;
  let auth: Record<string, string>;
  let ids: number[];

  before(async () => {
    store = await createPersistentTestStore();
    const database = await store.open();
    const app = await buildApp(testConfig({ dataDir: store.dataDir }), { database });
    await app.ready();
    auth = await signIn(app);
    const rows = await database.query<{ id: number }>(
      `insert into enquiries (user_id, subject, message, status)
       select null, 'Killed batch ' || n, 'Please help', 0 from generate_series(1, 5) n returning id`,
    );
    ids = rows.map((row) => Number(row.id));
    await app.close();
    await database.close();
  });
  after(() => store.drop());

  const env = () => apiChildEnv(store);
  const markDone = (url: string) =>
    fetch(`${url}/api/enquiry/bulk`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 1, ids }),
    });

  test('killed after the first item: nothing kept, nothing locked, the retry does all five once', {
    timeout: 180_000,
  }, async () => {
    const killed = await spawnApi({ ...env(), API_FAULT_POINT: 'batch.after-item' });
    const answer = markDone(killed.url).then(
      (res) => res.status,
      () => 'no answer',
    );
    await killed.waitForStderr(/fault point reached: batch\.after-item/, 30_000);
    await killed.stop('SIGKILL');
    assert.equal((await killed.exited).signal, 'SIGKILL');
    assert.equal(await answer, 'no answer', 'the killed request never answered');

    const api = await spawnApi(env());
    try {
      // The restarted API answers the retry: no row was left locked by the killed transaction.
      const res = await markDone(api.url);
      assert.equal(res.status, 200);
      const body = (await res.json()) as { message: string };
      assert.equal(body.message, '5 done, 0 refused', 'nothing of the killed batch was kept');
      const again = (await (await markDone(api.url)).json()) as { message: string };
      assert.equal(again.message, '0 done, 5 refused', 'each enquiry was done once');
    } finally {
      await api.stop();
    }
    const database = await store.open();
    try {
      const audits = await database.query<{ count: number }>(
        `select count(*)::int as count from audit_log where action = 'enquiry.complete'`,
      );
      assert.equal(Number(audits[0].count), 5, 'one audit entry per enquiry: none from the killed batch');
    } finally {
      await database.close();
    }
  });
});
