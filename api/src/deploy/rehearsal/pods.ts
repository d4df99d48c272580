import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { REPO_DIR } from '../../config.js';
import { NGINX } from '../../test/gateway.js';
import { baseImage, type ImageRecipe, imageRecipe } from './images.js';
import {
  type Container,
  containerEnv,
  containerPort,
  entriesOf,
  find,
  type K8sObject,
  type PodSpec,
  type Probe,
} from './manifests.js';

/**
 * The mapping from a cluster to this machine (docs/operations.md, "The deploy rehearsal"):
 * - each pod is a loopback address of its own (127.0.44.<n>): what the pod's network namespace
 *   would be; the API is told to listen there (HOST), since no two processes here can share a port
 *   on every address;
 * - each container port is one port of the rehearsal's range (the same for every pod), env
 *   values naming a container port (PORT, METRICS_PORT) follow it;
 * - each container's filesystem is a folder: the image's files (its Dockerfile's COPY lines, from
 *   the build context or the repository's built apps) and its volumes (emptyDir a folder,
 *   ConfigMap and Secret their entries as files) at their mount paths; absolute paths in the
 *   image's nginx configuration and in env values point into it;
 * - `node` is this Node, `nginx` Debian's nginx; a base image's main configuration is a stand-in
 *   written here (nginx-unprivileged's: pid and temporary files in /tmp).
 * Nothing else of what is rendered is changed: command, arguments, environment, mounted entries.
 */
export class PortMap {
  private readonly mapped = new Map<number, number>();
  constructor(private next: number) {}
  of(port: number): number {
    if (!this.mapped.has(port)) this.mapped.set(port, this.next++);
    return this.mapped.get(port)!;
  }
}

/** Where a build stage's output of a Dockerfile is found in the repository (after `pnpm build`). */
function stageOutput(
  recipe: ImageRecipe & { name: string; tag: string },
  from: string,
  source: string,
  scratch: string,
): string | null {
  if (from === 'previous') return null; // a first release: no earlier image to carry releases from
  if (from === 'build' && source === '/app') return path.join(REPO_DIR, 'api');
  if (from === 'build' && source === '/repo/host/dist')
    return hostImageFiles(path.join(scratch, 'host-html'));
  if (from === 'build' && source.startsWith('/repo/'))
    return path.join(REPO_DIR, source.slice('/repo/'.length));
  if (from === 'build' && source === '/release/remotes') {
    // `release --into /release/remotes/<name>` writes the remote's build at <name>/<version>/.
    const remote = recipe.name.replace(/^(telehealth-)?remote-/, '');
    const dir = path.join(scratch, 'release', 'remotes');
    mkdirSync(dir, { recursive: true });
    const version = JSON.parse(
      readFileSync(path.join(REPO_DIR, `remote-${remote}`, 'package.json'), 'utf8'),
    ).version;
    if (version !== recipe.tag)
      throw new Error(
        `image ${recipe.name}:${recipe.tag} names release ${recipe.tag}, but remote-${remote} is at ${version}`,
      );
    mkdirSync(path.join(dir, remote), { recursive: true });
    link(path.join(REPO_DIR, `remote-${remote}`, 'dist'), path.join(dir, remote, version));
    return dir;
  }
  throw new Error(`${recipe.dockerfile}: COPY --from=${from} ${source} is not mapped in the rehearsal`);
}

/**
 * The host image's files: the host's build, with the config.json its Dockerfile's build writes
 * (HOST_CONFIG_RELEASES=1: each remote at the release its image serves). Made before the test
 * starts a pod (see prepareHostImage), since the build's module is asynchronous to load.
 */
let releasedHostConfig: string | null = null;
export async function prepareHostImage(): Promise<void> {
  const module = await import(
    pathToFileURL(path.join(REPO_DIR, 'shared', 'build', 'runtime-config.mjs')).href
  );
  const pub = JSON.parse(readFileSync(path.join(REPO_DIR, 'host', 'public', 'config.json'), 'utf8'));
  releasedHostConfig = `${JSON.stringify(module.workingBuildConfig(pub, { root: REPO_DIR, released: true }), null, 2)}\n`;
}

