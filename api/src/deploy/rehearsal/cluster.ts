import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { NGINX } from '../../test/gateway.js';
import { frontDoorConfig, type Endpoints, serviceEndpoints } from './front-door.js';
import { find, type K8sObject, ofKind, podSpecOf } from './manifests.js';
import { type PortMap, type RunningContainer, startContainer, waitForProbe } from './pods.js';

/** The rendered objects played on this machine: pods as processes, routes as an nginx. */
export class LocalCluster {
  readonly pods = new Map<string, RunningContainer[]>();
  private readonly stoppers: (() => Promise<void>)[] = [];
  private nextAddress = 10;

  constructor(
    readonly objects: K8sObject[],
    readonly dir: string,
    readonly ports: PortMap,
  ) {}

  private address(): string {
    return `127.0.44.${this.nextAddress++}`;
  }

  private start(workload: K8sObject, index: number): RunningContainer {
    const spec = podSpecOf(workload)!;
    if (spec.containers.length !== 1)
      throw new Error(`${workload.metadata.name}: one container per pod is played`);
    const name = `${workload.metadata.name}-${index}`;
    const running = startContainer(spec, spec.containers[0], {
      objects: this.objects,
      name,
      address: this.address(),
      ports: this.ports,
      dir: path.join(this.dir, name),
    });
    this.stoppers.push(() => running.stop());
    return running;
  }

  /** Runs a Job's pod to its end; throws with its output unless it succeeded. */
  async runJob(job: K8sObject): Promise<RunningContainer> {
    const running = this.start(job, 0);
    const code = await running.exited;
    if (code !== 0) throw new Error(`Job ${job.metadata.name} failed (${code}):\n${running.output.join('')}`);
    return running;
  }

  /** The replicas a Deployment runs: its own count, else its autoscaler's minimum. */
  replicasOf(deployment: K8sObject): number {
    if (deployment.spec.replicas !== undefined) return deployment.spec.replicas;
    const hpa = ofKind(this.objects, 'HorizontalPodAutoscaler').find(
      (h) =>
        h.spec.scaleTargetRef.kind === 'Deployment' &&
        h.spec.scaleTargetRef.name === deployment.metadata.name,
    );
    return hpa?.spec.minReplicas ?? 1;
  }

  /** Starts every replica of a Deployment and waits until each passes its startup and readiness probes. */
  async startDeployment(deployment: K8sObject, withinMs = 90_000): Promise<RunningContainer[]> {
    const replicas = Array.from({ length: this.replicasOf(deployment) }, (_, i) => this.start(deployment, i));
    this.pods.set(deployment.metadata.name, replicas);
    await Promise.all(
      replicas.map(async (pod) => {
        const { startupProbe, readinessProbe } = pod.container;
        if (startupProbe) await waitForProbe(pod, startupProbe, withinMs);
        if (!readinessProbe) throw new Error(`${pod.pod} has no readiness probe`);
        await waitForProbe(pod, readinessProbe, withinMs);
      }),
    );
    return replicas;
  }

  endpoints(): Endpoints {
    return serviceEndpoints(this.objects, (workload) => this.pods.get(workload.metadata.name) ?? []);
  }

  /** An nginx playing the routes (see front-door.ts), listening on 127.0.0.1:<port>. */
  async startFrontDoor(
    routes: Parameters<typeof frontDoorConfig>[0],
    port: number,
    name: string,
  ): Promise<string> {
    const dir = path.join(this.dir, name);
    const config = frontDoorConfig(routes, this.endpoints(), `127.0.0.1:${port}`, dir);
    const child = spawn(NGINX, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = once(child, 'exit');
    this.stoppers.push(async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    });
    const url = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error(`the front door (${name}) did not start: ${output}`);
      try {
        await fetch(url, { signal: AbortSignal.timeout(1_000) });
        return url;
      } catch {
        if (tries > 100) throw new Error(`the front door (${name}) does not answer: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  workload(kind: string, name: string) {
    return find(this.objects, kind, name);
  }

  async stop(): Promise<void> {
    await Promise.all(this.stoppers.splice(0).map((stop) => stop().catch(() => undefined)));
  }
}
