import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/helper.js';

describe('serving the built apps', () => {
  let t: TestApp;
  let appsDir: string;
  before(async () => {
    appsDir = mkdtempSync(path.join(os.tmpdir(), 'apps-'));
    const host = path.join(appsDir, 'host', 'dist');
    mkdirSync(host, { recursive: true });
    writeFileSync(path.join(host, 'index.html'), '<html>host</html>');
    writeFileSync(path.join(host, 'config.json'), '{}');
    writeFileSync(path.join(host, 'main.1234abcd.js'), 'console.log(1)');
    const people = path.join(appsDir, 'remote-people', 'dist');
    mkdirSync(people, { recursive: true });
    writeFileSync(path.join(people, 'mf-manifest.json'), '{"name":"people"}');
    writeFileSync(path.join(people, 'remoteEntry.js'), 'var x');
    writeFileSync(path.join(people, '42.abcd.js'), 'var y');
    writeFileSync(path.join(appsDir, 'secret.txt'), 'nope');
    t = await buildTestApp({ serveApps: true, appsDir });
  });
  after(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  test('the host at / and the SPA fallback for deep links, not cached', async () => {
    for (const url of ['/', '/admin/doctors/42?active=2', '/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, '<html>host</html>');
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  test('hashed files are cached for good; config.json is not', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/main.1234abcd.js' });
    assert.equal(js.statusCode, 200);
    assert.match(String(js.headers['cache-control']), /immutable/);
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    assert.equal(config.headers['cache-control'], 'no-cache');
  });

  test('remotes under /remotes/<name>/ with manifest and entry not cached', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes/people/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/people/remoteEntry.js' });
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await t.app.inject({ method: 'GET', url: '/remotes/people/42.abcd.js' });
    assert.match(String(chunk.headers['cache-control']), /immutable/);
  });

  test('a missing remote build or file is a 404, never the host page', async () => {
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/remotes/inbox/mf-manifest.json' })).statusCode,
      404,
    );
    assert.equal((await t.app.inject({ method: 'GET', url: '/remotes/people/nope.js' })).statusCode, 404);
  });

  test('never serves files outside the dist folders', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/remotes/people/..%2f..%2fsecret.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.notEqual(res.body, 'nope', url);
    }
  });

  test('the API keeps its own 404 under /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().data, null);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
  });
});
