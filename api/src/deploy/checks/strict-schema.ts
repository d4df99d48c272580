// Strict validation of rendered objects against the Kubernetes API's schemas, offline:
// - types, formats and required fields with kubernetes-models (and @kubernetes-models/gateway-api
//   for HTTPRoute), which accept fields they do not know;
// - unknown fields (`bogusField`, the typo `periodSecond`) refused by walking each object along
//   the field lists of the official client's generated models (@kubernetes/client-node, from the
//   API's OpenAPI document), as `kubectl apply --validate=strict` refuses them. Custom resources
//   are not in that client: their unknown fields are checked against the field lists below (the
//   HTTPRoute of gateway.networking.k8s.io/v1, the ServiceMonitor and PrometheusRule of monitoring.coreos.com/v1, as
//   @kubernetes-models/prometheus-operator types it), their types with those packages.
import * as models from '@kubernetes/client-node/dist/gen/models/all.js';
import type { K8sObject } from '../rehearsal/manifests.js';

type AttributeMap = { baseName: string; type: string }[];
const registry = models as unknown as Record<string, { attributeTypeMap?: AttributeMap } | undefined>;

/** `apps/v1` + `Deployment` → `V1Deployment`; `autoscaling/v2` → `V2…`. */
function modelName(apiVersion: string, kind: string): string {
  const version = apiVersion.split('/').pop()!;
  return `${version[0].toUpperCase()}${version.slice(1)}${kind}`;
}

function walk(value: unknown, type: string, at: string, problems: string[]): void {
  if (value === null || value === undefined) return;
  const list = /^Array<(.+)>$/.exec(type);
  if (list) {
    if (Array.isArray(value))
      for (const [i, item] of value.entries()) walk(item, list[1], `${at}[${i}]`, problems);
    return;
  }
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (map) {
    if (typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, map[1], `${at}.${key}`, problems);
    return;
  }
  const fields = registry[type]?.attributeTypeMap;
  if (!fields || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const field = fields.find((f) => f.baseName === key);
    if (!field) problems.push(`${at}.${key}: unknown field`);
    else walk(item, field.type, `${at}.${key}`, problems);
  }
}

/** The fields of gateway.networking.k8s.io/v1 HTTPRoute (standard channel) this check knows. */
const HTTP_ROUTE: Record<string, string[]> = {
  spec: ['parentRefs', 'hostnames', 'rules'],
  'spec.parentRefs[]': ['group', 'kind', 'namespace', 'name', 'sectionName', 'port'],
  'spec.rules[]': ['name', 'matches', 'filters', 'backendRefs', 'timeouts', 'retry', 'sessionPersistence'],
  'spec.rules[].matches[]': ['path', 'headers', 'queryParams', 'method'],
  'spec.rules[].matches[].path': ['type', 'value'],
  'spec.rules[].backendRefs[]': ['group', 'kind', 'name', 'namespace', 'port', 'weight', 'filters'],
  'spec.rules[].timeouts': ['request', 'backendRequest'],
};

/** The fields of monitoring.coreos.com/v1 ServiceMonitor (prometheus-operator's CRD). */
const SERVICE_MONITOR: Record<string, string[]> = {
  spec: [
    'attachMetadata',
    'bodySizeLimit',
    'convertClassicHistogramsToNHCB',
    'endpoints',
    'fallbackScrapeProtocol',
    'jobLabel',
    'keepDroppedTargets',
    'labelLimit',
    'labelNameLengthLimit',
    'labelValueLengthLimit',
    'namespaceSelector',
    'nativeHistogramBucketLimit',
    'nativeHistogramMinBucketFactor',
    'podTargetLabels',
    'sampleLimit',
    'scrapeClass',
    'scrapeClassicHistograms',
    'scrapeNativeHistograms',
    'scrapeProtocols',
    'selector',
    'selectorMechanism',
    'serviceDiscoveryRole',
    'targetLabels',
    'targetLimit',
  ],
  'spec.endpoints[]': [
    'authorization',
    'basicAuth',
    'bearerTokenFile',
    'bearerTokenSecret',
    'enableHttp2',
    'filterRunning',
    'followRedirects',
    'honorLabels',
    'honorTimestamps',
    'interval',
    'metricRelabelings',
    'noProxy',
    'oauth2',
    'params',
    'path',
    'port',
    'proxyConnectHeader',
    'proxyFromEnvironment',
    'proxyUrl',
    'relabelings',
    'scheme',
    'scrapeTimeout',
    'targetPort',
    'tlsConfig',
    'trackTimestampsStaleness',
  ],
  'spec.selector': ['matchLabels', 'matchExpressions'],
  'spec.selector.matchExpressions[]': ['key', 'operator', 'values'],
  'spec.namespaceSelector': ['any', 'matchNames'],
};

