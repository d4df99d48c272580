import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { spawnApi } from '../../test/api-process.js';
import {
  apiChildEnv,
  createPersistentTestStore,
  type PersistentTestStore,
  testConfig,
} from '../../test/helper.js';
import { insertSample, signIn } from '../../test/appointment-samples.js';

/** Where a refund's request is killed: the fault points of service.ts and ledger-gateway.ts. */
const STEPS = [
  // The intent is written; the gateway has not been called.
  { point: 'refund.before-gateway', expect: 'released' },
  // The gateway has refunded; its answer has not come back.
  { point: 'refund.in-gateway', expect: 'finished' },
  // The answer is back; the refund is not recorded on the payment yet.
  { point: 'refund.before-record', expect: 'finished' },
] as const;

const LEASE_SECONDS = 1;

/**
 * The fault-injection test: the API runs as a child process (src/server.ts, as in production) on a
 * database that outlives it. For each step of a refund, a request is sent, the process is SIGKILLed
 * when it reaches that step, and the next process is started on the same database. When the last
 * one is up, each payment must be finished (refunded once, recorded, audited) or released (no
 * refund made, the claim lifted so the admin's retry refunds it), and never refunded twice.
 */
describe('refunds survive a SIGKILL at each step', () => {
  let store: PersistentTestStore;
  let payments: string[];
  let auth: Record<string, string>;

  before(async () => {
    const at = Date.now();
    store = await createPersistentTestStore();
    // The sample data and a session, written in this process before any child opens the database.
    const database = await store.open();
    const app = await buildApp(testConfig({ dataDir: store.dataDir }), { database });
    await app.ready();
    const sample = await insertSample(app);
    auth = await signIn(app);
    await app.close();
    await database.close();
    payments = [sample.videoPaymentUid, sample.extendedPaymentUid, sample.clinicPaymentUid];
    console.log(
      `fault test on ${store.kind}: database made and sample written in ${((Date.now() - at) / 1000).toFixed(1)} s`,
    );
  });
  after(() => store.drop());

  const env = () => ({
    ...apiChildEnv(store),
    REFUND_LEASE_SECONDS: String(LEASE_SECONDS),
    STRIPE_SECRET_KEY: '',
  });
  const refund = (url: string, uid: string) =>
    fetch(`${url}/api/payments/refund/${uid}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'full_refund', reason: 'Doctor did not join' }),
    });

  // Bounded: each start waits at most 90 s, each fault point 30 s, each payment 20 leases; the
  // whole test at most 4 minutes (about 25 s on PostgreSQL, 45 s on PGlite on a busy 2-core machine).
  test('ledger gateway: killed before the gateway call, inside it and before the record; restarted each time; none stuck, none doubled', {
    timeout: 240_000,
  }, async () => {
    const started = Date.now();
    const startTimes: number[] = [];
    const timedSpawn = async (extra: Record<string, string>) => {
      const at = Date.now();
      const api = await spawnApi({ ...env(), ...extra });
      startTimes.push(Date.now() - at);
      return api;
    };
    const kills: string[] = [];
    for (const [i, step] of STEPS.entries()) {
      const api = await timedSpawn({ API_FAULT_POINT: step.point });
      const answer = refund(api.url, payments[i]).then(
        (res) => res.status,
        () => 'no answer',
      );
      await api.waitForStderr(new RegExp(`fault point reached: ${step.point.replace('.', '\\.')}`), 30_000);
      await api.stop('SIGKILL');
      assert.equal((await api.exited).signal, 'SIGKILL');
      assert.equal(await answer, 'no answer', 'the killed request never answered');
      kills.push(step.point);
    }
    assert.deepEqual(
      kills,
      STEPS.map((step) => step.point),
    );

    // The last restart: its start-up pass (and its timer) settle what the kills left under way.
    const api = await timedSpawn({});
    const outcomes: { status: number; message: string }[] = [];
    try {
      for (const uid of payments) {
        // The admin tries again until the payment is no longer under way (at most a few leases).
        const deadline = Date.now() + 20 * LEASE_SECONDS * 1000;
        for (;;) {
          const res = await refund(api.url, uid);
          const body = (await res.json()) as { message: string };
          if (body.message !== 'A refund of this payment is already under way') {
            outcomes.push({ status: res.status, message: body.message });
            break;
          }
          assert.ok(Date.now() < deadline, `payment ${uid} still under way`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    } finally {
      await api.stop();
    }
    // Released: the admin's retry refunded it. Finished: the refund the gateway had made was recorded.
    assert.deepEqual(
      outcomes,
      STEPS.map((step) =>
        step.expect === 'released'
          ? { status: 200, message: 'Refund Success' }
          : { status: 409, message: 'This payment has already been refunded' },
      ),
    );

    const database: Database = await store.open();
    try {
      for (const [i, step] of STEPS.entries()) {
        const [payment] = await database.query<{
          id: number;
          transaction_id: string;
          refund_id: string | null;
        }>('select id, transaction_id, refund_id from transactions where uid = $1', [payments[i]]);
        const ledger = await database.query<{ refund_id: string }>(
          'select refund_id from ledger_refunds where transaction_id = $1',
          [payment.transaction_id],
        );
        assert.equal(ledger.length, 1, `${step.point}: refunded exactly once at the gateway`);
        assert.equal(
          payment.refund_id,
          ledger[0].refund_id,
          `${step.point}: the gateway's refund is recorded`,
        );
        const attempts = await database.query<{ state: string }>(
          'select state from refund_attempts where transaction_id = $1 order by attempt',
          [payment.id],
        );
        assert.deepEqual(
          attempts.map((a) => a.state),
          step.expect === 'released' ? ['released', 'succeeded'] : ['succeeded'],
          step.point,
        );
        const audits = await database.query(
          "select 1 from audit_log where action = 'payment.refund' and target_uid = $1",
          [payments[i]],
        );
        assert.equal(audits.length, 1, `${step.point}: audited once`);
      }
    } finally {
      await database.close();
    }
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `fault test on ${store.kind}: ${kills.length} kills, ${startTimes.length} starts (${startTimes.map(seconds).join(' s, ')} s), ${seconds(Date.now() - started)} s in all`,
    );
  });
});
