import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { freePort } from '../test/api-process.js';
import { type DnsStub, startDnsStub } from '../test/dns-stub.js';
import { type Gateway, nginxAvailable, startGateway, testGatewayConfig } from '../test/gateway.js';

const SKIP = nginxAvailable()
  ? false
  : 'nginx is not installed (apt-get install nginx): the gateway config is not run';
if (SKIP) console.log(`# skipped: ${SKIP}`);

/** A GET through the gateway from a given loopback address (a client, or a load balancer in front). */
function get(
  url: string,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { localAddress: from, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the gateway config on Debian nginx', { skip: SKIP }, () => {
  test('nginx -t passes with none of the upstream names resolvable (nothing looked up at start)', async () => {
    const output = await testGatewayConfig();
    assert.match(output, /test is successful/);
  });

  describe('running, in front of stand-in API replicas', () => {
    let dns: DnsStub;
    let gateway: Gateway;
    const replicas: Server[] = [];
    const seenBy: string[] = [];
    before(async () => {
      dns = await startDnsStub();
      const apiPort = await freePort();
      for (const address of ['127.0.0.2', '127.0.0.3']) {
        // Each echoes what reached it: the forwarded headers, and a JSON body worth compressing.
        const server = createServer((req, res) => {
          seenBy.push(address);
          res.setHeader('content-type', 'application/json');
          res.setHeader('server', 'api');
          res.end(
            JSON.stringify({
              replica: address,
              forwardedFor: req.headers['x-forwarded-for'] ?? null,
              forwardedProto: req.headers['x-forwarded-proto'] ?? null,
              padding: 'x'.repeat(4000),
            }),
          );
        });
        server.listen(apiPort, address);
        await once(server, 'listening');
        replicas.push(server);
      }
      dns.set('api', ['127.0.0.2', '127.0.0.3']);
      gateway = await startGateway({
        port: await freePort(),
        dnsPort: dns.port,
        apiPort,
        trustedProxies: ['127.0.0.5'],
      });
    });
    after(async () => {
      await gateway?.stop();
      for (const server of replicas) server.close();
      await dns?.close();
    });

    const echo = (body: Buffer, encoding: unknown) =>
      JSON.parse((encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'));

    test('an untrusted client: its own address and scheme, whatever it claims', async () => {
      const res = await get(`${gateway.url}/api/thing`, {
        from: '127.0.0.9',
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
      });
      assert.equal(res.status, 200, gateway.errors());
      const seen = echo(res.body, res.headers['content-encoding']);
      assert.equal(seen.forwardedFor, '127.0.0.9');
      assert.equal(seen.forwardedProto, 'http');
      assert.equal(res.headers['strict-transport-security'], undefined);
    });

    test('the trusted load balancer: the client and https it reports are passed on, HSTS sent', async () => {
      const res = await get(`${gateway.url}/api/thing`, {
        from: '127.0.0.5',
        headers: { 'x-forwarded-for': '203.0.113.8', 'x-forwarded-proto': 'https' },
      });
      const seen = echo(res.body, res.headers['content-encoding']);
      assert.equal(seen.forwardedFor, '203.0.113.8');
      assert.equal(seen.forwardedProto, 'https');
      assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    });

    test('a scheme other than http or https from the trusted proxy is not passed on', async () => {
      const res = await get(`${gateway.url}/api/thing`, {
        from: '127.0.0.5',
        headers: { 'x-forwarded-for': '203.0.113.8', 'x-forwarded-proto': 'javascript' },
      });
      assert.equal(echo(res.body, res.headers['content-encoding']).forwardedProto, 'http');
    });

    test('both replicas behind one name take requests; no version in the Server header', async () => {
      // nginx starts each request at a random one of the name's addresses: six requests all
      // landed on one replica 1 time in 32. Ask until both answered, at most 40 times (2^-39).
      seenBy.length = 0;
      for (let i = 0; i < 40 && new Set(seenBy).size < 2; i++) {
        assert.equal((await get(`${gateway.url}/api/thing`)).status, 200);
      }
      assert.deepEqual([...new Set(seenBy)].sort(), ['127.0.0.2', '127.0.0.3']);
      const res = await get(`${gateway.url}/nothing-here-either`);
      assert.equal(res.headers.server, 'nginx');
    });

    test('a replica gone from the name is not asked again once the name is re-resolved', async () => {
      dns.set('api', ['127.0.0.3']);
      // nginx keeps an answer for `valid=10s` at most: wait for the change, bounded.
      const deadline = Date.now() + 20_000;
      for (;;) {
        seenBy.length = 0;
        for (let i = 0; i < 4; i++) await get(`${gateway.url}/api/thing`);
        if (seenBy.every((address) => address === '127.0.0.3')) break;
        assert.ok(Date.now() < deadline, 'the gateway kept sending to a replica no longer in DNS');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      dns.set('api', ['127.0.0.2', '127.0.0.3']);
    });

    test('API JSON is compressed for a client that accepts gzip', async () => {
      const res = await get(`${gateway.url}/api/thing`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.equal(echo(res.body, 'gzip').padding.length, 4000);
    });

    test('the security headers on the answers of the gateway itself (a 502 when no API is there)', async () => {
      dns.set('api', []);
      const deadline = Date.now() + 20_000;
      let res = await get(`${gateway.url}/api/thing`);
      while (res.status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        res = await get(`${gateway.url}/api/thing`);
      }
      assert.ok(res.status >= 500, `status ${res.status}`);
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
      dns.set('api', ['127.0.0.2', '127.0.0.3']);
    });
  });
});
