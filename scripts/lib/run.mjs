import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const onPath = (command) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));

/** The pinned pnpm through npx, for a machine that has only Node and npm. */
function pinnedPnpmThroughNpx(args) {
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return ['npx', ['--yes', packageManager, ...args]];
}

/**
 * How to call pnpm from a script: the very pnpm that runs us (`npx pnpm@x start` puts no `pnpm` on
 * PATH), else the `pnpm` the PATH has, else the pinned one through npx (a script started with
 * plain `node`, e.g. by the browser suite's web server).
 */
export function pnpmCommand(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.(c|m)?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
  }
  return onPath('pnpm') ? ['pnpm', args] : pinnedPnpmThroughNpx(args);
}

/** Runs a command in the repo root, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    // Stopping us stops what we started (a server must not outlive `pnpm start`).
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs pnpm with the given arguments in the repo root. */
export function runPnpm(args, options = {}) {
  const [command, fullArgs] = pnpmCommand(args);
  return run(command, fullArgs, options);
}
