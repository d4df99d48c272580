import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { type ApiProcess, freePort, spawnApi } from '../test/api-process.js';
import { openStream, until } from '../test/live-stream.js';
import { type DnsStub, startDnsStub } from '../test/dns-stub.js';
import { type Gateway, nginxAvailable, startGateway } from '../test/gateway.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { insertSample } from '../test/appointment-samples.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DATA_KEY, testConfig } from '../test/helper.js';
import { TEST_SERVER_URL, postgresAnswers } from '../test/postgres-server.js';

/**
 * Production's shape on one machine, over loopback only: PostgreSQL, two API processes (each at its
 * own loopback address, one port, as two containers behind one name) and the repository's gateway
 * config on Debian's nginx, resolving `api` through a stand-in DNS. A load balancer in front of the
 * gateway is a client at 127.0.0.5 (trusted by the gateway); anyone else comes from 127.0.0.9.
 */
const REPLICAS = ['127.0.0.2', '127.0.0.3'];
const LOAD_BALANCER = '127.0.0.5';
const STRANGER = '127.0.0.9';

const SKIP = !nginxAvailable()
  ? 'nginx is not installed (apt-get install nginx)'
  : !(await postgresAnswers())
    ? `PostgreSQL does not answer at ${TEST_SERVER_URL.replace(/\/\/[^@]*@/, '//')}`
    : false;
if (SKIP) console.log(`# scale-out test skipped: ${SKIP}`);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): { status: number; message: string; data: Record<string, unknown> & { token?: string } };
}