function hostImageFiles(dir: string): string {
  if (!releasedHostConfig) throw new Error('prepareHostImage() first');
  if (existsSync(dir)) return dir;
  const dist = path.join(REPO_DIR, 'host', 'dist');
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dist)) {
    if (/^config\.json(\.gz|\.br)?$/.test(entry)) continue;
    symlinkSync(path.join(dist, entry), path.join(dir, entry));
  }
  writeFileSync(path.join(dir, 'config.json'), releasedHostConfig);
  return dir;
}

function link(target: string, at: string) {
  if (!existsSync(target)) throw new Error(`${target} is missing: build the apps first (pnpm build)`);
  mkdirSync(path.dirname(at), { recursive: true });
  symlinkSync(target, at);
}

/** An nginx configuration of the image, its absolute paths moved into the container's folder. */
function rewriteNginx(text: string, rootfs: string, address: string, ports: PortMap): string {
  return text
    .replace(/\blisten\s+(\d+)\s*;/g, (_m, port) => `listen ${address}:${ports.of(Number(port))};`)
    .replace(/(?<=[\s"'])\/(etc|usr|srv|tmp|var|run)\//g, `${rootfs}/$1/`);
}

/** The main configuration of the nginx-unprivileged base image, as that image ships it. */
function unprivilegedNginxMain(rootfs: string): string {
  return `worker_processes 1;
error_log ${rootfs}/tmp/error.log notice;
pid ${rootfs}/tmp/nginx.pid;
events { worker_connections 1024; }
http {
  proxy_temp_path ${rootfs}/tmp/proxy_temp;
  client_body_temp_path ${rootfs}/tmp/client_temp;
  fastcgi_temp_path ${rootfs}/tmp/fastcgi_temp;
  uwsgi_temp_path ${rootfs}/tmp/uwsgi_temp;
  scgi_temp_path ${rootfs}/tmp/scgi_temp;
  include ${rootfs}/etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  include ${rootfs}/etc/nginx/conf.d/*.conf;
}
`;
}

export interface RunningContainer {
  pod: string;
  container: Container;
  address: string;
  child: ChildProcess;
  /** Its environment and working folder, for commands run in it (compose health checks). */
  env: Record<string, string>;
  cwd: string;
  /** The container's own address and port as seen from inside it, mapped (127.0.0.1:8080). */
  inside(url: string): string;
  /** Everything it printed. */
  output: string[];
  exited: Promise<number | null>;
  url(port: string | number): string;
  stop(): Promise<void>;
}

export interface PodOptions {
  objects: K8sObject[];
  /** The pod's name (for messages) and its loopback address. */
  name: string;
  address: string;
  ports: PortMap;
  /** A folder of the pod's own. */
  dir: string;
  /** Files mounted from the host (compose bind mounts): container path → file of the repository. */
  binds?: { source: string; target: string }[];
  /** Changes to env values beyond the mapping above (compose's network addresses, its database). */
  rewriteEnv?: (name: string, value: string) => string;
}

/** The pod's volumes as folders: emptyDir empty, a ConfigMap's or Secret's entries as files. */
function volumeDirs(spec: PodSpec, { objects, dir }: PodOptions): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const volume of spec.volumes ?? []) {
    const at = path.join(dir, 'volumes', volume.name);
    mkdirSync(at, { recursive: true });
    const source = volume.configMap
      ? find(objects, 'ConfigMap', volume.configMap.name)
      : volume.secret
        ? find(objects, 'Secret', volume.secret.secretName)
        : null;
    if (source)
      for (const [key, value] of Object.entries(entriesOf(source))) writeFileSync(path.join(at, key), value);
    else if (!volume.emptyDir)
      throw new Error(`volume ${volume.name}: only emptyDir, ConfigMap and Secret are played`);
    dirs.set(volume.name, at);
  }
  return dirs;
}

/** Starts one container of a pod as a process of this machine (see PortMap for the mapping). */
export function startContainer(spec: PodSpec, container: Container, options: PodOptions): RunningContainer {
  const recipe = imageRecipe(container.image);
  const base = baseImage(recipe);
  const rootfs = path.join(options.dir, container.name, 'rootfs');
  mkdirSync(rootfs, { recursive: true });
  const nginx = /^(nginxinc\/nginx-unprivileged|nginx):/.test(recipe.base);
  const isConfig = (file: string) => nginx && file.endsWith('.conf');

  for (const copy of recipe.copies) {
    const source =
      copy.from === null
        ? path.join(REPO_DIR, copy.source)
        : stageOutput(recipe, copy.from, copy.source, path.join(options.dir, container.name));
    if (source === null) continue;
    const target = path.join(rootfs, copy.target);
    if (statSync(source).isDirectory() || !isConfig(source)) {
      if (existsSync(target)) continue;
      if (statSync(source).isDirectory()) link(source, target);
      else {
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(source, target);
      }
    } else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(
        target,
        rewriteNginx(readFileSync(source, 'utf8'), rootfs, options.address, options.ports),
      );
    }
  }
  for (const bind of options.binds ?? []) {
    const target = path.join(rootfs, bind.target);
    mkdirSync(path.dirname(target), { recursive: true });
    if (isConfig(bind.source) || (nginx && bind.target.startsWith('/etc/nginx/')))
      writeFileSync(
        target,
        rewriteNginx(readFileSync(bind.source, 'utf8'), rootfs, options.address, options.ports),
      );
    else copyFileSync(bind.source, target);
  }
  const volumes = volumeDirs(spec, options);
  const mounts = (container.volumeMounts ?? []).map((mount) => {
    if (mount.subPath) throw new Error(`${options.name}: subPath mounts are not played`);
    const dir = volumes.get(mount.name);
    if (!dir) throw new Error(`${options.name}: mount of a volume the pod does not declare: ${mount.name}`);
    link(dir, path.join(rootfs, mount.mountPath));
    return { path: mount.mountPath, dir };
  });
  const inContainer = (value: string) => {
    const mount = mounts.find((m) => value === m.path || value.startsWith(`${m.path}/`));
    return mount ? mount.dir + value.slice(mount.path.length) : value;
  };

  const portNumbers = new Set([
    ...(container.ports ?? []).map((p) => String(p.containerPort)),
    ...recipe.exposed.map(String),
  ]);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: path.join(rootfs, 'tmp'),
  };
  for (const [name, value] of Object.entries({
    ...recipe.env,
    ...containerEnv(container, options.objects),
  })) {
    const mapped =
      /PORT$/.test(name) && portNumbers.has(value)
        ? String(options.ports.of(Number(value)))
        : inContainer(value);
    env[name] = options.rewriteEnv ? options.rewriteEnv(name, mapped) : mapped;
  }
  env.HOST ??= options.address;

  const argv = [
    ...(container.command ?? recipe.entrypoint ?? base.entrypoint ?? []),
    ...(container.args ?? (container.command ? [] : (recipe.cmd ?? base.cmd))),
  ];
  let executable: string;
  let args: string[];
  let cwd = rootfs;
  if (argv[0] === 'nginx') {
    mkdirSync(path.join(rootfs, 'etc', 'nginx'), { recursive: true });
    writeFileSync(path.join(rootfs, 'etc', 'nginx', 'nginx.conf'), unprivilegedNginxMain(rootfs));
    if (!existsSync(path.join(rootfs, 'etc', 'nginx', 'mime.types')))
      symlinkSync('/etc/nginx/mime.types', path.join(rootfs, 'etc', 'nginx', 'mime.types'));
    if (!existsSync(path.join(rootfs, 'tmp'))) {
      if (container.securityContext?.readOnlyRootFilesystem)
        throw new Error(
          `${options.name}: nginx needs a writable /tmp (a volume) on a read-only root filesystem`,
        );
      mkdirSync(path.join(rootfs, 'tmp'));
    }
    runEntrypointScripts(rootfs, options.name);
    executable = NGINX;
    args = [
      '-p',
      path.join(rootfs, 'etc', 'nginx'),
      '-c',
      path.join(rootfs, 'etc', 'nginx', 'nginx.conf'),
      '-e',
      path.join(rootfs, 'tmp', 'error.log'),
      ...argv.slice(1),
    ];
  } else if (argv[0] === 'node') {
    executable = process.execPath;
    args = argv.slice(1).map(inContainer);
    if (recipe.workdir !== '/app')
      throw new Error(`${recipe.dockerfile}: WORKDIR ${recipe.workdir} is not mapped`);
    cwd = path.join(REPO_DIR, 'api');
  } else throw new Error(`${options.name}: the rehearsal runs node and nginx, not ${argv[0]}`);

  const child = spawn(executable, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    pod: options.name,
    container,
    address: options.address,
    child,
    env,
    cwd,
    inside: (url) =>
      url.replace(
        /\/\/(127\.0\.0\.1|localhost)(?::(\d+))?/,
        (_m, _host, port) => `//${options.address}:${options.ports.of(Number(port ?? 80))}`,
      ),
    output,
    exited,
    url: (port) => `http://${options.address}:${options.ports.of(containerPort(container, port))}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The image's /docker-entrypoint.d scripts the repository adds (nginx images run them before
 * nginx), their absolute paths moved into the container's folder.
 */
function runEntrypointScripts(rootfs: string, pod: string) {
  const dir = path.join(rootfs, 'docker-entrypoint.d');
  if (!existsSync(dir)) return;
  for (const script of readdirSync(dir)
    .filter((name) => name.endsWith('.sh'))
    .sort()) {
    const text = readFileSync(path.join(dir, script), 'utf8').replace(
      /(?<=[\s"'])\/(etc|usr|srv|tmp|var|run)\//g,
      `${rootfs}/$1/`,
    );
    try {
      execFileSync('sh', ['-c', text], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(
        `${pod}: /docker-entrypoint.d/${script} failed: ${(error as { stderr?: Buffer }).stderr?.toString()}`,
      );
    }
  }
}

/** A command run inside a running container (a compose health check): node or wget. */
export async function execIn(running: RunningContainer, argv: string[], timeoutMs: number): Promise<boolean> {
  let command: string;
  let args: string[];
  if (argv[0] === 'node') [command, args] = [process.execPath, argv.slice(1)];
  else if (argv[0] === 'wget') [command, args] = ['wget', argv.slice(1).map((arg) => running.inside(arg))];
  else throw new Error(`${running.pod}: health check command ${argv[0]} is not played`);
  try {
    await promisify(execFile)(command, args, { cwd: running.cwd, env: running.env, timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

/** One probe's try, as the kubelet makes it: an HTTP GET answered 200-399 within its timeout. */
export async function probeOnce(running: RunningContainer, probe: Probe): Promise<boolean> {
  if (!probe.httpGet) throw new Error(`${running.pod}: only httpGet probes are played`);
  try {
    const res = await fetch(`${running.url(probe.httpGet.port)}${probe.httpGet.path}`, {
      signal: AbortSignal.timeout((probe.timeoutSeconds ?? 1) * 1000),
    });
    await res.arrayBuffer();
    return res.status >= 200 && res.status < 400;
  } catch {
    return false;
  }
}

/** Waits for a probe to pass, at most `withinMs`; fails with the container's output if it exits. */
export async function waitForProbe(running: RunningContainer, probe: Probe, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (running.child.exitCode !== null)
      throw new Error(
        `${running.pod} exited (${running.child.exitCode}) before its probe passed:\n${running.output.join('')}`,
      );
    if (await probeOnce(running, probe)) return;
    if (Date.now() > deadline)
      throw new Error(
        `${running.pod}: ${probe.httpGet?.path} did not pass within ${withinMs} ms:\n${running.output.join('')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
