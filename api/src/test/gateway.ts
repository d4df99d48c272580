import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_DIR } from '../config.js';

/** Debian's nginx (`apt-get install nginx`), which the gateway's config runs on in the tests. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const GATEWAY_DIR = path.join(REPO_DIR, 'deploy', 'gateway');

export const nginxAvailable = () => existsSync(NGINX);

export interface GatewaySetup {
  /** Port the gateway listens on (127.0.0.1 only). */
  port: number;
  /** The DNS server standing in for Docker's (127.0.0.1:<port>). */
  dnsPort: number;
  /** Port the API's replicas listen on (each at its own loopback address). */
  apiPort: number;
  /** Proxies in front of the gateway it trusts (trusted-proxies.conf written for them). */
  trustedProxies: string[];
}

/**
 * The repository's gateway config as written, made runnable by an unprivileged test on loopback:
 * only its listening address, the DNS server's address, the API's port and the included files'
 * paths change; a main config gives nginx its own pid, log and temporary folders.
 */
export function gatewayConfig(dir: string, setup: Partial<GatewaySetup>): string {
  const trusted = setup.trustedProxies ?? [];
  const trustedFile = path.join(dir, 'trusted-proxies.conf');
  const repoTrusted = readFileSync(path.join(GATEWAY_DIR, 'trusted-proxies.conf'), 'utf8');
  writeFileSync(
    trustedFile,
    trusted.length
      ? repoTrusted.replace(
          /geo \$realip_remote_addr \$from_trusted_proxy \{\n {2}default 0;\n/,
          (block) =>
            `${trusted.map((a) => `set_real_ip_from ${a};`).join('\n')}\n${block}${trusted.map((a) => `  ${a} 1;`).join('\n')}\n`,
        )
      : repoTrusted,
  );
  let server = readFileSync(path.join(GATEWAY_DIR, 'nginx.conf'), 'utf8')
    .replaceAll(
      'include /etc/nginx/security-headers.conf',
      `include ${path.join(GATEWAY_DIR, 'security-headers.conf')}`,
    )
    .replaceAll('include /etc/nginx/trusted-proxies.conf', `include ${trustedFile}`);
  if (setup.port !== undefined) server = server.replace('listen 80;', `listen 127.0.0.1:${setup.port};`);
  if (setup.dnsPort !== undefined)
    server = server.replace('resolver 127.0.0.11 ', `resolver 127.0.0.1:${setup.dnsPort} `);
  if (setup.apiPort !== undefined) server = server.replaceAll('api:8081', `api:${setup.apiPort}`);
  const serverFile = path.join(dir, 'default.conf');
  writeFileSync(serverFile, server);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, temp), { recursive: true });
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${serverFile};
}
`,
  );
  return main;
}

/** `nginx -t` on the config; answers nginx's output, or throws with it. */
export async function testGatewayConfig(setup: Partial<GatewaySetup> = {}): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-t-'));
  try {
    const main = gatewayConfig(dir, setup);
    const { stderr } = await promisify(execFile)(NGINX, ['-t', '-p', dir, '-c', main]);
    return stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Gateway {
  url: string;
  process: ChildProcess;
  errors(): string;
  stop(): Promise<void>;
}

/** Runs the gateway in the foreground of a child process until `stop`. */
export async function startGateway(setup: GatewaySetup): Promise<Gateway> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
  const main = gatewayConfig(dir, setup);
  const child = spawn(NGINX, ['-p', dir, '-c', main], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${setup.port}`;
  const errors = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/no-such-place`);
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the gateway did not start: ${errors()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    process: child,
    errors,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
