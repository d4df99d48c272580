import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

/**
 * How to call pnpm from a script: the very pnpm that runs us (`npx pnpm@x start` puts no `pnpm` on
 * PATH), else whatever `pnpm` the PATH has.
 */
export function pnpmCommand(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.(c|m)?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
  }
  return ['pnpm', args];
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
