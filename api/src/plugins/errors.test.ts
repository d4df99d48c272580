import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { bearer, buildTestApp, createTestDatabase, login, type TestApp, testConfig } from '../test/helper.js';

/** Writes `request` on a raw socket to the app and returns the whole answer (status line to body). */
async function rawRequest(port: number, request: string | Buffer): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    answer += chunk;
  });
  socket.on('error', () => undefined);
  socket.write(request);
  await once(socket, 'close');
  return answer;
}

function parse(answer: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  return { status, body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) };
}

describe("Fastify's own errors, in the envelope", () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(() => t.close());

  test('a URL that does not decode is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/doctor/fetch/%ED%A0%80' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      status: 400,
      message: 'The request URL is not valid (bad percent-encoding)',
      data: null,
    });
  });

  test('a path parameter beyond its length is a 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/doctor/fetch/${'a'.repeat(150)}` });
    assert.equal(res.statusCode, 414);
    assert.deepEqual(res.json(), { status: 414, message: 'The request URL is too long', data: null });
  });

  test('a request line beyond the header limit is a 414, headers beyond it a 431', async () => {
    const longUrl = parse(
      await rawRequest(port, `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    assert.deepEqual(longUrl, {
      status: 414,
      body: { status: 414, message: 'The request URL is too long', data: null },
    });
    const bigHeaders = parse(
      await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
    );
    assert.deepEqual(bigHeaders, {
      status: 431,
      body: { status: 431, message: 'The request headers are too large', data: null },
    });
  });

  test('what is not HTTP at all is a 400', async () => {
    const answer = parse(await rawRequest(port, 'HELLO THERE\r\n\r\n'));
    assert.deepEqual(answer, {
      status: 400,
      body: { status: 400, message: 'The request is not valid HTTP', data: null },
    });
  });
});

describe('a request arriving while the server closes', () => {
  test('is answered 503 in the envelope, with Connection: close', async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp(testConfig(), { database: testDb.database });
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => {
        answer += chunk;
      });
      socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
      await inHandler;
      const closed = app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A second request on the kept-alive connection, after the close began.
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await closed;
      await once(socket, 'close');
      const second = answer.slice(answer.indexOf('HTTP/1.1', 10));
      assert.match(second, /^HTTP\/1\.1 503 /);
      assert.match(second, /\r\nconnection: close\r\n/i);
      assert.deepEqual(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4)), {
        status: 503,
        message: 'Service unavailable, try again shortly',
        data: null,
      });
    } finally {
      await testDb.drop();
    }
  });
});

describe('the log never holds a query parameter or a body', () => {
  test('a failed query is logged by its SQLSTATE and statement, without the e-mail it was given', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      const email = 'jane.roe@example.com';
      const failed = await t.app.db.execute(sql`select ${email}::int`).catch((error: unknown) => error);
      assert.ok(
        failed instanceof Error && failed.message.includes(email),
        'drizzle puts the parameter in its message',
      );
      t.app.log.error({ err: failed }, 'unexpected error');
      // A body with personal data, sent to a route that refuses it.
      const auth = bearer((await login(t.app)).token);
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/refund/not-a-uuid',
        headers: auth,
        payload: { type: 'full_refund', reason: `Patient ${email} asked` },
      });
      const text = lines.join('');
      assert.match(text, /"sqlstate":"22P02"/);
      assert.match(text, /"query":"select \$1::int"/);
      assert.ok(!text.includes(email), 'the log holds the e-mail');
      assert.ok(!text.includes('jane.roe'), 'the log holds part of the e-mail');
    } finally {
      await t.close();
    }
  });
});
