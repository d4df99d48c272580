// The Pod Security Standards' "restricted" profile (which includes "baseline"), checked on a pod
// template as the admission controller checks a pod: each rule that fails is named.
import type { K8sObject } from '../rehearsal/manifests.js';
import { podSpecOf } from '../rehearsal/manifests.js';

const RESTRICTED_VOLUMES = [
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
];
const SAFE_SYSCTLS = [
  'kernel.shm_rmid_forced',
  'net.ipv4.ip_local_port_range',
  'net.ipv4.ip_unprivileged_port_start',
  'net.ipv4.tcp_syncookies',
  'net.ipv4.ping_group_range',
  'net.ipv4.ip_local_reserved_ports',
  'net.ipv4.tcp_keepalive_time',
  'net.ipv4.tcp_fin_timeout',
  'net.ipv4.tcp_keepalive_intvl',
  'net.ipv4.tcp_keepalive_probes',
];

// biome-ignore lint/suspicious/noExplicitAny: rendered pod specs are read field by field
type Any = any;

/** The rules of "restricted" that the workload's pod template breaks (none: []). */
export function restrictedViolations(workload: K8sObject): string[] {
  const pod: Any = podSpecOf(workload);
  if (!pod) return [];
  const problems: string[] = [];
  const podContext: Any = pod.securityContext ?? {};
  const containers: Any[] = [
    ...(pod.initContainers ?? []),
    ...pod.containers,
    ...(pod.ephemeralContainers ?? []),
  ];

  // baseline
  for (const field of ['hostNetwork', 'hostPID', 'hostIPC'])
    if (pod[field]) problems.push(`${field} is true`);
  for (const volume of pod.volumes ?? []) {
    const type = Object.keys(volume).find((key) => key !== 'name');
    if (!RESTRICTED_VOLUMES.includes(type ?? ''))
      problems.push(`volume ${volume.name}: type ${type} is not allowed`);
  }
  for (const sysctl of podContext.sysctls ?? [])
    if (!SAFE_SYSCTLS.includes(sysctl.name)) problems.push(`sysctl ${sysctl.name} is not allowed`);
  if (podContext.seccompProfile && !['RuntimeDefault', 'Localhost'].includes(podContext.seccompProfile.type))
    problems.push(`pod seccompProfile ${podContext.seccompProfile.type}`);
  for (const container of containers) {
    const c: Any = container.securityContext ?? {};
    const name = `container ${container.name}`;
    if (c.privileged) problems.push(`${name}: privileged`);
    for (const port of container.ports ?? [])
      if (port.hostPort) problems.push(`${name}: hostPort ${port.hostPort}`);
    if (c.procMount && c.procMount !== 'Default') problems.push(`${name}: procMount ${c.procMount}`);
    // restricted
    if (c.allowPrivilegeEscalation !== false)
      problems.push(`${name}: allowPrivilegeEscalation must be false`);
    const nonRoot = c.runAsNonRoot ?? podContext.runAsNonRoot;
    if (nonRoot !== true) problems.push(`${name}: runAsNonRoot must be true`);
    if ((c.runAsUser ?? podContext.runAsUser) === 0) problems.push(`${name}: runAsUser 0`);
    const seccomp = c.seccompProfile?.type ?? podContext.seccompProfile?.type;
    if (!['RuntimeDefault', 'Localhost'].includes(seccomp))
      problems.push(`${name}: seccompProfile must be RuntimeDefault or Localhost`);
    if (!(c.capabilities?.drop ?? []).includes('ALL')) problems.push(`${name}: capabilities must drop ALL`);
    for (const added of c.capabilities?.add ?? [])
      if (added !== 'NET_BIND_SERVICE') problems.push(`${name}: capability ${added} may not be added`);
  }
  return problems;
}
