import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../test/helper.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS = 'application/javascript; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** A built file with the brotli and gzip copies the build writes beside it. */
function writeCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/** A folder laid out like the builds: host/dist and remote-people/dist. */
function makeApps(): string {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'apps-'));
  const host = path.join(appsDir, 'host', 'dist');
  mkdirSync(path.join(host, 'assets'), { recursive: true });
  writeCompressed(path.join(host, 'index.html'), '<html>host</html>');
  writeCompressed(path.join(host, 'login.html'), '<html>login</html>');
  writeFileSync(path.join(host, 'config.json'), '{"apiBase":"/api"}');
  writeCompressed(path.join(host, 'main.1234abcd.js'), 'console.log("entry")');
  writeFileSync(path.join(host, 'main.1234abcd.js.map'), '{"version":3}');
  writeFileSync(path.join(host, '7.9f8e7d6c.js'), 'var tiny');
  writeFileSync(path.join(host, 'mf-stats.json'), '{"stats":true}');
  writeCompressed(path.join(host, 'mf-manifest.json'), '{"name":"host"}');
  writeCompressed(path.join(host, 'assets', 'logo.0a1b2c3d.svg'), '<svg/>');
  const people = path.join(appsDir, 'remote-people', 'dist');
  mkdirSync(people, { recursive: true });
  writeCompressed(path.join(people, 'mf-manifest.json'), '{"name":"people"}');
  writeCompressed(path.join(people, 'remoteEntry.js'), 'var entry');
  writeCompressed(path.join(people, '42.abcdef12.js'), 'var chunk');
  writeFileSync(path.join(people, '42.abcdef12.js.map'), '{"version":3}');
  writeFileSync(path.join(people, 'mf-stats.json'), '{"stats":true}');
  // Two kept releases of people, and a remote no list names (any remote-<name> folder is served).
  for (const version of ['0.1.0', '0.2.0-canary.1']) {
    const release = path.join(appsDir, 'remote-people', 'releases', version);
    mkdirSync(release, { recursive: true });
    writeCompressed(path.join(release, 'mf-manifest.json'), `{"release":"${version}"}`);
    writeCompressed(path.join(release, '42.abcdef12.js'), `var chunk${version}`);
  }
  const billing = path.join(appsDir, 'remote-billing', 'dist');
  mkdirSync(billing, { recursive: true });
  writeFileSync(path.join(billing, 'mf-manifest.json'), '{"name":"billing"}');
  writeFileSync(path.join(appsDir, 'secret.txt'), 'nope');
  return appsDir;
}

