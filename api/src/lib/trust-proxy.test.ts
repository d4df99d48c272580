import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../config.js';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/helper.js';
import { addressMatcher } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  test('takes addresses, CIDRs, named ranges and one hop count', () => {
    const config = loadConfig({ TRUST_PROXY: '10.0.0.2, 172.28.0.0/16, loopback, fd00::/8, 2' });
    assert.deepEqual(config.trustProxy, ['10.0.0.2', '172.28.0.0/16', 'loopback', 'fd00::/8']);
    assert.equal(config.trustProxyHops, 2);
    assert.equal(loadConfig({}).trustProxyHops, 0);
    assert.deepEqual(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, []);
  });

  test('refuses what is not an address, a range or one hop count', () => {
    for (const bad of ['example.com', '10.0.0.0/33', 'abc', '1, 2', '10.0.0.1/8/2', '99']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: bad }),
        (error: Error) => error instanceof ConfigError && /TRUST_PROXY must list/.test(error.message),
        bad,
      );
    }
  });

  test('matches addresses, ranges and IPv4-mapped IPv6', () => {
    const trusted = addressMatcher(['10.0.0.2', '172.28.0.0/16', 'loopback']);
    assert.equal(trusted('10.0.0.2'), true);
    assert.equal(trusted('10.0.0.3'), false);
    assert.equal(trusted('172.28.9.9'), true);
    assert.equal(trusted('::ffff:127.0.0.1'), true);
    assert.equal(trusted('::1'), true);
    assert.equal(trusted('192.0.2.1'), false);
    assert.equal(trusted('junk'), false);
  });
});

/** Fails a sign-in from `remoteAddress` with the headers given; answers the address the audit log recorded. */
async function recordedAddress(t: TestApp, remoteAddress: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/admin',
    payload: { username: TEST_ADMIN_EMAIL, password: 'wrong' },
    headers,
    remoteAddress,
  });
  assert.equal(res.statusCode, 400);
  const [row] = await t.database.query<{ ip: string }>(
    `select ip from audit_log where action = 'auth.login_failed' order by id desc limit 1`,
  );
  return row.ip;
}

describe('the client and scheme come from the first untrusted hop', () => {
  let byCount: TestApp;
  let byAddress: TestApp;
  before(async () => {
    byCount = await buildTestApp({ trustProxyHops: 2 });
    byAddress = await buildTestApp({ trustProxy: ['10.0.0.0/24'], trustProxyHops: 0 });
  });
  after(async () => {
    await byCount.close();
    await byAddress.close();
  });

  test('two hops counted: a forged address the client put first in the chain is not believed', async () => {
    const ip = await recordedAddress(byCount, '10.0.0.5', {
      'x-forwarded-for': '203.0.113.66, 198.51.100.7, 10.0.0.9',
    });
    assert.equal(ip, '198.51.100.7');
  });

  test('by address: each trusted proxy of the chain is skipped, the first other address is the client', async () => {
    assert.equal(
      await recordedAddress(byAddress, '10.0.0.5', {
        'x-forwarded-for': '203.0.113.66, 198.51.100.8, 10.0.0.9',
      }),
      '198.51.100.8',
    );
    // An untrusted peer's X-Forwarded-For is ignored altogether.
    assert.equal(
      await recordedAddress(byAddress, '192.0.2.44', { 'x-forwarded-for': '198.51.100.9' }),
      '192.0.2.44',
    );
  });

  test('https reported by a trusted proxy: HSTS and a Secure refresh cookie; from anyone else: neither', async () => {
    const signIn = (remoteAddress: string) =>
      byAddress.app.inject({
        method: 'POST',
        url: '/api/auth/local/admin',
        payload: { username: TEST_ADMIN_EMAIL, password: 'Admin@12345' },
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress,
      });
    const trusted = await signIn('10.0.0.5');
    assert.equal(trusted.statusCode, 200);
    assert.equal(trusted.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    assert.equal(trusted.cookies.find((c) => c.name === 'admin_refresh')?.secure, true);
    const forged = await signIn('192.0.2.44');
    assert.equal(forged.statusCode, 200);
    assert.equal(forged.headers['strict-transport-security'], undefined);
    assert.notEqual(forged.cookies.find((c) => c.name === 'admin_refresh')?.secure, true);
  });
});