/** The fields of monitoring.coreos.com/v1 PrometheusRule. */
const PROMETHEUS_RULE: Record<string, string[]> = {
  spec: ['groups'],
  'spec.groups[]': [
    'interval',
    'labels',
    'limit',
    'name',
    'partial_response_strategy',
    'query_offset',
    'rules',
  ],
  'spec.groups[].rules[]': ['alert', 'annotations', 'expr', 'for', 'keep_firing_for', 'labels', 'record'],
};

/** The custom resources this check knows the fields of, by API group and kind. */
const CUSTOM: Record<string, { fields: Record<string, string[]>; models: string }> = {
  'gateway.networking.k8s.io HTTPRoute': { fields: HTTP_ROUTE, models: '@kubernetes-models/gateway-api' },
  'monitoring.coreos.com ServiceMonitor': {
    fields: SERVICE_MONITOR,
    models: '@kubernetes-models/prometheus-operator',
  },
  'monitoring.coreos.com PrometheusRule': {
    fields: PROMETHEUS_RULE,
    models: '@kubernetes-models/prometheus-operator',
  },
};
const CUSTOM_GROUPS = new Set(Object.keys(CUSTOM).map((key) => key.split(' ')[0]));

function walkKnown(
  fields: Record<string, string[]>,
  value: unknown,
  at: string,
  shape: string,
  problems: string[],
): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walkKnown(fields, item, `${at}[${i}]`, `${shape}[]`, problems);
    return;
  }
  const known = fields[shape];
  if (!known || !value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (!known.includes(key)) problems.push(`${at}.${key}: unknown field`);
    else walkKnown(fields, item, `${at}.${key}`, `${shape}.${key}`, problems);
  }
}

function customOf(object: K8sObject) {
  const group = object.apiVersion.split('/')[0];
  if (!CUSTOM_GROUPS.has(group)) return undefined;
  const custom = CUSTOM[`${group} ${object.kind}`];
  if (!custom) throw new Error(`no field list for ${object.apiVersion} ${object.kind}`);
  return custom;
}

/** The unknown fields of an object, by path (none: []). */
export function unknownFields(object: K8sObject): string[] {
  const problems: string[] = [];
  const custom = customOf(object);
  if (custom) {
    const { apiVersion: _a, kind: _k, metadata, spec, ...rest } = object;
    for (const key of Object.keys(rest)) problems.push(`${key}: unknown field`);
    walk(metadata, 'V1ObjectMeta', 'metadata', problems);
    walkKnown(custom.fields, spec, 'spec', 'spec', problems);
    return problems;
  }
  const type = modelName(object.apiVersion, object.kind);
  if (!registry[type]?.attributeTypeMap) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  walk(object, type, object.kind, problems);
  return problems.map((p) => p.replace(`${object.kind}.`, ''));
}

/** Types, formats and required fields (kubernetes-models); throws with what is wrong. */
export async function validateTypes(object: K8sObject): Promise<void> {
  const custom = customOf(object);
  const module = custom
    ? await import(`${custom.models}/${object.apiVersion}/${object.kind}`)
    : await import(`kubernetes-models/${object.apiVersion}/${object.kind}`);
  new module[object.kind](object).validate();
}

/** Both checks: throws naming every unknown field, or the first type error. */
export async function validateStrictly(object: K8sObject): Promise<void> {
  const unknown = unknownFields(object);
  if (unknown.length) throw new Error(`${object.kind} ${object.metadata.name}: ${unknown.join('; ')}`);
  await validateTypes(object);
}