const get = (app: FastifyInstance, url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('serving the built apps', () => {
  let t: TestApp;
  let appsDir: string;
  before(async () => {
    appsDir = makeApps();
    t = await buildTestApp({ serveApps: true, appsDir });
  });
  after(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  test('a page route gets the host page, revalidated, and /login its prerendered page', async () => {
    for (const url of ['/', '/admin/doctors/42?active=2', '/forgot-password', '/admin/settings/']) {
      const res = await get(t.app, url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, '<html>host</html>', url);
      assert.equal(res.headers['content-type'], HTML);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.ok(res.headers.etag, url);
      assert.ok(res.headers['last-modified'], url);
    }
    for (const url of ['/login', '/login?next=1', '/login/']) {
      const res = await get(t.app, url);
      assert.equal(res.body, '<html>login</html>', url);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  test('the HTML is sent brotli or gzip as the browser accepts, with Vary', async () => {
    const br = await get(t.app, '/admin/dashboard', 'gzip, deflate, br, zstd');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-type'], HTML);
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(br.headers['cache-control'], 'no-cache');
    assert.deepEqual(br.rawPayload, brotliCompressSync('<html>host</html>'));
    const gzip = await get(t.app, '/login', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gzip.rawPayload, gzipSync('<html>login</html>'));
  });

  test('the hashed entry is cached for good and sent compressed with its own type', async () => {
    const br = await get(t.app, '/main.1234abcd.js', 'br;q=1, gzip;q=0.8');
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.equal(br.headers['content-type'], JS);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    const gzip = await get(t.app, '/main.1234abcd.js', 'gzip, br;q=0');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.headers['content-type'], JS);
    const plain = await get(t.app, '/main.1234abcd.js', 'identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    assert.equal(plain.headers['content-type'], JS);
    assert.equal(plain.body, 'console.log("entry")');
    const none = await get(t.app, '/main.1234abcd.js');
    assert.equal(none.headers['content-encoding'], undefined);
    assert.equal(none.body, 'console.log("entry")');
  });

  test('a hashed chunk without compressed copies (too small to gain) is sent as it is', async () => {
    const res = await get(t.app, '/7.9f8e7d6c.js', 'br, gzip');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.headers.vary, undefined);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.equal(res.body, 'var tiny');
  });

  test('config.json is revalidated, and a compressed copy older than it is never sent', async () => {
    const config = await get(t.app, '/config.json', 'br, gzip');
    assert.equal(config.headers['cache-control'], 'no-cache');
    assert.equal(config.headers['content-type'], JSON_TYPE);
    assert.equal(config.body, '{"apiBase":"/api"}');

    const manifest = path.join(appsDir, 'host', 'dist', 'mf-manifest.json');
    writeFileSync(`${manifest}.br`, brotliCompressSync('{"name":"old host"}'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${manifest}.br`, past, past);
    const res = await get(t.app, '/mf-manifest.json', 'br, gzip');
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.deepEqual(res.rawPayload, gzipSync('{"name":"host"}'));
  });

  test('an asset of the host build keeps its type and cache rule', async () => {
    const res = await get(t.app, '/assets/logo.0a1b2c3d.svg', 'br');
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['cache-control'], IMMUTABLE);
  });

  test('a remote: manifest and entry revalidated, chunks cached for good, all compressed', async () => {
    const manifest = await get(t.app, '/remotes/people/mf-manifest.json', 'gzip, br');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['content-type'], JSON_TYPE);
    assert.equal(manifest.headers['content-encoding'], 'br');
    assert.ok(manifest.headers.etag);
    const entry = await get(t.app, '/remotes/people/remoteEntry.js', 'gzip');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal(entry.headers['content-type'], JS);
    assert.equal(entry.headers['content-encoding'], 'gzip');
    const chunk = await get(t.app, '/remotes/people/42.abcdef12.js', 'br');
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal(chunk.headers['content-encoding'], 'br');
    assert.equal(chunk.headers['content-type'], JS);
  });

  test('every kept release is served under its version, beside the working build', async () => {
    for (const version of ['0.1.0', '0.2.0-canary.1']) {
      const manifest = await get(t.app, `/remotes/people/${version}/mf-manifest.json`);
      assert.equal(manifest.statusCode, 200, version);
      assert.equal(manifest.body, `{"release":"${version}"}`);
      assert.equal(manifest.headers['cache-control'], 'no-cache');
      const chunk = await get(t.app, `/remotes/people/${version}/42.abcdef12.js`);
      assert.equal(chunk.body, `var chunk${version}`);
      assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    }
    assert.equal((await get(t.app, '/remotes/people/mf-manifest.json')).body, '{"name":"people"}');
    assert.equal((await get(t.app, '/remotes/billing/mf-manifest.json')).body, '{"name":"billing"}');
    for (const url of [
      '/remotes/people/9.9.9/mf-manifest.json',
      '/remotes/people/0.1.0/',
      '/remotes/people/0.1.0/../../dist/mf-manifest.json',
      '/remotes/Bad_Name/mf-manifest.json',
    ]) {
      assert.equal((await get(t.app, url)).statusCode, 404, url);
    }
  });

  test('a revalidated file answers 304 to its ETag', async () => {
    const first = await get(t.app, '/remotes/people/remoteEntry.js', 'br');
    const again = await t.app.inject({
      method: 'GET',
      url: '/remotes/people/remoteEntry.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  test('a missing asset is a 404, never the host page', async () => {
    for (const url of [
      '/main.00000000.js',
      '/404.deadbeef.js',
      '/favicon.ico',
      '/admin/missing.css',
      '/remotes/people/nope.js',
      '/remotes/inbox/mf-manifest.json',
    ]) {
      const res = await get(t.app, url, 'br, gzip');
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { status: 404, message: 'Not found', data: null }, url);
    }
  });

  test('source maps and build statistics are not served by default', async () => {
    for (const url of [
      '/main.1234abcd.js.map',
      '/mf-stats.json',
      '/remotes/people/42.abcdef12.js.map',
      '/remotes/people/mf-stats.json',
    ]) {
      assert.equal((await get(t.app, url)).statusCode, 404, url);
    }
  });

  test('never serves files outside the dist folders', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/remotes/people/..%2f..%2fsecret.txt']) {
      const res = await get(t.app, url);
      assert.notEqual(res.body, 'nope', url);
    }
  });

  test('the API keeps its own 404 under /api', async () => {
    const res = await get(t.app, '/api/unknown');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().data, null);
    assert.equal((await get(t.app, '/api/health')).statusCode, 200);
  });
});

describe('serving the built apps with SERVE_SOURCE_MAPS', () => {
  let t: TestApp;
  let appsDir: string;
  before(async () => {
    appsDir = makeApps();
    t = await buildTestApp({ serveApps: true, appsDir, serveSourceMaps: true });
  });
  after(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  test('source maps and build statistics are served when asked for', async () => {
    const map = await get(t.app, '/main.1234abcd.js.map');
    assert.equal(map.statusCode, 200);
    assert.equal(map.body, '{"version":3}');
    assert.equal(map.headers['cache-control'], 'no-cache');
    assert.equal((await get(t.app, '/remotes/people/mf-stats.json')).statusCode, 200);
  });
});
