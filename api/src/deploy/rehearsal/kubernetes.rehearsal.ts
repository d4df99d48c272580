import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type BrowserSessionResult, walkTheAdmin } from './browser.js';
import { LocalCluster } from './cluster.js';
import { httpRouteRoutes, ingressRoutes } from './front-door.js';
import { call } from './http.js';
import { find, type K8sObject, ofKind, render } from './manifests.js';
import {
  createDatabase,
  dropDatabase,
  generateSecrets,
  type OperatorSecrets,
  operatorCheckout,
} from './operator.js';
import { PortMap, prepareHostImage } from './pods.js';
import { inDatabase, mainSiteWrites } from './main-site.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';

/**
 * The deploy rehearsal on Kubernetes' manifests: the production overlay rendered with `kubectl
 * kustomize` after writing its secrets file as an operator does, and every workload run as
 * processes of this machine in the order docs/operations.md gives (pods.ts says how a pod maps to
 * a process). Then Chromium through the route rules, played by nginx.
 */
const PORT_BASE = Number(process.env.DEPLOY_REHEARSAL_PORT ?? 9240);
const DB_PREFIX = /^[a-z_][a-z0-9_]{0,30}$/.test(process.env.REHEARSAL_DB_PREFIX ?? '')
  ? process.env.REHEARSAL_DB_PREFIX
  : 'deploy_';
const DATABASE = `${DB_PREFIX}k8s_${process.pid}`;
const DEMO = { email: 'admin@example.com', password: 'Admin@12345' };

