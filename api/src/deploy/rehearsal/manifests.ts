import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';

/** kubectl (with its built-in kustomize), as an operator runs it: `KUBECTL_PATH` names another. */
export const KUBECTL = process.env.KUBECTL_PATH ?? 'kubectl';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  // biome-ignore lint/suspicious/noExplicitAny: rendered manifests are read field by field
  [key: string]: any;
};

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
  };
}
export interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
  periodSeconds?: number;
  timeoutSeconds?: number;
  failureThreshold?: number;
}
export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: { secretRef?: { name: string }; configMapRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean; subPath?: string }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  securityContext?: { readOnlyRootFilesystem?: boolean };
}
export interface PodSpec {
  containers: Container[];
  volumes?: {
    name: string;
    emptyDir?: object;
    configMap?: { name: string };
    secret?: { secretName: string };
  }[];
}

/** Thrown when kubectl is missing: the rehearsal never passes by skipping what it cannot run. */
export class MissingToolError extends Error {}

export function assertKubectl(): void {
  try {
    execFileSync(KUBECTL, ['version', '--client'], { stdio: 'ignore' });
  } catch {
    throw new MissingToolError(
      `kubectl is not installed (or KUBECTL_PATH is wrong): the deploy rehearsal renders the manifests with \`${KUBECTL} kustomize\` and cannot run without it. Install kubectl (it includes kustomize).`,
    );
  }
}

/** `kubectl kustomize <dir>`, parsed: the objects an operator's `kubectl apply -k` would send. */
export async function render(dir: string): Promise<K8sObject[]> {
  assertKubectl();
  const { stdout } = await promisify(execFile)(KUBECTL, ['kustomize', dir], { maxBuffer: 16 * 1024 * 1024 });
  return parseAllDocuments(stdout).map((doc) => doc.toJS() as K8sObject);
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`the rendered manifests have no ${kind} ${name}`);
  return found;
}

export const ofKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);

/** The pod template of a workload (Deployment, Job, StatefulSet, DaemonSet, CronJob). */
export function podSpecOf(object: K8sObject): PodSpec | null {
  if (object.kind === 'CronJob') return object.spec.jobTemplate.spec.template.spec;
  if (['Deployment', 'Job', 'StatefulSet', 'DaemonSet', 'ReplicaSet'].includes(object.kind))
    return object.spec.template.spec;
  if (object.kind === 'Pod') return object.spec;
  return null;
}

/** A Secret's or ConfigMap's entries as text (a Secret's `data` is base64, `stringData` plain). */
export function entriesOf(object: K8sObject): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries<string>(object.data ?? {}))
    entries[key] = object.kind === 'Secret' ? Buffer.from(value, 'base64').toString('utf8') : value;
  for (const [key, value] of Object.entries<string>(object.stringData ?? {})) entries[key] = value;
  return entries;
}

/**
 * A container's environment as the kubelet builds it: every envFrom source in order, then env
 * (a later name wins), values from Secrets and ConfigMaps resolved. A missing source is an error,
 * as it is for the kubelet (the pod would not start).
 */
export function containerEnv(container: Container, objects: K8sObject[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    const ref = source.secretRef
      ? ['Secret', source.secretRef.name]
      : ['ConfigMap', source.configMapRef!.name];
    Object.assign(env, entriesOf(find(objects, ref[0], ref[1])));
  }
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) env[variable.name] = variable.value;
    else if (variable.valueFrom?.secretKeyRef) {
      const { name, key } = variable.valueFrom.secretKeyRef;
      env[variable.name] = entriesOf(find(objects, 'Secret', name))[key];
    } else if (variable.valueFrom?.configMapKeyRef) {
      const { name, key } = variable.valueFrom.configMapKeyRef;
      env[variable.name] = entriesOf(find(objects, 'ConfigMap', name))[key];
    } else env[variable.name] = '';
  }
  return env;
}

/** A container port by name or number. */
export function containerPort(container: Container, port: string | number): number {
  if (typeof port === 'number') return port;
  const found = container.ports?.find((p) => p.name === port);
  if (!found) throw new Error(`container ${container.name} has no port named ${port}`);
  return found.containerPort;
}
