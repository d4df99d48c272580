import http from 'node:http';
import { createResponseReader, load, percentile, pooled } from './load-generator.mjs';

describe('createResponseReader', () => {
  const response = (status, body) =>
    Buffer.from(
      `HTTP/1.1 ${status} X\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );

  it('reads a response split at every byte, and two responses in one chunk', () => {
    const reader = createResponseReader();
    const bytes = response(200, 'hello');
    const seen = [];
    for (const byte of bytes) seen.push(...reader.push(Buffer.from([byte])));
    expect(seen).toEqual([200]);
    expect(reader.push(Buffer.concat([response(404, 'no'), response(201, '')]))).toEqual([404, 201]);
  });

  it('reads chunked bodies with their terminating chunk', () => {
    const reader = createResponseReader();
    const chunked =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n3\r\nabc\r\n0\r\n\r\n';
    expect(reader.push(Buffer.from(chunked.slice(0, 50)))).toEqual([]);
    expect(reader.push(Buffer.from(chunked.slice(50)))).toEqual([200]);
    expect(reader.push(response(500, 'x'))).toEqual([500]);
  });

  it('refuses a response it cannot delimit', () => {
    const reader = createResponseReader();
    expect(() => reader.push(Buffer.from('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nbody'))).toThrow(
      'response without a length',
    );
  });
});

describe('load', () => {
  let server;
  let base;
  const seen = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, auth: request.headers.authorization, body });
        if (request.url === '/fail') {
          response.writeHead(500).end('no');
        } else if (request.url === '/chunked') {
          response.write('part one, ');
          response.end('part two');
        } else {
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        }
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen.length = 0;
  });

  it('sends exactly the requests asked for, with their headers and bodies, over keep-alive', async () => {
    const result = await load({
      connections: 3,
      requests: 30,
      next: (i) => ({
        url: `${base}/item/${i}?q=1`,
        method: 'POST',
        headers: { authorization: 'Bearer t' },
        body: { n: i },
      }),
    });
    expect(result.requests).toBe(30);
    expect(result.errors).toBe(0);
    expect(seen.map((r) => r.url).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `/item/${i}?q=1`).sort(),
    );
    expect(seen.every((r) => r.method === 'POST' && r.auth === 'Bearer t')).toBe(true);
    expect(JSON.parse(seen.find((r) => r.url === '/item/7?q=1').body)).toEqual({ n: 7 });
    expect(result.p50).toBeLessThanOrEqual(result.p95);
    expect(result.p95).toBeLessThanOrEqual(result.p99);
  });

  it('counts non-2xx answers as errors and reads chunked answers', async () => {
    const failing = await load({ connections: 2, requests: 6, next: () => ({ url: `${base}/fail` }) });
    expect(failing).toMatchObject({ requests: 6, errors: 6 });
    const chunked = await load({ connections: 2, requests: 6, next: () => ({ url: `${base}/chunked` }) });
    expect(chunked).toMatchObject({ requests: 6, errors: 0 });
  });

  it('counts a refused connection as an error and goes on', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const result = await load({
      connections: 1,
      requests: 3,
      next: () => ({ url: `http://127.0.0.1:${port}/` }),
    });
    expect(result).toMatchObject({ requests: 3, errors: 3 });
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('pooled', () => {
  it('takes the percentiles of every latency of the runs, not an average of theirs', () => {
    const fast = { requests: 95, errors: 0, rps: 95, latencies: Array.from({ length: 95 }, () => 10) };
    const slow = { requests: 5, errors: 2, rps: 5, latencies: Array.from({ length: 5 }, () => 100) };
    const both = pooled(slow, fast);
    expect(both).toMatchObject({ requests: 100, errors: 2, p50: 10, p95: 10, p99: 100 });
    // 100 requests in 2 s (each run took a second).
    expect(both.rps).toBe(50);
    expect(both.latencies[0]).toBe(10);
  });
});
