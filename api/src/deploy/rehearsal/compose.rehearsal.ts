import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { type DnsStub, startDnsStub } from '../../test/dns-stub.js';
import { walkTheAdmin } from './browser.js';
import { type ComposeFile, readCompose, serviceAsPod, startOrder } from './compose-services.js';
import { call } from './http.js';
import { createDatabase, dropDatabase } from './operator.js';
import { execIn, PortMap, prepareHostImage, type RunningContainer, startContainer } from './pods.js';

/**
 * The deploy rehearsal on docker-compose.yml: what `docker compose up` starts, as processes of
 * this machine (pods.ts says how), in its dependency order, each long-running service waited for
 * until its own health check (run as the probe) passes. Compose's network is played as follows:
 * each service has a loopback address of its own (the gateway's fixed one maps to its), service
 * names resolve through a stand-in of Docker's DNS for the gateway and are rewritten to addresses
 * in env values; the `postgres` service is the rehearsal's own database on the machine's
 * PostgreSQL (DATABASE_URL replaced), `mailpit` an SMTP sink in this process.
 */
const PORT_BASE = Number(process.env.DEPLOY_REHEARSAL_PORT ?? 9240) + 20;
const DB_PREFIX = /^[a-z_][a-z0-9_]{0,30}$/.test(process.env.REHEARSAL_DB_PREFIX ?? '')
  ? process.env.REHEARSAL_DB_PREFIX
  : 'deploy_';
const DATABASE = `${DB_PREFIX}compose_${process.pid}`;
const NOT_PLAYED = ['postgres', 'mailpit'];

