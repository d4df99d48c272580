import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type Database, openDatabase } from '../db/client.js';
import { type ApiProcess, freePort, spawnApi } from '../test/api-process.js';
import { createAdmin, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DATA_KEY } from '../test/helper.js';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.js';
import { TEST_SERVER_URL, postgresSkipReason, serverQuery } from '../test/postgres-server.js';

/**
 * ROLE=web and ROLE=worker as processes on one PostgreSQL database, as the Kubernetes manifests
 * run them (api.yaml, worker.yaml): the web process answers HTTP and runs no background loop, the
 * worker delivers the outbox and runs the refund recovery, and a worker killed mid-delivery loses
 * nothing.
 */
const SKIP = await postgresSkipReason();
if (SKIP) console.log(`# ROLE test skipped: ${SKIP}`);

/** One metric's value in Prometheus text (the sum of its series), or null when absent. */
async function metric(port: number, name: string): Promise<number | null> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const values = [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].map((m) =>
    Number(m[1]),
  );
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ROLE: web processes free of background loops, a worker running them', {
  skip: SKIP,
  timeout: 240_000,
}, () => {
  const name = `${/^[a-z_][a-z0-9_]{0,30}$/.test(process.env.TEST_DB_PREFIX ?? '') ? process.env.TEST_DB_PREFIX : 'api_test_'}roles_${randomBytes(4).toString('hex')}`;
  let url: string;
  let database: Database;
  let smtp: SmtpSink;
  let web: ApiProcess;
  let worker: ApiProcess | undefined;
  let webMetrics: number;
  let workerMetrics: number;
  const team: string[] = [];

  const env = () => ({
    DATABASE_URL: url,
    DATA_KEY: TEST_DATA_KEY,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SECOND_FACTOR_ROLES: '',
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: '',
  });
  const startWorker = () =>
    spawnApi({
      ...env(),
      ROLE: 'worker',
      MIGRATE_ON_START: '0',
      METRICS_PORT: String(workerMetrics),
      LOG_LEVEL: 'info',
    });
  /** A reset code asked for through the web process: one mail queued. */
  const askForCode = async (email: string) => {
    const res = await fetch(`${web.url}/api/auth/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    assert.equal(res.status, 200, await res.text());
  };
  const outbox = () =>
    database.query<{ id: number; status: string }>('select id, status from mail_outbox order by id');

  before(async () => {
    await serverQuery(`create database ${name}`);
    const server = new URL(TEST_SERVER_URL);
    server.pathname = `/${name}`;
    url = server.toString();
    smtp = await startSmtpSink();
    [webMetrics, workerMetrics] = [await freePort(), await freePort()];
    // The web process migrates at start here (MIGRATE_ON_START unset), as `pnpm start` does.
    web = await spawnApi({ ...env(), ROLE: 'web', METRICS_PORT: String(webMetrics), LOG_LEVEL: 'info' });
    database = await openDatabase({ databaseUrl: url, dataDir: '/tmp' });
    for (const who of ['ops', 'finance', 'support']) {
      const made = await createAdmin(database, { email: `${who}@example.com`, role: 'support' });
      team.push(made.email);
    }
  });

  after(async () => {
    await worker?.stop('SIGKILL');
    await web?.stop('SIGKILL');
    await database?.close();
    await smtp?.close();
    await serverQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
  });

  test('a web process queues the mail and never delivers it, nor runs the refund recovery', async () => {
    await askForCode(TEST_ADMIN_EMAIL);
    // Longer than the delivery worker's look at the outbox (5 s), had the web process one.
    await sleep(6_000);
    assert.equal(smtp.arrivals, 0, 'nothing reached the SMTP server');
    assert.deepEqual(
      (await outbox()).map((row) => row.status),
      ['pending'],
    );
    assert.equal(await metric(webMetrics, 'telehealth_refund_recovery_passes_total'), 0);
    assert.ok(!web.stdoutLines.some((line) => line.includes('background work started')));
  });

  test('a worker delivers what the web process queued, hears of new mail at once, and runs the recovery', async () => {
    worker = await startWorker();
    await smtp.waitForAccepted(1);
    assert.ok(worker.stdoutLines.some((line) => line.includes('background work started')));
    assert.deepEqual(smtp.accepted[0].to, [TEST_ADMIN_EMAIL]);
    const asked = Date.now();
    await askForCode(team[0]);
    await smtp.waitForAccepted(2);
    console.log(`# web → worker: mail delivered ${Date.now() - asked} ms after it was queued`);
    assert.deepEqual(smtp.accepted[1].to, [team[0]]);
    assert.ok(((await metric(workerMetrics, 'telehealth_refund_recovery_passes_total')) ?? 0) >= 1);
    // The worker serves its probes and nothing of the API.
    assert.equal((await fetch(`${worker.url}/api/health/ready`)).status, 200);
    assert.equal((await fetch(`${worker.url}/api/health/live`)).status, 200);
    const signIn = await fetch(`${worker.url}/api/auth/local/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }),
    });
    assert.equal(signIn.status, 404);
  });

  test('a worker killed mid-delivery and started again loses nothing and sends each mail once', async () => {
    const before = smtp.accepted.length;
    smtp.hold();
    await askForCode(team[1]);
    const arrived = smtp.arrivals;
    for (let waited = 0; smtp.arrivals === arrived; waited += 50) {
      assert.ok(waited < 20_000, 'the mail reached the SMTP server');
      await sleep(50);
    }
    // The SMTP server has the mail and has not answered: the worker dies now.
    await worker!.stop('SIGKILL');
    for (let waited = 0; smtp.connections > 0; waited += 50) {
      assert.ok(waited < 10_000, 'the SMTP server saw the killed worker hang up');
      await sleep(50);
    }
    smtp.release();
    // Queued while no worker runs.
    await askForCode(team[2]);
    assert.equal(smtp.accepted.length, before, 'the held mail was never accepted');
    // The killed worker's claim would run out after its lease (120 s): let it run out now.
    await database.query(
      "update mail_outbox set lease_until = now() - interval '1 second' where status = 'pending'",
    );
    worker = await startWorker();
    await smtp.waitForAccepted(before + 2);
    await sleep(1_000);
    const to = smtp.accepted.slice(before).map((mail) => mail.to[0]);
    assert.deepEqual(to.sort(), [team[1], team[2]].sort(), 'each once');
    assert.deepEqual(
      (await outbox()).map((row) => row.status),
      ['sent', 'sent', 'sent', 'sent'],
    );
  });
});
