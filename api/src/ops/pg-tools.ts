// Running the programs a backup uses (tar, pg_dump, pg_restore). A DATABASE_URL's password is never
// put on their command line, where `ps` would show it: it goes in PGPASSWORD.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { BackupError } from './backup-file.js';

/** `--dbname=<url without password>` and the environment carrying the password. */
export function libpqTarget(url: string): { args: string[]; env: Record<string, string> } {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { args: [`--dbname=${parsed.toString()}`], env };
}

const INSTALL: Record<string, string> = {
  pg_dump: 'Debian: apt-get install postgresql-client',
  pg_restore: 'Debian: apt-get install postgresql-client',
  tar: 'Debian: apt-get install tar',
};

/** Runs `command`; `input` is piped to its standard input. Fails with what it wrote to stderr. */
export async function runTool(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; input?: Readable } = {},
): Promise<void> {
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    stdio: [options.input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    errors += text;
  });
  if (options.input && child.stdin) {
    child.stdin.on('error', () => undefined);
    options.input.pipe(child.stdin);
  }
  let code: number;
  try {
    [code] = await once(child, 'close');
  } catch (error) {
    throw new BackupError(
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `${command} is not installed (${INSTALL[command] ?? 'install it'})`
        : `${command} did not start: ${(error as Error).message}`,
    );
  }
  if (code !== 0) throw new BackupError(`${command} failed: ${errors.trim() || `exit ${code}`}`);
}

/** Runs a PostgreSQL client program against `url`. */
export function runPgTool(command: string, args: string[], url: string, input?: Readable): Promise<void> {
  const target = libpqTarget(url);
  return runTool(command, [...args, ...target.args], { env: target.env, input });
}