/** An HTTP request from a chosen loopback address (fetch cannot pick its source address). */
function call(
  url: string,
  {
    method = 'GET',
    from = '127.0.0.1',
    headers = {},
    body,
  }: { method?: string; from?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        localAddress: from,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: () => JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('scale-out: two API processes on PostgreSQL behind the gateway', {
  skip: SKIP,
  timeout: 240_000,
}, () => {
  const database = `scale_out_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string;
  let dns: DnsStub;
  let gateway: Gateway;
  let apiPort: number;
  const apis: ApiProcess[] = [];
  /** Payments that can be refunded in full, written before the processes start. */
  const payments: string[] = [];
  const direct = (i: number) => `http://${REPLICAS[i]}:${apiPort}`;

  const admin = async (sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: TEST_SERVER_URL });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  const inDatabase = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const startReplica = (address: string) =>
    spawnApi({
      DATABASE_URL: databaseUrl,
      DATA_KEY: TEST_DATA_KEY,
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      HOST: address,
      PORT: String(apiPort),
      // The gateway is the only proxy the API believes (it connects from 127.0.0.1).
      TRUST_PROXY: '127.0.0.1',
      // A refund left under way by a killed process is settled by the other within seconds.
      REFUND_LEASE_SECONDS: '1',
      STRIPE_SECRET_KEY: '',
    });
  const signIn = async (url: string, from = '127.0.0.1', headers: Record<string, string> = {}) => {
    const res = await call(`${url}/api/auth/local/admin`, {
      method: 'POST',
      from,
      headers,
      body: { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    assert.equal(res.status, 200, res.body);
    return res;
  };

  before(async () => {
    await admin(`create database ${database}`);
    const url = new URL(TEST_SERVER_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    apiPort = await freePort();
    const store = await openDatabase({ databaseUrl, dataDir: '/tmp' });
    const writer = await buildApp(testConfig({ databaseUrl }), { database: store });
    for (let i = 0; i < 8; i++) {
      const sample = await insertSample(writer);
      payments.push(sample.videoPaymentUid, sample.extendedPaymentUid, sample.clinicPaymentUid);
    }
    await writer.close();
    await store.close();
    // One after the other: the first migrates, the second finds it done.
    for (const address of REPLICAS) apis.push(await startReplica(address));
    dns = await startDnsStub();
    dns.set('api', REPLICAS);
    gateway = await startGateway({
      port: await freePort(),
      dnsPort: dns.port,
      apiPort,
      trustedProxies: [LOAD_BALANCER],
    });
  });
  after(async () => {
    await gateway?.stop();
    await dns?.close();
    for (const api of apis) await api.stop('SIGKILL');
    if (databaseUrl) await admin(`drop database if exists ${database} with (force)`);
  });

  test('a logout on one process ends the session on the other within 1 s (its cached token, its stream)', async () => {
    const { token, session_id } = (await signIn(direct(0))).json().data as {
      token: string;
      session_id: string;
    };
    // Used on the other process first: its cache now holds the session.
    assert.equal((await call(`${direct(1)}/api/user/me`, { headers: bearer(token) })).status, 200);
    const stream = await openStream(direct(1), token);
    const out = await call(`${direct(0)}/api/auth/logout`, {
      method: 'POST',
      headers: bearer(token),
      body: { session_id },
    });
    assert.equal(out.status, 200);
    await until(
      async () => (await call(`${direct(1)}/api/user/me`, { headers: bearer(token) })).status === 401,
      1_000,
      'the other process refusing the logged-out token',
    );
    await stream.done;
  });

  test('a renewal whose answer was lost, retried on the other process, gets the same rotated cookie and keeps the session', async () => {
    const cookieOf = (res: Answer) =>
      /(?:^|,\s*)admin_refresh=([^;]*)/.exec([res.headers['set-cookie'] ?? []].flat().join(', '))?.[1];
    const renew = (url: string, cookie: string) =>
      call(`${url}/api/auth/token/refresh`, {
        method: 'POST',
        headers: { cookie: `admin_refresh=${cookie}` },
      });
    const signedIn = await signIn(direct(0));
    const first = cookieOf(signedIn)!;
    assert.ok(first, 'sign-in sets the refresh cookie');
    // Process 0 rotates; its answer never reaches the browser, which still holds the first cookie.
    const lost = await renew(direct(0), first);
    assert.equal(lost.status, 200, lost.body);
    const rotated = cookieOf(lost)!;
    assert.ok(rotated && rotated !== first);
    // The next page's renewal lands on process 1: the same rotated cookie, not a replay.
    const retried = await renew(direct(1), first);
    assert.equal(retried.status, 200, retried.body);
    assert.equal(cookieOf(retried), rotated);
    // Past the grace, the rotated cookie renews on either process; the session was never revoked.
    const { session_id } = signedIn.json().data as { session_id: string };
    await inDatabase(`update admin_sessions set rotated_at = now() - interval '11 seconds' where uid = $1`, [
      session_id,
    ]);
    const later = await renew(direct(0), rotated);
    assert.equal(later.status, 200, later.body);
    const [row] = await inDatabase<{ revoked_at: string | null }>(
      'select revoked_at from admin_sessions where uid = $1',
      [session_id],
    );
    assert.equal(row.revoked_at, null);
  });

  test('an event made on one process reaches streams opened through the gateway, whichever process holds them', async () => {
    const token = (await signIn(gateway.url)).json().data.token as string;
    // Round robin: the two streams land on the two processes.
    const streams = [await openStream(gateway.url, token), await openStream(gateway.url, token)];
    try {
      for (const [i, name] of [`Scale A ${database}`, `Scale B ${database}`].entries()) {
        const made = await call(`${direct(i)}/api/speciality`, {
          method: 'POST',
          headers: bearer(token),
          body: { name },
        });
        assert.equal(made.status, 200, made.body);
        // Each stream hears of the change made on process i (one of the two is the other process).
        await until(
          async () => streams.every((s) => s.changes.length > i),
          5_000,
          `the change made on process ${i}`,
        );
      }
      for (const stream of streams)
        assert.deepEqual(stream.changes.slice(0, 2), [['specialties'], ['specialties']]);
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  test('sign-in limits are shared: wrong passwords spread over both processes add up', async () => {
    const source = '198.51.100.23';
    const attempt = (i: number) =>
      call(`${gateway.url}/api/auth/local/admin`, {
        method: 'POST',
        from: LOAD_BALANCER,
        headers: { 'x-forwarded-for': source },
        body: { username: `nobody-${i}@example.com`, password: 'wrong' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(i)).status);
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(400));
    assert.equal(statuses[10], 429);
    // Both processes took some of them (the gateway balanced), and the other source is unaffected.
    const fromStranger = await call(`${gateway.url}/api/auth/local/admin`, {
      method: 'POST',
      from: STRANGER,
      body: { username: 'nobody@example.com', password: 'wrong' },
    });
    assert.equal(fromStranger.status, 400);
  });

  test('X-Forwarded-For and -Proto are honoured only from the trusted hop', async () => {
    const viaBalancer = await signIn(gateway.url, LOAD_BALANCER, {
      'x-forwarded-for': '203.0.113.41',
      'x-forwarded-proto': 'https',
    });
    assert.match(String(viaBalancer.headers['set-cookie']), /; Secure/);
    assert.equal(viaBalancer.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');

    const forgedAtGateway = await signIn(gateway.url, STRANGER, {
      'x-forwarded-for': '203.0.113.42',
      'x-forwarded-proto': 'https',
    });
    assert.doesNotMatch(String(forgedAtGateway.headers['set-cookie']), /; Secure/);
    assert.equal(forgedAtGateway.headers['strict-transport-security'], undefined);

    // Straight to a process, past the gateway: not a proxy it trusts either.
    const forgedDirect = await signIn(direct(1), STRANGER, {
      'x-forwarded-for': '203.0.113.43',
      'x-forwarded-proto': 'https',
    });
    assert.doesNotMatch(String(forgedDirect.headers['set-cookie']), /; Secure/);

    const ips = await inDatabase<{ ip: string }>(
      `select ip from audit_log where action = 'auth.login' order by id desc limit 3`,
    );
    assert.deepEqual(
      ips.map((row) => row.ip),
      [STRANGER, STRANGER, '203.0.113.41'],
    );
  });

  test('the security headers on every answer through the gateway: JSON, 401, 404, the stream, the docs', async () => {
    const token = (await signIn(gateway.url)).json().data.token as string;
    const answers: Record<string, Record<string, unknown>> = {
      'API data': (await call(`${gateway.url}/api/user/me`, { headers: bearer(token) })).headers,
      'API 401': (await call(`${gateway.url}/api/user/me`)).headers,
      'API 404': (await call(`${gateway.url}/api/no-such-thing`)).headers,
      'API document': (await call(`${gateway.url}/api/docs/json`)).headers,
      probe: (await call(`${gateway.url}/api/health/ready`)).headers,
    };
    const stream = await openStream(gateway.url, token);
    answers['live-update stream'] = Object.fromEntries(stream.headers);
    await stream.close();
    for (const [what, headers] of Object.entries(answers)) {
      assert.equal(headers['x-frame-options'], 'DENY', what);
      assert.equal(headers['x-content-type-options'], 'nosniff', what);
      assert.equal(headers['referrer-policy'], 'no-referrer', what);
      assert.match(String(headers['content-security-policy']), /frame-ancestors 'none'/, what);
      // One copy of each: the gateway's, the API's hidden.
      assert.doesNotMatch(String(headers['x-frame-options']), /,/, what);
    }
  });
  // Last: it kills the first process.
  test('SIGKILL of one process during a burst of refunds: the other settles them, none stuck, none doubled', async () => {
    const token = (await signIn(direct(1))).json().data.token as string;
    const refund = (i: number, uid: string) =>
      call(`${direct(i)}/api/payments/refund/${uid}`, {
        method: 'POST',
        headers: bearer(token),
        body: { type: 'full_refund', reason: 'Doctor did not join' },
      });
    const answers = payments.map((uid, i) =>
      refund(i % 2, uid).then(
        (res) => res.status,
        () => 'no answer',
      ),
    );
    await until(
      async () =>
        (await inDatabase<{ n: number }>('select count(*)::int as n from refund_attempts'))[0].n >= 4,
      10_000,
      'refunds under way',
    );
    await apis[0].stop('SIGKILL');
    const statuses = await Promise.all(answers);
    const cut = statuses.filter((status) => status === 'no answer').length;
    console.log(`refund burst: ${cut} of ${payments.length} requests cut off by the SIGKILL`);

    // The admin tries each again on the process left until it is no longer under way.
    const outcomes = new Map<string, string>();
    for (const uid of payments) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const message = (await refund(1, uid)).json().message;
        if (message !== 'A refund of this payment is already under way') {
          outcomes.set(uid, message);
          break;
        }
        assert.ok(Date.now() < deadline, `payment ${uid} still under way`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    for (const [uid, message] of outcomes) {
      assert.ok(
        ['Refund Success', 'This payment has already been refunded'].includes(message),
        `${uid}: ${message}`,
      );
    }
    const rows = await inDatabase<{
      uid: string;
      refund_id: string | null;
      made: number;
      pending: number;
      audited: number;
    }>(
      `select t.uid, t.refund_id,
              (select count(*)::int from ledger_refunds l where l.transaction_id = t.transaction_id) as made,
              (select count(*)::int from refund_attempts a where a.transaction_id = t.id and a.state = 'pending') as pending,
              (select count(*)::int from audit_log g where g.action = 'payment.refund' and g.target_uid = t.uid::text) as audited
         from transactions t where t.uid = any($1)`,
      [payments],
    );
    assert.equal(rows.length, payments.length);
    for (const row of rows) {
      assert.ok(row.refund_id, `${row.uid} refunded`);
      assert.deepEqual([row.made, row.pending, row.audited], [1, 0, 1], `${row.uid}: made, pending, audited`);
    }
  });
});
