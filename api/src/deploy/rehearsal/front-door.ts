import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { containerPort, find, type K8sObject, podSpecOf } from './manifests.js';

/** A backend as the route names it: a Service and a port (number or name) of it. */
interface Backend {
  service: string;
  port: number | string;
}
interface Route {
  hostnames: string[];
  /** Path prefixes (Gateway API PathPrefix, Ingress Prefix: matched by whole path segments). */
  prefix: string;
  backend: Backend;
}

/**
 * An HTTPRoute's rules as prefix routes. Only what the rehearsal can play faithfully is accepted:
 * PathPrefix (or Exact) matches and one backend per rule, no filters; anything else is refused, so
 * a route the rehearsal cannot play fails the rehearsal instead of being skipped.
 */
export function httpRouteRoutes(route: K8sObject): Route[] {
  const routes: Route[] = [];
  for (const rule of route.spec.rules ?? []) {
    if (rule.filters?.length) throw new Error(`HTTPRoute ${route.metadata.name}: filters are not played`);
    if (rule.backendRefs?.length !== 1)
      throw new Error(`HTTPRoute ${route.metadata.name}: one backend per rule is played`);
    const ref = rule.backendRefs[0];
    if (ref.kind && ref.kind !== 'Service')
      throw new Error(`HTTPRoute ${route.metadata.name}: backend kind ${ref.kind}`);
    for (const match of rule.matches ?? [{ path: { type: 'PathPrefix', value: '/' } }]) {
      if (match.headers || match.queryParams || match.method)
        throw new Error(`HTTPRoute ${route.metadata.name}: only path matches are played`);
      if (!['PathPrefix', undefined].includes(match.path?.type))
        throw new Error(`HTTPRoute ${route.metadata.name}: path type ${match.path?.type}`);
      routes.push({
        hostnames: route.spec.hostnames ?? [],
        prefix: match.path?.value ?? '/',
        backend: { service: ref.name, port: ref.port },
      });
    }
  }
  return routes;
}

/** An Ingress's rules as prefix routes: Prefix paths only, and no controller annotations. */
export function ingressRoutes(ingress: K8sObject): Route[] {
  const annotations = Object.keys(ingress.metadata.annotations ?? {});
  if (annotations.length)
    throw new Error(
      `Ingress ${ingress.metadata.name}: controller annotations are not played (${annotations.join(', ')})`,
    );
  const routes: Route[] = [];
  for (const rule of ingress.spec.rules ?? []) {
    for (const entry of rule.http?.paths ?? []) {
      if (entry.pathType !== 'Prefix')
        throw new Error(`Ingress ${ingress.metadata.name}: pathType ${entry.pathType} is not played`);
      const port = entry.backend.service.port;
      routes.push({
        hostnames: rule.host ? [rule.host] : [],
        prefix: entry.path,
        backend: { service: entry.backend.service.name, port: port.number ?? port.name },
      });
    }
  }
  return routes;
}

/** Where a Service's port leads: each ready pod of its selector, at its mapped address and port. */
export type Endpoints = (service: string, port: number | string) => string[];

/** Resolves a Service port to its pods' addresses through the rendered Service and pod templates. */
export function serviceEndpoints(
  objects: K8sObject[],
  podsOf: (workload: K8sObject) => { url(port: string | number): string }[],
): Endpoints {
  return (name, port) => {
    const service = find(objects, 'Service', name);
    const servicePort = service.spec.ports.find(
      (p: { name?: string; port: number }) => p.name === port || p.port === port,
    );
    if (!servicePort) throw new Error(`Service ${name} has no port ${port}`);
    const selector: Record<string, string> = service.spec.selector;
    const workloads = objects.filter((o) => {
      if (!['Deployment', 'StatefulSet'].includes(o.kind)) return false;
      const labels: Record<string, string> = o.spec.template.metadata.labels ?? {};
      return Object.entries(selector).every(([key, value]) => labels[key] === value);
    });
    if (!workloads.length) throw new Error(`Service ${name} selects no workload`);
    return workloads.flatMap((workload) => {
      const container = podSpecOf(workload)!.containers.find((c) => {
        try {
          containerPort(c, servicePort.targetPort ?? servicePort.port);
          return true;
        } catch {
          return false;
        }
      });
      if (!container)
        throw new Error(
          `Service ${name}: no container of ${workload.metadata.name} has port ${servicePort.targetPort}`,
        );
      return podsOf(workload).map((pod) =>
        pod.url(servicePort.targetPort ?? servicePort.port).replace(/^http:\/\//, ''),
      );
    });
  };
}

/**
 * The routes as an nginx server in front of the pods, as a Gateway or Ingress controller plays
 * them: the longest matching prefix wins, a prefix matches whole path segments, the Host must be
 * one of the route's hostnames (anything else: 404), the client's address and scheme are passed
 * on in X-Forwarded-For and -Proto, and answers stream unbuffered (the live-update stream).
 */
export function frontDoorConfig(routes: Route[], endpoints: Endpoints, listen: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const upstreams = new Map<string, string[]>();
  const byHost = new Map<string, Route[]>();
  for (const route of routes) {
    const upstream = `${route.backend.service}_${route.backend.port}`.replace(/[^A-Za-z0-9_]/g, '_');
    if (!upstreams.has(upstream))
      upstreams.set(upstream, endpoints(route.backend.service, route.backend.port));
    for (const host of route.hostnames.length ? route.hostnames : ['_']) {
      byHost.set(host, [...(byHost.get(host) ?? []), route]);
    }
  }
  const locations = (list: Route[]) =>
    list
      .map((route) => {
        const upstream = `${route.backend.service}_${route.backend.port}`.replace(/[^A-Za-z0-9_]/g, '_');
        const prefix = route.prefix.replace(/\/$/, '');
        const proxy = `{ proxy_pass http://${upstream}; }`;
        return prefix === ''
          ? `    location / ${proxy}`
          : `    location = ${prefix} ${proxy}\n    location ^~ ${prefix}/ ${proxy}`;
      })
      .join('\n');
  const servers = [...byHost].map(
    ([host, list]) => `  server {
    listen ${listen};
    server_name ${host};
${locations(list)}
  }`,
  );
  const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const name of temp) mkdirSync(path.join(dir, name), { recursive: true });
  const main = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp.map((name) => `  ${name === 'body' ? 'client_body' : name}_temp_path ${dir}/${name};`).join('\n')}
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $remote_addr;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_buffering off;
  proxy_read_timeout 1h;
  client_max_body_size 1m;
${[...upstreams].map(([name, addresses]) => `  upstream ${name} {\n${addresses.map((a) => `    server ${a};`).join('\n')}\n  }`).join('\n')}
  server {
    listen ${listen} default_server;
    return 404;
  }
${servers.join('\n')}
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}