describe('deploy rehearsal: docker-compose.yml', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rehearsal-compose-'));
  chmodSync(dir, 0o755);
  const ports = new PortMap(PORT_BASE);
  const operator = {
    ADMIN_EMAIL: 'owner@telehealth.example',
    ADMIN_PASSWORD: `${randomBytes(18).toString('base64url')}Aa1!`,
    DATA_KEY_FILE: path.join(dir, 'data_key'),
  };
  const running = new Map<string, RunningContainer[]>();
  const mail: string[] = [];
  let compose: ComposeFile;
  let dns: DnsStub;
  let smtp: SMTPServer;
  let origin = '';
  let migrateOutput = '';

  before(async () => {
    await prepareHostImage();
    writeFileSync(operator.DATA_KEY_FILE, `${randomBytes(32).toString('base64')}\n`);
    compose = readCompose({ ...operator });
    const databaseUrl = await createDatabase(DATABASE);
    dns = await startDnsStub();
    let next = 10;
    const addresses = new Map<string, string[]>();
    const fixed = new Map<string, string>();
    for (const [name, service] of Object.entries(compose.services)) {
      const replicas = service.deploy?.replicas ?? 1;
      addresses.set(
        name,
        Array.from({ length: replicas }, () => `127.0.45.${next++}`),
      );
      const ipv4 = Object.values(service.networks ?? {}).find((n) => n?.ipv4_address)?.ipv4_address;
      if (ipv4) fixed.set(ipv4, addresses.get(name)![0]);
      dns.set(name, addresses.get(name)!);
    }
    // mailpit: an SMTP sink at its address.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream
          .on('data', () => undefined)
          .on('end', () => {
            mail.push(session.envelope.rcptTo.map((r) => r.address).join(','));
            callback();
          });
      },
    });
    smtp.listen(ports.of(1025), addresses.get('mailpit')![0]);
    await once(smtp.server, 'listening');

    const rewriteEnv = (name: string, value: string) => {
      if (name === 'DATABASE_URL') return databaseUrl;
      let out = value;
      for (const [ip, address] of fixed) out = out.replaceAll(ip, address);
      return out.replace(/\/\/([a-z][a-z0-9-]*):(\d+)/g, (m, host: string, port: string) =>
        addresses.has(host) ? `//${addresses.get(host)![0]}:${ports.of(Number(port))}` : m,
      );
    };
    // The gateway's files as mounted, with Docker's DNS and the upstreams' ports of this machine.
    const gatewayFiles = path.join(dir, 'gateway-files');
    mkdirSync(gatewayFiles, { recursive: true });

    const played = Object.keys(compose.services).filter((name) => !NOT_PLAYED.includes(name));
    for (const level of startOrder(compose, played)) {
      await Promise.all(
        level.map(async (name) => {
          const service = compose.services[name];
          const pod = serviceAsPod(compose, name, { data_key: operator.DATA_KEY_FILE });
          const binds = pod.binds.map((bind) => {
            if (!bind.target.startsWith('/etc/nginx/')) return bind;
            const rewritten = path.join(gatewayFiles, path.basename(bind.target));
            writeFileSync(
              rewritten,
              readFileSync(bind.source, 'utf8')
                .replace(/resolver 127\.0\.0\.11 /, `resolver 127.0.0.1:${dns.port} `)
                .replace(
                  /(set \$\w+ [^;:]+):(\d+);/g,
                  (_m, head: string, port: string) => `${head}:${ports.of(Number(port))};`,
                ),
            );
            return { source: rewritten, target: bind.target };
          });
          const replicas = addresses.get(name)!.map((address, i) =>
            startContainer(pod.spec, pod.container, {
              objects: pod.objects,
              name: `${name}-${i}`,
              address,
              ports,
              dir: path.join(dir, 'containers', `${name}-${i}`),
              binds,
              rewriteEnv,
            }),
          );
          running.set(name, replicas);
          const oneShot = Object.values(compose.services).some(
            (other) => other.depends_on?.[name]?.condition === 'service_completed_successfully',
          );
          if (oneShot) {
            const code = await replicas[0].exited;
            migrateOutput = replicas[0].output.join('');
            assert.equal(code, 0, `${name} failed:\n${migrateOutput}`);
            return;
          }
          const check = service.healthcheck?.test;
          assert.ok(check?.[0] === 'CMD', `${name}: a health check the rehearsal can run`);
          await Promise.all(replicas.map((replica) => healthy(replica, check.slice(1))));
        }),
      );
    }
    const gateway = running.get('gateway')![0];
    const published = compose.services.gateway.ports![0].split(':').pop()!;
    origin = `http://${gateway.address}:${ports.of(Number(published))}`;
  });

  after(async () => {
    await Promise.all([...running.values()].flat().map((c) => c.stop()));
    await dns?.close();
    smtp?.close();
    await dropDatabase(DATABASE).catch((error) =>
      console.error(`could not drop ${DATABASE}: ${error.message}`),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  test('the migrations ran once, before two API replicas that pass their health check', () => {
    assert.match(migrateOutput, /Database migrated/);
    assert.equal(running.get('api')?.length, 2);
  });

  test('through the gateway: config.json names each remote at the release its image serves; /metrics is not published', async () => {
    const config = JSON.parse((await call(origin, '/config.json')).body);
    for (const [name, release] of Object.entries<{ entry: string }>(config.remotes)) {
      assert.equal((await call(origin, release.entry)).status, 200, `${name}: ${release.entry}`);
    }
    for (const pathname of ['/metrics', '/api/metrics']) {
      assert.doesNotMatch((await call(origin, pathname)).body, /^# (HELP|TYPE) /m, pathname);
    }
    const demo = await call(origin, '/api/auth/local/admin', {
      method: 'POST',
      body: { username: 'admin@example.com', password: 'Admin@12345' },
    });
    assert.equal(demo.status, 400, 'no demo administrator');
  });

  test('the worker service delivers the mail the API replicas queue; the replicas run no background work', async () => {
    assert.equal(running.get('worker')?.length, 1);
    const asked = await call(origin, '/api/auth/password/forgot', {
      method: 'POST',
      body: { email: operator.ADMIN_EMAIL },
    });
    assert.equal(asked.status, 200, asked.body);
    const deadline = Date.now() + 20_000;
    while (!mail.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(mail, [operator.ADMIN_EMAIL]);
    const said = (name: string) =>
      running
        .get(name)!
        .map((container) => container.output.join(''))
        .join('');
    assert.doesNotMatch(said('api'), /background work started/);
    assert.match(said('worker'), /background work started/);
  });

  test('Chromium through the gateway: the Owner signs in, enrols the second factor, and every remote opens', async () => {
    const config = JSON.parse((await call(origin, '/config.json')).body);
    const result = await walkTheAdmin({
      origin,
      frontDoor: new URL(origin).hostname,
      hostname: new URL(origin).hostname,
      email: operator.ADMIN_EMAIL,
      password: operator.ADMIN_PASSWORD,
      config,
    });
    assert.deepEqual(result.failedRemotes, []);
    const sections = Object.values<{ sections: unknown[] }>(config.remotes).flatMap((r) => r.sections);
    assert.equal(result.sectionsOpened, sections.length);
    assert.equal(result.catalogueRows, 1);
  });
});

/** A compose health check (`CMD …`) run in the container until it passes, at most 90 s. */
async function healthy(container: RunningContainer, argv: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (container.child.exitCode !== null)
      throw new Error(`${container.pod} exited (${container.child.exitCode}):\n${container.output.join('')}`);
    // Not compose's 4 s timeout: timing is not what is rehearsed, and CI's cores are shared.
    if (await execIn(container, argv, 15_000)) return;
    if (Date.now() > deadline)
      throw new Error(`${container.pod}: its health check never passed:\n${container.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