describe('deploy rehearsal: Kubernetes (overlays/production)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rehearsal-k8s-'));
  // nginx's workers run as an unprivileged user here too (nobody, when the rehearsal runs as root).
  chmodSync(dir, 0o755);
  let objects: K8sObject[];
  let secrets: OperatorSecrets;
  let cluster: LocalCluster;
  let gateway: string;
  let ingress: string;
  let hostname: string;
  let migrateOutput = '';
  let smtp: SmtpSink;

  before(async () => {
    await prepareHostImage();
    // The operator's SMTP server: a sink on this machine.
    smtp = await startSmtpSink();
    secrets = { ...generateSecrets(await createDatabase(DATABASE)), SMTP_URL: smtp.url };
    const k8s = operatorCheckout(dir, secrets);
    objects = await render(path.join(k8s, 'overlays', 'production'));
    const ingressObjects = await render(path.join(k8s, 'overlays', 'example'));
    cluster = new LocalCluster(objects, path.join(dir, 'cluster'), new PortMap(PORT_BASE + 2));

    // 1. The release's migration Job, to its end.
    const [job, ...more] = ofKind(objects, 'Job');
    assert.equal(more.length, 0, 'one migration Job per release');
    migrateOutput = (await cluster.runJob(job)).output.join('');
    // 2. The Deployments (the API's replicas as its autoscaler's minimum), each ready.
    await Promise.all(ofKind(objects, 'Deployment').map((deployment) => cluster.startDeployment(deployment)));
    // 3. The route rules in front: the HTTPRoute (the default), and the example overlay's Ingress.
    const [route] = ofKind(objects, 'HTTPRoute');
    hostname = route.spec.hostnames[0];
    gateway = await cluster.startFrontDoor(httpRouteRoutes(route), PORT_BASE, 'gateway');
    ingress = await cluster.startFrontDoor(
      ofKind(ingressObjects, 'Ingress').flatMap(ingressRoutes),
      PORT_BASE + 1,
      'ingress',
    );
  });

  after(async () => {
    await cluster?.stop();
    await smtp?.close();
    await dropDatabase(DATABASE).catch((error) =>
      console.error(`could not drop ${DATABASE}: ${error.message}`),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  test('the migration Job ran first, under the release it names, and the API replicas are ready on its schema', () => {
    const job = ofKind(objects, 'Job')[0];
    const api = find(objects, 'Deployment', 'telehealth-api');
    const tag = api.spec.template.spec.containers[0].image.split(':').pop();
    assert.equal(job.metadata.name, `telehealth-migrate-${tag}`);
    assert.match(migrateOutput, /Database migrated/);
    assert.equal(cluster.pods.get('telehealth-api')?.length, 2, 'two API replicas (the autoscaler minimum)');
  });

  test("through the HTTPRoute: the host's config.json is the ConfigMap, every release it names is served", async () => {
    const served = await call(gateway, '/config.json', { host: hostname });
    assert.equal(served.status, 200);
    const config = JSON.parse(served.body);
    assert.deepEqual(
      config,
      JSON.parse(find(objects, 'ConfigMap', 'telehealth-host-config').data['config.json']),
    );
    for (const [name, release] of Object.entries<{ entry: string; version: string }>(config.remotes)) {
      assert.equal(typeof release, 'object', `remotes.${name} is an entry, not a string`);
      const manifest = await call(gateway, release.entry, { host: hostname });
      assert.equal(manifest.status, 200, `${name}: ${release.entry}`);
      assert.ok(JSON.parse(manifest.body).metaData, `${name}: a federation manifest`);
    }
    const page = await call(gateway, '/admin/dashboard', { host: hostname });
    assert.equal(page.status, 200);
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(page.headers['x-frame-options'], 'DENY');
    // A Host the route does not name reaches nothing.
    assert.equal((await call(gateway, '/config.json', { host: 'elsewhere.example' })).status, 404);
  });

  test('through the Ingress (the alternative): the same routes answer', async () => {
    for (const pathname of [
      '/config.json',
      '/api/health/ready',
      '/remotes/people/0.1.0/mf-manifest.json',
      '/login',
    ]) {
      const answer = await call(ingress, pathname, { host: hostname });
      assert.equal(answer.status, 200, pathname);
    }
  });

  test("/metrics answers on each API pod's metrics port and nowhere through the front door", async () => {
    const [pod] = cluster.pods.get('telehealth-api')!;
    const direct = await fetch(`${pod.url('metrics')}/metrics`);
    assert.equal(direct.status, 200);
    assert.match(await direct.text(), /^# HELP /m);
    for (const door of [gateway, ingress]) {
      for (const pathname of ['/metrics', '/api/metrics']) {
        const answer = await call(door, pathname, { host: hostname });
        assert.doesNotMatch(answer.body, /^# (HELP|TYPE) /m, `${door}${pathname}`);
      }
    }
  });

  test("no demo administrator: the demo sign-in is refused, the Secret's Owner signs in", async () => {
    const demo = await call(gateway, '/api/auth/local/admin', {
      host: hostname,
      method: 'POST',
      body: { username: DEMO.email, password: DEMO.password },
    });
    assert.equal(demo.status, 400, demo.body);
    assert.equal(JSON.parse(demo.body).message, 'Invalid email or password');
    const owner = await call(gateway, '/api/auth/local/admin', {
      host: hostname,
      method: 'POST',
      body: { username: secrets.ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD },
    });
    assert.equal(owner.status, 200, owner.body);
  });

  test('the worker Deployment delivers the mail the web pods queue; the web pods deliver none', async () => {
    assert.equal(cluster.pods.get('telehealth-worker')?.length, 2, 'two workers');
    const asked = await call(gateway, '/api/auth/password/forgot', {
      host: hostname,
      method: 'POST',
      body: { email: secrets.ADMIN_EMAIL },
    });
    assert.equal(asked.status, 200, asked.body);
    await smtp.waitForAccepted(1);
    assert.deepEqual(smtp.accepted[0].to, [secrets.ADMIN_EMAIL]);
    assert.match(smtp.accepted[0].raw, /Your verification code is \d{6}/);
    const said = (pods: string) =>
      cluster.pods
        .get(pods)!
        .map((pod) => pod.output.join(''))
        .join('');
    assert.doesNotMatch(said('telehealth-api'), /background work started/);
    for (const pod of cluster.pods.get('telehealth-worker')!) {
      const metrics = await (await fetch(`${pod.url('metrics')}/metrics`)).text();
      assert.match(metrics, /^telehealth_build_info\{[^}]*role="worker"\} 1$/m, pod.pod);
    }
  });

  test('Chromium through the front door: the Owner signs in, enrols the second factor, every remote opens, and a refund with step-up completes', async () => {
    // The main site's first paid appointment (a production start has none).
    const sample = await mainSiteWrites(secrets);
    const result: BrowserSessionResult = await walkTheAdmin({
      origin: `http://${hostname}:${PORT_BASE}`,
      frontDoor: `127.0.0.1`,
      hostname,
      email: secrets.ADMIN_EMAIL,
      password: secrets.ADMIN_PASSWORD,
      config: JSON.parse(find(objects, 'ConfigMap', 'telehealth-host-config').data['config.json']),
      refundAppointment: sample.appointment,
    });
    assert.deepEqual(result.failedRemotes, []);
    assert.deepEqual(result.refund, { steppedUp: true, message: 'Refund Success' });
    const refunds = await inDatabase<{ refund_id: string; refund_type: string }>(
      secrets.DATABASE_URL,
      `select t.refund_id, t.refund_type from transactions t join appointments a on a.id = t.appointment_id
        where a.appt_id = $1 and t.refund_id is not null`,
      [sample.appointment],
    );
    assert.deepEqual(
      refunds.map((r) => r.refund_type),
      ['full_refund'],
      'one payment of the appointment refunded in full, by the ledger gateway',
    );
    const sections = Object.values<{ sections: unknown[] }>(
      JSON.parse(find(objects, 'ConfigMap', 'telehealth-host-config').data['config.json']).remotes,
    ).flatMap((r) => r.sections);
    assert.equal(result.sectionsOpened, sections.length);
    // The main site's doctor's specialty, and the one the Owner added.
    assert.equal(result.catalogueRows, 2);
  });
});
