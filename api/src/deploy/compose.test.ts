import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { parse } from 'yaml';
import { ConfigError, loadConfig, REPO_DIR } from '../config.js';
import { freePort } from '../test/api-process.js';
import { buildTestApp, type TestApp, TEST_DATA_KEY } from '../test/helper.js';

interface Service {
  image?: string;
  build?: { dockerfile: string };
  command?: string[];
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  secrets?: string[];
  volumes?: string[];
}
const compose = parse(readFileSync(path.join(REPO_DIR, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const ONE_SHOT = ['migrate'];
const longRunning = Object.entries(services).filter(([name]) => !ONE_SHOT.includes(name));
const REMOTES = ['people', 'commerce', 'catalog', 'inbox'];

describe('docker-compose.yml', () => {
  test('every long-running service has a health check and restarts unless stopped', () => {
    for (const [name, service] of longRunning) {
      assert.ok(service.healthcheck?.test?.length, `${name} has a health check`);
      assert.equal(service.restart, 'unless-stopped', `${name} restarts`);
    }
    assert.equal(services.migrate.restart, 'no');
  });

  test('nothing starts before what it needs is healthy; the API waits for the migrations to succeed', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        const expected = ONE_SHOT.includes(needed) ? 'service_completed_successfully' : 'service_healthy';
        assert.equal(condition, expected, `${name} → ${needed}`);
        assert.ok(services[needed], `${name} needs a service that exists: ${needed}`);
      }
    }
    assert.equal(services.api.depends_on?.migrate?.condition, 'service_completed_successfully');
    assert.deepEqual(services.migrate.command, ['node', 'dist/ops/migrate-cli.js']);
    for (const name of ['api', 'host', ...REMOTES.map((r) => `remote-${r}`)]) {
      assert.equal(services.gateway.depends_on?.[name]?.condition, 'service_healthy', `gateway → ${name}`);
    }
  });

  test('several API replicas, health-checked with the Node script the image holds (no curl in it)', () => {
    assert.ok((services.api.deploy?.replicas ?? 1) >= 2);
    assert.deepEqual(services.api.healthcheck?.test, [
      'CMD',
      'node',
      'dist/ops/healthcheck.js',
      '/api/health/ready',
    ]);
    const build = readFileSync(path.join(REPO_DIR, 'api', 'scripts', 'build.mjs'), 'utf8');
    assert.match(build, /'src\/ops\/healthcheck\.ts'/);
    assert.match(build, /'src\/ops\/migrate-cli\.ts'/);
  });

  test('every image pinned to a version, none to latest', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.image || service.build || services.migrate.image === service.image) continue;
      assert.match(service.image, /:[^:]*\d[^:]*$/, `${name}: ${service.image}`);
      assert.doesNotMatch(service.image, /:latest$/, name);
    }
    for (const dockerfile of ['api/Dockerfile', 'host/Dockerfile', 'deploy/remote.Dockerfile']) {
      const text = readFileSync(path.join(REPO_DIR, dockerfile), 'utf8');
      const stages = [...text.matchAll(/^FROM \S+ AS (\S+)/gm)].map((m) => m[1]);
      for (const [, image] of text.matchAll(/^FROM (\S+)/gm)) {
        // A build argument naming an image (the remote's previous release): its default is a stage.
        const argument = /^\$\{(\w+)\}$/.exec(image);
        if (argument) {
          const fallback = new RegExp(`^ARG ${argument[1]}=(\\S+)`, 'm').exec(text)?.[1] ?? '';
          assert.ok(stages.includes(fallback), `${dockerfile}: ${image} defaults to a stage of the file`);
          continue;
        }
        assert.match(image, /:\S*\d/, `${dockerfile}: ${image}`);
        assert.doesNotMatch(
          image,
          /^node:(1\d|20|21|23)[.-]/,
          `${dockerfile}: ${image} is not a supported Node LTS`,
        );
      }
    }
  });

  test('the data key is a required secret, given to every process that opens the database', () => {
    assert.match(compose.secrets.data_key.file, /^\$\{DATA_KEY_FILE:-/);
    for (const name of ['api', 'migrate']) {
      const service = services[name];
      assert.deepEqual(service.secrets, ['data_key'], name);
      assert.equal(service.environment?.DATA_KEY_FILE, '/run/secrets/data_key', name);
      assert.equal(service.environment?.REQUIRE_DATA_KEY, '1', name);
      assert.equal(service.environment?.DATA_KEY, undefined, name);
    }
  });

  test("the host's config.json on a volume, each remote's releases baked in its image, the gateway's files all mounted", () => {
    assert.deepEqual(services.host.volumes, ['host-config:/srv/config']);
    assert.match(
      readFileSync(path.join(REPO_DIR, 'host', 'Dockerfile'), 'utf8'),
      /deploy\/static\/host-config\.sh/,
    );
    const remoteImage = readFileSync(path.join(REPO_DIR, 'deploy', 'remote.Dockerfile'), 'utf8');
    for (const remote of REMOTES) {
      assert.equal(
        services[`remote-${remote}`].volumes,
        undefined,
        `${remote}: nothing kept outside the image`,
      );
    }
    assert.match(
      remoteImage,
      /^COPY --from=previous \/usr\/share\/nginx\/html\/remotes /m,
      'the earlier releases carried',
    );
    assert.match(remoteImage, /^COPY --from=build \/release\/remotes \/usr\/share\/nginx\/html\/remotes$/m);
    for (const volume of services.gateway.volumes ?? []) {
      const file = volume.split(':')[0];
      assert.ok(existsSync(path.join(REPO_DIR, file)), file);
    }
    assert.ok((services.gateway.volumes ?? []).some((v) => v.includes('trusted-proxies.conf')));
  });

  test('docker compose config accepts it (where Docker is installed)', async (t) => {
    let docker = true;
    try {
      execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    } catch {
      docker = false;
    }
    if (!docker) {
      t.skip('docker is not installed here: the rules above are checked without it');
      return;
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compose-'));
    try {
      writeFileSync(path.join(dir, 'data_key'), TEST_DATA_KEY);
      await promisify(execFile)('docker', ['compose', 'config', '-q'], {
        cwd: REPO_DIR,
        env: { ...process.env, DATA_KEY_FILE: path.join(dir, 'data_key') },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the data key where several processes share PostgreSQL', () => {
  const POSTGRES = 'postgres://postgres@127.0.0.1:5432/telehealth';

  test('REQUIRE_DATA_KEY=1 with DATABASE_URL and no key: the API refuses to start, saying why', () => {
    assert.throws(
      () => loadConfig({ DATABASE_URL: POSTGRES, REQUIRE_DATA_KEY: '1' }),
      (error: Error) =>
        error instanceof ConfigError && /DATA_KEY \(or DATA_KEY_FILE\) is required/.test(error.message),
    );
    // Local runs and CI (no flag) keep working with a generated key, as do the embedded database's.
    assert.equal(loadConfig({ DATABASE_URL: POSTGRES }).dataKey, null);
    assert.equal(loadConfig({ REQUIRE_DATA_KEY: '1' }).dataKey, null);
  });

  test('DATA_KEY_FILE: the key read from a mounted secret', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'key-'));
    try {
      writeFileSync(path.join(dir, 'data_key'), `${TEST_DATA_KEY}\n`);
      const config = loadConfig({
        DATABASE_URL: POSTGRES,
        REQUIRE_DATA_KEY: '1',
        DATA_KEY_FILE: path.join(dir, 'data_key'),
      });
      assert.equal(config.dataKey, TEST_DATA_KEY);
      assert.throws(() => loadConfig({ DATA_KEY_FILE: path.join(dir, 'missing') }), /cannot be read/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the container health check script', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await buildTestApp();
    port = await freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  after(() => t.close());

  const check = (env: Record<string, string>) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/ops/healthcheck.ts', '/api/health/ready'],
      {
        env: { ...process.env, ...env },
      },
    ).then(
      () => 0,
      (error: { code: number }) => error.code,
    );

  test('exit 0 when the API is ready, 1 when nothing answers or it is draining', async () => {
    assert.equal(await check({ PORT: String(port) }), 0);
    // A server listening on one address only is checked there (the loopback is another address).
    assert.equal(await check({ PORT: String(port), HOST: '127.0.0.1' }), 0);
    assert.equal(await check({ PORT: String(port), HOST: '127.0.0.2' }), 1);
    assert.equal(await check({ PORT: String(await freePort()) }), 1);
    t.app.lifecycle.drain();
    assert.equal(await check({ PORT: String(port) }), 1);
  });
});
