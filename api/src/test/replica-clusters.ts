// A PostgreSQL primary and its streaming standby, started by a test in a temporary folder (initdb,
// pg_basebackup -R, pg_ctl) and removed after it: the read replica's tests need a real one, and
// make their own instead of asking the machine's server to stream.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup'];

/** The server programs the pair needs that this machine lacks (empty: it can run). */
export function missingServerTools(): string[] {
  return TOOLS.filter((tool) => !existsSync(path.join(PG_BIN_DIR, tool)));
}

/** initdb refuses root: as root, the clusters are the postgres user's. */
const asRoot = process.getuid?.() === 0;

function run(tool: string, args: string[]): string {
  const command = path.join(PG_BIN_DIR, tool);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', stdio: 'pipe' })
    : execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
}

export type Server = 'primary' | 'standby';

export interface ReplicaPair {
  /** postgres:// URL of `database` on one of the two servers. */
  url(server: Server, database?: string): string;
  /** One statement on one server, on a connection of its own. */
  query<T extends Record<string, unknown>>(
    server: Server,
    text: string,
    params?: unknown[],
    database?: string,
  ): Promise<T[]>;
  /** Where a server's log has got to, and what it logged since (each statement, with `app=<application_name>`). */
  logMark(server: Server): number;
  logSince(server: Server, mark: number): string;
  /** Stops replaying WAL on the standby (it keeps receiving it), and starts again. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopStandby(): void;
  startStandby(): Promise<void>;
  /** Waits until the standby has replayed everything the primary has written. */
  caughtUp(): Promise<void>;
  close(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PairOptions {
  /**
   * The folder of the pair (made if missing), kept after close; a temporary one removed at close
   * by default. A folder that holds a pair already is started again as it is.
   */
  dir?: string;
  /** Log every statement with its application_name (tests); off for a load of a million rows. */
  logStatements?: boolean;
  /** fsync on, as a server in use has it (the benchmark); off by default (tests: faster). */
  durable?: boolean;
}

/**
 * Starts a primary on `primaryPort` (wal_level replica, a replication line in pg_hba.conf) and a
 * standby of it on `standbyPort`, cloned with `pg_basebackup -R` (which writes standby.signal and
 * primary_conninfo) and streaming from it.
 */
export async function startReplicaPair(
  primaryPort: number,
  standbyPort: number,
  { dir, logStatements = true, durable = false }: PairOptions = {},
): Promise<ReplicaPair> {
  const root = dir ?? mkdtempSync(path.join(os.tmpdir(), 'api-replica-'));
  mkdirSync(root, { recursive: true });
  const dirs = { primary: path.join(root, 'primary'), standby: path.join(root, 'standby') };
  const logs = { primary: path.join(root, 'primary.log'), standby: path.join(root, 'standby.log') };
  const ports = { primary: primaryPort, standby: standbyPort };
  const running = new Set<Server>();
  const existing = existsSync(path.join(dirs.standby, 'standby.signal'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
  }
  const start = (server: Server) => {
    run('pg_ctl', ['-D', dirs[server], '-l', logs[server], '-w', '-t', '120', 'start']);
    running.add(server);
  };
  const stop = (server: Server) => {
    if (running.delete(server)) run('pg_ctl', ['-D', dirs[server], '-m', 'fast', '-w', 'stop']);
  };
  const url = (server: Server, database = 'postgres') =>
    `postgres://postgres@127.0.0.1:${ports[server]}/${database}`;
  const query = async <T extends Record<string, unknown>>(
    server: Server,
    text: string,
    params: unknown[] = [],
    database = 'postgres',
  ) => {
    const client = new pg.Client({ connectionString: url(server, database) });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  const standbyAnswers = async () => {
    for (let tries = 0; ; tries++) {
      try {
        const [row] = await query<{ standby: boolean }>('standby', 'select pg_is_in_recovery() as standby');
        if (row.standby) return;
        throw new Error('the standby is not in recovery');
      } catch (error) {
        if (tries > 300) throw error;
        await sleep(100);
      }
    }
  };

  const removeAll = () => {
    if (!dir) rmSync(root, { recursive: true, force: true });
  };
  try {
    if (existing) {
      start('primary');
      start('standby');
      await standbyAnswers();
    } else {
      run('initdb', ['-D', dirs.primary, '-A', 'trust', '-U', 'postgres', ...(durable ? [] : ['--no-sync'])]);
      appendFileSync(
        path.join(dirs.primary, 'postgresql.conf'),
        [
          `port = ${primaryPort}`,
          "listen_addresses = '127.0.0.1'",
          `unix_socket_directories = '${root}'`,
          ...(durable ? [] : ['fsync = off']),
          'wal_level = replica',
          'max_wal_senders = 4',
          'hot_standby = on',
          // Every statement, with the connection's application_name: which server ran a read shows there.
          ...(logStatements ? ['log_statement = all'] : []),
          "log_line_prefix = '%m app=%a '",
          '',
        ].join('\n'),
      );
      appendFileSync(path.join(dirs.primary, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
      start('primary');
      run('pg_basebackup', [
        ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
        ...['-D', dirs.standby, '-R', '-X', 'stream', '-c', 'fast'],
      ]);
      appendFileSync(path.join(dirs.standby, 'postgresql.conf'), `port = ${standbyPort}\n`);
      start('standby');
      await standbyAnswers();
    }
  } catch (error) {
    for (const server of ['standby', 'primary'] as const) {
      try {
        stop(server);
      } catch {
        // already down
      }
    }
    removeAll();
    throw error;
  }

  const logSize = (server: Server) => (existsSync(logs[server]) ? statSync(logs[server]).size : 0);
  return {
    url,
    query,
    logMark: logSize,
    logSince: (server, mark) => readFileSync(logs[server]).subarray(mark).toString('utf8'),
    async pauseReplay() {
      await query('standby', 'select pg_wal_replay_pause()');
      for (let tries = 0; ; tries++) {
        const [row] = await query<{ state: string }>(
          'standby',
          'select pg_get_wal_replay_pause_state() as state',
        );
        if (row.state === 'paused') return;
        if (tries > 300) throw new Error('replay did not pause');
        await sleep(20);
      }
    },
    async resumeReplay() {
      await query('standby', 'select pg_wal_replay_resume()');
    },
    stopStandby: () => stop('standby'),
    async startStandby() {
      start('standby');
      await standbyAnswers();
    },
    async caughtUp() {
      const [{ lsn }] = await query<{ lsn: string }>('primary', 'select pg_current_wal_lsn()::text as lsn');
      for (let tries = 0; ; tries++) {
        const [row] = await query<{ done: boolean }>(
          'standby',
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
          [lsn],
        );
        if (row.done) return;
        if (tries > 500) throw new Error(`the standby did not replay up to ${lsn}`);
        await sleep(20);
      }
    },
    close() {
      try {
        stop('standby');
      } finally {
        try {
          stop('primary');
        } finally {
          removeAll();
        }
      }
    },
  };
}

/** Stops the pair kept in `dir` (startReplicaPair's `dir`), whichever of its servers runs; its files stay. */
export function stopReplicaPair(dir: string): void {
  for (const server of ['standby', 'primary'] as const) {
    const data = path.join(dir, server);
    if (existsSync(path.join(data, 'postmaster.pid')))
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  }
}
