import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { before, describe, test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { REPO_DIR } from '../config.js';

const KUBECTL = process.env.KUBECTL_PATH ?? 'kubectl';
const SKIP = (() => {
  try {
    execFileSync(KUBECTL, ['version', '--client'], { stdio: 'ignore' });
    return false;
  } catch {
    return 'kubectl is not installed: the manifests are not rendered';
  }
})();
if (SKIP) console.log(`# skipped: ${SKIP}`);

type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  // biome-ignore lint/suspicious/noExplicitAny: rendered manifests are checked field by field below
  [key: string]: any;
};

async function render(dir: string): Promise<K8sObject[]> {
  const { stdout } = await promisify(execFile)(KUBECTL, ['kustomize', path.join(REPO_DIR, dir)], {
    maxBuffer: 10 * 1024 * 1024,
  });
  return parseAllDocuments(stdout).map((doc) => doc.toJS() as K8sObject);
}

/** Validates an object against the Kubernetes API schema of its apiVersion and kind (kubernetes-models). */
async function validate(object: K8sObject): Promise<void> {
  const module = await import(`kubernetes-models/${object.apiVersion}/${object.kind}`);
  new module[object.kind](object).validate();
}

const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  assert.ok(found, `${kind} ${name}`);
  return found;
};

describe('Kubernetes manifests (deploy/k8s)', { skip: SKIP }, () => {
  let base: K8sObject[];
  let example: K8sObject[];
  before(async () => {
    base = await render('deploy/k8s');
    example = await render('deploy/k8s/overlays/example');
  });

  test('every object of the base and of the example overlay is valid against the Kubernetes API schemas', async () => {
    for (const object of [...base, ...example]) {
      await assert.doesNotReject(validate(object), `${object.kind} ${object.metadata.name}`);
    }
  });

  test('the validation does refuse a broken object', async () => {
    const api = structuredClone(find(base, 'Deployment', 'telehealth-api'));
    api.spec.replicas = 'two';
    await assert.rejects(validate(api));
    const ingress = structuredClone(find(base, 'Ingress', 'telehealth'));
    ingress.spec.rules[0].http.paths[0].pathType = 42;
    await assert.rejects(validate(ingress));
  });

  test('the API: at least 2 replicas, both probes, resources, not root, a read-only root filesystem', () => {
    const api = find(base, 'Deployment', 'telehealth-api');
    assert.ok(api.spec.replicas >= 2);
    const pod = api.spec.template.spec;
    const container = pod.containers[0];
    assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
    assert.equal(container.livenessProbe.httpGet.path, '/api/health/live');
    assert.ok(container.resources.requests.cpu && container.resources.requests.memory);
    assert.ok(container.resources.limits.memory);
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.equal(container.securityContext.readOnlyRootFilesystem, true);
    assert.equal(container.securityContext.allowPrivilegeEscalation, false);
    const env = Object.fromEntries(
      container.env.map((e: { name: string; value: string }) => [e.name, e.value]),
    );
    assert.equal(env.REQUIRE_DATA_KEY, '1');
    assert.ok(Number(env.SHUTDOWN_DRAIN_SECONDS) > 0);
    assert.ok(pod.terminationGracePeriodSeconds > Number(env.SHUTDOWN_DRAIN_SECONDS));
    assert.ok(env.TRUST_PROXY);
    assert.deepEqual(container.envFrom, [{ secretRef: { name: 'telehealth-api' } }]);
  });

  test('Service, autoscaler, disruption budget, migration Job, Ingress with TLS, Secret and ConfigMap', () => {
    find(base, 'Service', 'telehealth-api');
    const hpa = find(base, 'HorizontalPodAutoscaler', 'telehealth-api');
    assert.ok(hpa.spec.minReplicas >= 2);
    assert.equal(find(base, 'PodDisruptionBudget', 'telehealth-api').spec.minAvailable, 1);
    const job = find(base, 'Job', 'telehealth-migrate');
    assert.deepEqual(job.spec.template.spec.containers[0].command, ['node', 'dist/ops/migrate-cli.js']);
    for (const name of ['telehealth', 'telehealth-remotes']) {
      assert.equal(find(base, 'Ingress', name).spec.tls[0].secretName, 'telehealth-tls');
    }
    const secret = find(base, 'Secret', 'telehealth-api');
    assert.ok('DATABASE_URL' in secret.stringData && 'DATA_KEY' in secret.stringData);
    const hostConfig = JSON.parse(find(base, 'ConfigMap', 'telehealth-host-config').data['config.json']);
    assert.equal(hostConfig.remotes.people, '/remotes/people/mf-manifest.json');
  });

  test('the host and every remote as static Deployments with a Service, the host reading config.json from the ConfigMap', () => {
    for (const name of ['host', 'remote-people', 'remote-commerce', 'remote-catalog', 'remote-inbox']) {
      find(base, 'Deployment', `telehealth-${name}`);
      find(base, 'Service', `telehealth-${name}`);
    }
    const host = find(base, 'Deployment', 'telehealth-host').spec.template.spec;
    assert.deepEqual(host.volumes[0].configMap, { name: 'telehealth-host-config' });
    assert.equal(host.containers[0].volumeMounts[0].mountPath, '/srv/config');
  });

  test('the example overlay: its namespace everywhere, its images, its host name and pod range', () => {
    for (const object of example.filter((o) => o.kind !== 'Namespace')) {
      assert.equal(object.metadata.namespace, 'telehealth', `${object.kind} ${object.metadata.name}`);
    }
    const api = find(example, 'Deployment', 'telehealth-api').spec.template.spec.containers[0];
    assert.equal(api.image, 'registry.example.com/telehealth/api:0.1.0');
    const trust = api.env.find((e: { name: string }) => e.name === 'TRUST_PROXY');
    assert.equal(trust.value, '10.244.0.0/16');
    assert.equal(find(example, 'Ingress', 'telehealth').spec.rules[0].host, 'admin.telehealth.example');
  });
});
