import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { API_DIR } from '../config.js';

let bundled: Promise<string> | null = null;

/**
 * src/server.ts bundled as `pnpm build` bundles it (what production runs), once per test process:
 * a child starts in about half the time it takes under tsx, which counts for tests that start the
 * API several times. It is written under api/node_modules/.cache, so packages resolve as from src/.
 */
function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const outdir = path.join(API_DIR, 'node_modules', '.cache', 'api-test-server', String(process.pid));
    await build({
      absWorkingDir: API_DIR,
      entryPoints: ['src/server.ts'],
      outdir,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      splitting: true,
      logLevel: 'error',
    });
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    return path.join(outdir, 'server.js');
  })();
  return bundled;
}

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it soon after). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Every line the process wrote to stderr so far. */
  stderr: string[];
  /** Every line it wrote to stdout so far (the log, at LOG_LEVEL). */
  stdoutLines: string[];
  /** Resolves with the first stderr line matching `pattern` (one already written included). */
  waitForStderr(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Sends `signal` and waits for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Resolves when the process exits, with its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The API as `pnpm start` runs it (src/server.ts, bundled), in a child process of the test, on a free port,
 * with `env` added to the test's environment; `ready` false returns as soon as it is spawned
 * instead of waiting for it to listen.
 */
export async function spawnApi(
  env: Record<string, string>,
  { ready = true, timeoutMs = 90_000 } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_APPS: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  let partial = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      stderr.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  let stdout = '';
  const stdoutLines: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (stdout.slice(stdout.lastIndexOf('\n') + 1) + chunk).split('\n');
    lines.pop();
    stdoutLines.push(...lines);
    stdout += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));

  const api: ApiProcess = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    stderr,
    stdoutLines,
    exited,
    waitForStderr(pattern, wait = timeoutMs) {
      const seen = stderr.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no stderr line like ${pattern}: ${stderr.join('\n')}`)),
          wait,
        );
        waiters.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  if (!ready) return api;

  const deadline = Date.now() + timeoutMs;
  while (!/Telehealth admin (worker )?at /.test(stdout)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the API exited before listening (${child.exitCode ?? child.signalCode}): ${stderr.join('\n')}`,
      );
    }
    if (Date.now() > deadline) {
      await api.stop('SIGKILL');
      throw new Error(`the API did not listen within ${timeoutMs} ms: ${stderr.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return api;
}
