import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_DIR } from '../../config.js';
import type { Container, K8sObject, PodSpec } from './manifests.js';

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  secrets?: string[];
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[]; interval?: string; timeout?: string; retries?: number };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  networks?: Record<string, { ipv4_address?: string } | null>;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  secrets?: Record<string, { file: string }>;
}

/**
 * docker-compose.yml as `docker compose config` reads it: YAML merge keys, then ${VAR},
 * ${VAR:-default} and ${VAR:?message} from `env` (the operator's shell).
 */
export function readCompose(env: Record<string, string | undefined>): ComposeFile {
  const text = readFileSync(path.join(REPO_DIR, 'docker-compose.yml'), 'utf8').replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (_m, name: string, operator: string | undefined, rest: string) => {
      const value = env[name];
      const set = operator?.startsWith(':') ? Boolean(value) : value !== undefined;
      if (set) return value as string;
      if (operator?.endsWith('?')) throw new Error(`docker-compose.yml requires ${name}: ${rest}`);
      return operator ? rest : '';
    },
  );
  return parse(text, { merge: true }) as ComposeFile;
}

/** The image a service runs, named as the Kubernetes manifests name the same image. */
export function serviceImage(compose: ComposeFile, name: string): string {
  const service = compose.services[name];
  const build =
    service.build ?? Object.values(compose.services).find((s) => s.image === service.image && s.build)?.build;
  if (!build) return service.image!;
  if (build.dockerfile === 'api/Dockerfile') return 'telehealth-api:local';
  if (build.dockerfile === 'host/Dockerfile') return 'telehealth-host:local';
  if (build.dockerfile === 'deploy/remote.Dockerfile') {
    const remote = build.args?.REMOTE;
    const { version } = JSON.parse(
      readFileSync(path.join(REPO_DIR, `remote-${remote}`, 'package.json'), 'utf8'),
    );
    return `telehealth-remote-${remote}:${version}`;
  }
  throw new Error(`service ${name}: no image for ${build.dockerfile}`);
}

/**
 * A compose service as a pod: its `entrypoint` and `command` as a container's command and args,
 * its environment, its secrets as files in /run/secrets, its named volumes empty (a first
 * `docker compose up`), its bind mounts as files of the repository.
 */
export function serviceAsPod(
  compose: ComposeFile,
  name: string,
  secretFiles: Record<string, string>,
): {
  spec: PodSpec;
  container: Container;
  objects: K8sObject[];
  binds: { source: string; target: string }[];
} {
  const service = compose.services[name];
  const container: Container = {
    name,
    image: serviceImage(compose, name),
    ...(service.entrypoint ? { command: service.entrypoint } : {}),
    ...(service.command ? { args: service.command } : {}),
    env: Object.entries(service.environment ?? {}).map(([key, value]) => ({
      name: key,
      value: value === null || value === undefined ? '' : String(value),
    })),
    volumeMounts: [],
  };
  const spec: PodSpec = { containers: [container], volumes: [] };
  const objects: K8sObject[] = [];
  if (service.secrets?.length) {
    const data: Record<string, string> = {};
    for (const secret of service.secrets)
      data[secret] = Buffer.from(readFileSync(secretFiles[secret])).toString('base64');
    objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: `${name}-secrets` }, data });
    spec.volumes!.push({ name: 'secrets', secret: { secretName: `${name}-secrets` } });
    container.volumeMounts!.push({ name: 'secrets', mountPath: '/run/secrets' });
  }
  const binds: { source: string; target: string }[] = [];
  for (const volume of service.volumes ?? []) {
    const [source, target] = volume.split(':');
    if (source.startsWith('.') || source.startsWith('/'))
      binds.push({ source: path.resolve(REPO_DIR, source), target });
    else {
      spec.volumes!.push({ name: source, emptyDir: {} });
      container.volumeMounts!.push({ name: source, mountPath: target });
    }
  }
  return { spec, container, objects, binds };
}

/** Services in the order `docker compose up` starts them: each after everything it depends on. */
export function startOrder(compose: ComposeFile, played: string[]): string[][] {
  const levels: string[][] = [];
  const done = new Set(Object.keys(compose.services).filter((name) => !played.includes(name)));
  while (done.size < Object.keys(compose.services).length) {
    const ready = played.filter(
      (name) =>
        !done.has(name) && Object.keys(compose.services[name].depends_on ?? {}).every((dep) => done.has(dep)),
    );
    if (!ready.length) throw new Error('docker-compose.yml: a dependency cycle');
    levels.push(ready);
    for (const name of ready) done.add(name);
  }
  return levels;
}
