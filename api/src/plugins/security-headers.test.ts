import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { bearer, buildTestApp, login, type TestApp } from '../test/helper.js';
import { contentSecurityPolicy, foreignOrigins } from './security-headers.js';

let t: TestApp;
let appsDir: string;

before(async () => {
  // A built host and one remote, with a runtime configuration naming a remote on another origin.
  appsDir = mkdtempSync(path.join(os.tmpdir(), 'apps-'));
  mkdirSync(path.join(appsDir, 'host', 'dist'), { recursive: true });
  mkdirSync(path.join(appsDir, 'remote-people', 'dist'), { recursive: true });
  writeFileSync(path.join(appsDir, 'host', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(appsDir, 'host', 'dist', 'config.json'),
    JSON.stringify({
      apiBase: '/api',
      remotes: {
        people: '/remotes/people/mf-manifest.json',
        commerce: {
          entry: 'https://cdn.example.com/commerce/0.2.0/mf-manifest.json',
          federationName: 'remote_commerce',
          label: 'Appointments and payments',
          version: '0.2.0',
          contract: '^2.0.0',
          sections: [],
        },
      },
    }),
  );
  writeFileSync(path.join(appsDir, 'remote-people', 'dist', 'mf-manifest.json'), '{}');
  writeFileSync(path.join(appsDir, 'remote-people', 'dist', 'remoteEntry.js'), 'window.remote_people = {};');
  t = await buildTestApp({ serveApps: true, appsDir, trustProxy: ['127.0.0.1'] });
});
after(async () => {
  await t.close();
  rmSync(appsDir, { recursive: true, force: true });
});

const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function assertSecurityHeaders(headers: Record<string, unknown>, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    assert.equal(headers[name], value, `${what}: ${name}`);
  const csp = String(headers['content-security-policy']);
  assert.match(csp, /frame-ancestors 'none'/, what);
  assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com(;|$)/, what);
  assert.doesNotMatch(csp, /unsafe-eval/, what);
  assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/, what);
}

describe('security headers', () => {
  test('on every kind of answer: HTML, JS, JSON, API data, 4xx, 404, the docs', async () => {
    const session = await login(t.app);
    const answers = {
      'host page': await t.app.inject({ method: 'GET', url: '/admin/doctors' }),
      'remote manifest': await t.app.inject({ method: 'GET', url: '/remotes/people/mf-manifest.json' }),
      'remote script': await t.app.inject({ method: 'GET', url: '/remotes/people/remoteEntry.js' }),
      'missing file': await t.app.inject({ method: 'GET', url: '/remotes/people/nothing.js' }),
      'API data': await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) }),
      'API 401': await t.app.inject({ method: 'GET', url: '/api/user/me' }),
      'API 400': await t.app.inject({ method: 'POST', url: '/api/auth/local/admin', payload: {} }),
      'API 404': await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      'API docs': await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' }),
      'API document': await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    };
    for (const [what, res] of Object.entries(answers)) assertSecurityHeaders(res.headers, what);
    assert.equal(answers['host page'].statusCode, 200);
    assert.equal(answers['remote script'].statusCode, 200);
    assert.equal(answers['missing file'].statusCode, 404);
    assert.equal(answers['API data'].statusCode, 200);
    assert.equal(answers['API document'].statusCode, 200);
  });

  test('on the live-update stream, written by hand', async () => {
    const session = await login(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/events`, {
      headers: bearer(session.token),
      signal: controller.signal,
    });
    assert.equal(res.status, 200);
    assert.match(String(res.headers.get('content-type')), /^text\/event-stream/);
    assertSecurityHeaders(Object.fromEntries(res.headers), 'the stream');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.ok(res.headers.get('x-request-id'));
    controller.abort();
  });

  test('on a server error (the database gone)', async () => {
    const broken = await buildTestApp({ serveApps: true, appsDir });
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    assert.ok(res.statusCode >= 500, `status ${res.statusCode}`);
    assertSecurityHeaders(res.headers, 'a 5xx');
    assert.equal(res.headers['cache-control'], 'no-store');
    // Closing tells the closed database to stop listening: that failure is not this test's.
    await broken.app.close().catch(() => undefined);
  });

  test('API answers are never stored; the apps keep their own cache rules', async () => {
    const session = await login(t.app);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) }),
      await t.app.inject({ method: 'GET', url: '/api/user/me' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
    ]) {
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    const page = await t.app.inject({ method: 'GET', url: '/admin/doctors' });
    assert.notEqual(page.headers['cache-control'], 'no-store');
  });

  test('HSTS only on https (behind a trusted proxy that says so)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const secure = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  });

  test('the refresh cookie is Secure on https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/admin',
      payload: { username: 'admin@example.com', password: 'Admin@12345' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(res.cookies.find((c) => c.name === 'admin_refresh')?.secure, true);
  });
});

describe('the content security policy', () => {
  test("names only the other origins of the host's runtime configuration", () => {
    assert.deepEqual(
      foreignOrigins({
        apiBase: 'https://api.example.com/api',
        remotes: {
          a: '/remotes/a/mf-manifest.json',
          b: 'https://cdn.example.com/b/mf.json',
          c: 42,
          d: { entry: 'https://canary.example.com/d/0.3.0/mf-manifest.json', version: '0.3.0' },
          e: { entry: '/remotes/e/0.1.0/mf-manifest.json' },
        },
      }),
      ['https://api.example.com', 'https://canary.example.com', 'https://cdn.example.com'],
    );
    assert.deepEqual(foreignOrigins({}), []);
    const policy = contentSecurityPolicy([]);
    assert.match(policy, /^default-src 'self'; script-src 'self'; /);
    assert.match(policy, /object-src 'none'/);
  });
});
