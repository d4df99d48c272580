import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_DIR } from '../config.js';
import { restrictedViolations } from './checks/pod-security.js';
import { unknownFields, validateStrictly, validateTypes } from './checks/strict-schema.js';
import { find, type K8sObject, ofKind, podSpecOf, render } from './rehearsal/manifests.js';
import { generateSecrets, operatorCheckout } from './rehearsal/operator.js';

// kubectl is required (it is installed by .ci/run's machine): a missing kubectl fails these tests
// with a message saying so, it never skips them.

const REMOTES = ['people', 'commerce', 'catalog', 'inbox'];
const STATIC = ['host', ...REMOTES.map((r) => `remote-${r}`)];

describe('Kubernetes manifests (deploy/k8s)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'k8s-manifests-'));
  let k8s: string;
  let base: K8sObject[];
  let example: K8sObject[];
  let production: K8sObject[];
  before(async () => {
    k8s = operatorCheckout(dir, generateSecrets('postgres://telehealth@db.internal:5432/telehealth'));
    base = await render(path.join(k8s));
    example = await render(path.join(k8s, 'overlays', 'example'));
    production = await render(path.join(k8s, 'overlays', 'production'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const all = () => [...base, ...example, ...production];
  const workloads = () => all().filter((o) => podSpecOf(o));

  test('every rendered object is valid against the Kubernetes API schemas, unknown fields refused', async () => {
    for (const object of all()) {
      await assert.doesNotReject(validateStrictly(object), `${object.kind} ${object.metadata.name}`);
    }
  });

  test('the validation refuses a wrong type, an unknown field and a typo of a field', async () => {
    const api = structuredClone(find(base, 'Deployment', 'telehealth-api'));
    api.spec.replicas = 'two';
    await assert.rejects(validateTypes(api));
    const bogus = structuredClone(find(base, 'Deployment', 'telehealth-api'));
    bogus.spec.bogusField = true;
    bogus.spec.template.spec.containers[0].readinessProbe.periodSecond = 5;
    assert.deepEqual(unknownFields(bogus).sort(), [
      'spec.bogusField: unknown field',
      'spec.template.spec.containers[0].readinessProbe.periodSecond: unknown field',
    ]);
    await assert.rejects(validateStrictly(bogus), /periodSecond: unknown field/);
    const route = structuredClone(find(base, 'HTTPRoute', 'telehealth'));
    route.spec.rules[0].matches[0].path.prefix = '/api';
    assert.deepEqual(unknownFields(route), ['spec.rules[0].matches[0].path.prefix: unknown field']);
    route.spec.rules[0].backendRefs[0].port = 'http';
    await assert.rejects(validateTypes(route));
  });

  test('every pod meets Pod Security "restricted", and the namespace enforces it', () => {
    for (const workload of workloads()) {
      assert.deepEqual(restrictedViolations(workload), [], `${workload.kind} ${workload.metadata.name}`);
    }
    for (const namespace of [...ofKind(example, 'Namespace'), ...ofKind(production, 'Namespace')]) {
      assert.equal(namespace.metadata.labels?.['pod-security.kubernetes.io/enforce'], 'restricted');
    }
  });

  test('the "restricted" check names what a pod as nginx:alpine runs it breaks', () => {
    const host = structuredClone(find(base, 'Deployment', 'telehealth-host'));
    delete host.spec.template.spec.securityContext;
    host.spec.template.spec.containers[0].securityContext = { allowPrivilegeEscalation: false };
    assert.deepEqual(restrictedViolations(host), [
      'container static: runAsNonRoot must be true',
      'container static: seccompProfile must be RuntimeDefault or Localhost',
      'container static: capabilities must drop ALL',
    ]);
  });

  test('static pods: unprivileged nginx on 8080, read-only root with /tmp, every Deployment with a PDB and a spread', () => {
    for (const name of STATIC) {
      const pod = podSpecOf(find(base, 'Deployment', `telehealth-${name}`))!;
      const [container] = pod.containers as K8sObject['spec'][];
      assert.equal(container.securityContext.readOnlyRootFilesystem, true, name);
      assert.equal(container.ports[0].containerPort, 8080, name);
      assert.ok(
        container.volumeMounts.some((m: { mountPath: string }) => m.mountPath === '/tmp'),
        name,
      );
      assert.ok(container.readinessProbe.timeoutSeconds >= 2, name);
    }
    for (const deployment of ofKind(base, 'Deployment')) {
      const labels = deployment.spec.template.metadata.labels;
      const pdb = ofKind(base, 'PodDisruptionBudget').find((p) =>
        Object.entries<string>(p.spec.selector.matchLabels).every(([k, v]) => labels[k] === v),
      );
      assert.ok(pdb, `a PodDisruptionBudget for ${deployment.metadata.name}`);
      const spread = deployment.spec.template.spec.topologySpreadConstraints ?? [];
      assert.deepEqual(
        spread.map((s: { topologyKey: string }) => s.topologyKey).sort(),
        ['kubernetes.io/hostname', 'topology.kubernetes.io/zone'],
        deployment.metadata.name,
      );
    }
    const host = podSpecOf(find(base, 'Deployment', 'telehealth-host'))!;
    assert.deepEqual(host.volumes?.find((v) => v.configMap)?.configMap, { name: 'telehealth-host-config' });
    assert.ok(host.containers[0].volumeMounts?.some((m) => m.mountPath === '/srv/config' && m.readOnly));
  });

  test('the API: no replica count beside its autoscaler, probes with timeouts, never the demo data, trusting nobody in the base', () => {
    const api = find(base, 'Deployment', 'telehealth-api');
    assert.equal(api.spec.replicas, undefined);
    assert.ok(find(base, 'HorizontalPodAutoscaler', 'telehealth-api').spec.minReplicas >= 2);
    const container = api.spec.template.spec.containers[0];
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'])
      assert.ok(container[probe].timeoutSeconds >= 2, probe);
    const env = (c: { env: { name: string; value: string }[] }) =>
      Object.fromEntries(c.env.map((e) => [e.name, e.value]));
    assert.equal(env(container).SEED_DEMO, '0');
    assert.equal(env(container).TRUST_PROXY, '');
    const job = ofKind(base, 'Job')[0];
    assert.equal(env(job.spec.template.spec.containers[0]).SEED_DEMO, '0');
    assert.equal(env(container).ROLE, 'web', 'the web pods run no background loop');
    assert.equal(env(container).MIGRATE_ON_START, '0', 'the Job migrates; the pods wait for it');
    const prodApi = find(production, 'Deployment', 'telehealth-api').spec.template.spec.containers[0];
    const trusted = env(prodApi).TRUST_PROXY;
    assert.match(trusted, /^\d+\.\d+\.\d+\.\d+\/(2[0-9]|3[0-2])$/, 'the gateway pods only, not the cluster');
  });

  test('the worker: the background work, the same image, waiting for the Job, reached by nothing but its scrapes', () => {
    const worker = find(production, 'Deployment', 'telehealth-worker');
    const api = find(production, 'Deployment', 'telehealth-api');
    const [container] = worker.spec.template.spec.containers;
    assert.equal(container.image, api.spec.template.spec.containers[0].image);
    const env = Object.fromEntries(
      container.env.map((e: { name: string; value: string }) => [e.name, e.value]),
    );
    assert.equal(env.ROLE, 'worker');
    assert.equal(env.MIGRATE_ON_START, '0');
    assert.equal(env.SEED_DEMO, '0');
    assert.ok(worker.spec.replicas >= 2, 'a node drain leaves one delivering');
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'])
      assert.ok(container[probe].timeoutSeconds >= 2, probe);
    assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
    assert.equal(container.livenessProbe.httpGet.path, '/api/health/live');
    // Its one Service is headless with the metrics port alone (for the ServiceMonitor); no route
    // names it.
    const services = ofKind(production, 'Service').filter(
      (service) => service.spec.selector['app.kubernetes.io/name'] === 'telehealth-worker',
    );
    assert.deepEqual(
      services.map((service) => [
        service.spec.clusterIP,
        service.spec.ports.map((p: { name: string }) => p.name),
      ]),
      [['None', ['metrics']]],
    );
    const routed = JSON.stringify([...ofKind(production, 'HTTPRoute'), ...ofKind(example, 'Ingress')]);
    assert.doesNotMatch(routed, /telehealth-worker/);
  });

  test('a ServiceMonitor scrapes the API and the worker (production), validated strictly like the rest', async () => {
    assert.equal(ofKind(example, 'ServiceMonitor').length, 0, 'only where the operator is installed');
    const [monitor] = ofKind(production, 'ServiceMonitor');
    const selected = ofKind(production, 'Service').filter((service) =>
      monitor.spec.selector.matchExpressions.every(
        (e: { key: string; operator: string; values: string[] }) =>
          e.operator === 'In' && e.values.includes(service.metadata.labels?.[e.key] ?? ''),
      ),
    );
    assert.deepEqual(selected.map((service) => service.metadata.name).sort(), [
      'telehealth-api',
      'telehealth-worker',
    ]);
    for (const service of selected) {
      const port = service.spec.ports.find(
        (p: { name: string }) => p.name === monitor.spec.endpoints[0].port,
      );
      assert.equal(port?.port, 9464, service.metadata.name);
    }
    assert.equal(monitor.spec.endpoints[0].path, '/metrics');
    const typo = structuredClone(monitor);
    typo.spec.endpoints[0].intervall = '30s';
    assert.deepEqual(unknownFields(typo), ['spec.endpoints[0].intervall: unknown field']);
    const wrong = structuredClone(monitor);
    wrong.spec.endpoints[0].port = 9464;
    await assert.rejects(validateTypes(wrong));
  });

  test('the alerts read only series the API and the worker export, validated strictly like the rest', async () => {
    assert.equal(ofKind(example, 'PrometheusRule').length, 0, 'only where the operator is installed');
    const [rule] = ofKind(production, 'PrometheusRule');
    await validateStrictly(rule);
    const metricsSource = readFileSync(path.join(REPO_DIR, 'api/src/plugins/metrics.ts'), 'utf8');
    const defined = [...metricsSource.matchAll(/name: `\$\{PREFIX\}([a-z_]+)`/g)].map(
      (m) => `telehealth_${m[1]}`,
    );
    const rules = rule.spec.groups.flatMap(
      (group: { rules: { alert: string; expr: string }[] }) => group.rules,
    );
    assert.ok(rules.length >= 10);
    for (const { alert, expr } of rules) {
      for (const [series] of expr.matchAll(/telehealth_[a-z_]+/g)) {
        const metric = series.replace(/_(bucket|count|sum)$/, '');
        assert.ok(
          defined.includes(metric) || defined.includes(series),
          `${alert} reads ${series}, which nothing exports`,
        );
      }
    }
    const typo = structuredClone(rule);
    typo.spec.groups[0].rules[0].expresion = 'up';
    assert.deepEqual(unknownFields(typo), ['spec.groups[0].rules[0].expresion: unknown field']);
  });

  test("the host's ConfigMap: each remote's entry as its release command writes it, at its image's tag", () => {
    for (const objects of [base, production]) {
      const config = JSON.parse(find(objects, 'ConfigMap', 'telehealth-host-config').data['config.json']);
      assert.equal(config.apiBase, '/api');
      assert.deepEqual(Object.keys(config.remotes).sort(), [...REMOTES].sort());
      for (const remote of REMOTES) {
        const declared = JSON.parse(
          readFileSync(path.join(REPO_DIR, `remote-${remote}`, 'remote.json'), 'utf8'),
        );
        const { version } = JSON.parse(
          readFileSync(path.join(REPO_DIR, `remote-${remote}`, 'package.json'), 'utf8'),
        );
        const tag = find(objects, 'Deployment', `telehealth-remote-${remote}`)
          .spec.template.spec.containers[0].image.split(':')
          .pop();
        assert.equal(tag, version, `the ${remote} image of the release the repository builds`);
        assert.deepEqual(config.remotes[remote], {
          entry: `/remotes/${remote}/${version}/mf-manifest.json`,
          federationName: declared.federationName,
          label: declared.label,
          version,
          contract: declared.contract,
          sections: declared.sections,
        });
      }
    }
  });

  test("the migration Job's name carries the API image's tag, so each release applies a Job of its own", async () => {
    const job = ofKind(production, 'Job');
    assert.equal(job.length, 1);
    assert.equal(job[0].metadata.name, 'telehealth-migrate-0.1.0');
    const file = path.join(k8s, 'overlays', 'production', 'kustomization.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'newName: registry.example.com/telehealth/api, newTag: 0.1.0',
        'newName: registry.example.com/telehealth/api, newTag: 0.2.0',
      ),
    );
    const next = await render(path.join(k8s, 'overlays', 'production'));
    const [nextJob] = ofKind(next, 'Job');
    assert.equal(nextJob.metadata.name, 'telehealth-migrate-0.2.0');
    assert.equal(nextJob.spec.template.spec.containers[0].image, 'registry.example.com/telehealth/api:0.2.0');
  });

  test('routes: an HTTPRoute by default, the Ingress alternative with plain prefixes and no controller annotations', () => {
    assert.equal(ofKind(production, 'Ingress').length, 0);
    assert.equal(ofKind(production, 'HTTPRoute').length, 1);
    assert.equal(ofKind(example, 'HTTPRoute').length, 0);
    const [ingress] = ofKind(example, 'Ingress');
    assert.equal(ingress.metadata.annotations, undefined);
    const paths = ingress.spec.rules[0].http.paths;
    assert.ok(
      paths.every(
        (p: { pathType: string; path: string }) => p.pathType === 'Prefix' && !/[()$*]/.test(p.path),
      ),
    );
    assert.equal(ingress.spec.tls[0].secretName, 'telehealth-tls');
  });

  test('network policies: everything denied but the gateway to the API and static pods, monitoring to metrics, and the database, SMTP and DNS out', () => {
    const deny = find(base, 'NetworkPolicy', 'telehealth-default-deny');
    assert.deepEqual(deny.spec, { podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const api = find(base, 'NetworkPolicy', 'telehealth-api');
    const from = (rule: { from: { namespaceSelector: { matchLabels: Record<string, string> } }[] }) =>
      rule.from[0].namespaceSelector.matchLabels['kubernetes.io/metadata.name'];
    assert.deepEqual(
      api.spec.ingress.map((rule: { from: never; ports: { port: string }[] }) => [
        from(rule),
        rule.ports.map((p) => p.port),
      ]),
      [
        ['gateway-system', ['http']],
        ['monitoring', ['metrics']],
      ],
    );
    const worker = find(base, 'NetworkPolicy', 'telehealth-worker');
    assert.deepEqual(worker.spec.podSelector.matchLabels, { 'app.kubernetes.io/name': 'telehealth-worker' });
    assert.deepEqual(
      worker.spec.ingress.map((rule: { from: never; ports: { port: string }[] }) => [
        from(rule),
        rule.ports.map((p) => p.port),
      ]),
      [['monitoring', ['metrics']]],
    );
    const egress = find(base, 'NetworkPolicy', 'telehealth-database-clients');
    assert.deepEqual(egress.spec.podSelector.matchExpressions[0].values, [
      'telehealth-api',
      'telehealth-worker',
      'telehealth-migrate',
    ]);
    const ports = egress.spec.egress.flatMap((rule: { ports: { port: number }[] }) =>
      rule.ports.map((p) => p.port),
    );
    assert.deepEqual(
      [...new Set(ports)].sort((a, b) => Number(a) - Number(b)),
      [25, 53, 465, 587, 5432],
    );
    const traces = find(base, 'NetworkPolicy', 'telehealth-trace-export');
    assert.deepEqual(
      traces.spec.egress.map(
        (rule: {
          to: { namespaceSelector: { matchLabels: Record<string, string> } }[];
          ports: { port: number }[];
        }) => [
          rule.to.map((peer) => peer.namespaceSelector.matchLabels['kubernetes.io/metadata.name']).join(),
          rule.ports.map((p) => p.port),
        ],
      ),
      [['monitoring', [4318]]],
    );
  });
});
