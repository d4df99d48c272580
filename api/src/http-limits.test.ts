import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from './test/helper.js';

// Short limits so that the attacks below finish in a few seconds; the defaults are in config.ts.
let t: TestApp;
let port: number;
before(async () => {
  t = await buildTestApp({
    requestTimeoutMs: 1_500,
    headersTimeoutMs: 1_000,
    idleTimeoutMs: 1_500,
    bodyLimitBytes: 2_048,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
after(() => t.close());

/** Opens a raw connection, runs `drip` on it, and answers what the server sent and when it closed. */
function slowClient(
  drip: (socket: net.Socket) => void,
): Promise<{ received: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => drip(socket));
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - started }));
  });
}

describe('the HTTP server does not let slow clients hold connections', () => {
  test('a body sent a byte at a time is cut off at the request timeout', async () => {
    let timer: NodeJS.Timeout | undefined;
    const result = await slowClient((socket) => {
      socket.write(
        'POST /api/auth/local/admin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), 300);
    });
    clearInterval(timer);
    assert.ok(result.closedAfterMs < 5_000, `held ${result.closedAfterMs} ms`);
    assert.ok(result.closedAfterMs >= 1_000, `closed too early: ${result.closedAfterMs} ms`);
    assert.match(result.received, /^HTTP\/1\.1 408/);
  });

  test('headers sent a line at a time are cut off at the headers timeout', async () => {
    let timer: NodeJS.Timeout | undefined;
    const result = await slowClient((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      let n = 0;
      timer = setInterval(() => socket.write(`X-Slow-${n++}: 1\r\n`), 200);
    });
    clearInterval(timer);
    assert.ok(result.closedAfterMs < 5_000, `held ${result.closedAfterMs} ms`);
    assert.match(result.received, /^HTTP\/1\.1 408/);
  });

  test('an idle connection is closed', async () => {
    const result = await slowClient(() => undefined);
    assert.ok(result.closedAfterMs < 5_000, `held ${result.closedAfterMs} ms`);
  });

  test('a body over the limit is a 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/admin',
      payload: { username: 'a@b.co', password: 'x'.repeat(4_000) },
    });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().status, 413);
    assert.equal(res.json().data, null);
    assert.ok(res.json().message);
  });
});
