// How `pnpm backup` gets a backup of the embedded database while the API runs: PGlite lives in the
// API's process and no other process may open its folder, so the API copies its own folder on
// request, on a Unix socket in DATA_DIR (owner-only, like the data and data.key beside it: whoever
// may connect could read those files anyway). The command connects and sends `backup`; the API
// answers one line, `STAGED {"folder":…,"facts":…,"pausedMs":…}` (a consistent copy in a new
// folder of DATA_DIR, which the command packs and removes) or `ERROR <message>`.
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client.js';
import { type StagedCopy, stagePglite } from './backup.js';
import { BackupError, type BackupFacts } from './backup-file.js';

export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');
/** Unix socket paths are limited to about 107 bytes. */
const SOCKET_PATH_LIMIT = 100;

export interface BackupServed {
  pausedMs: number;
  files: number;
  recopied: number;
}

export interface StagedAnswer {
  folder: string;
  facts: BackupFacts;
  pausedMs: number;
}

/** Serves backups of `database` on DATA_DIR/backup.sock; resolves to the stop function (null: not served). */
export async function serveBackups(
  database: Database,
  dataDir: string,
  onBackup: (served: BackupServed) => void,
  onError: (error: Error) => void,
): Promise<(() => Promise<void>) | null> {
  const file = backupSocketPath(dataDir);
  if (file.length > SOCKET_PATH_LIMIT) return null;
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', async (request) => {
      if (request.toString('utf8').trim() !== 'backup') {
        socket.end('ERROR unknown request\n');
        return;
      }
      try {
        const { folder, facts, snapshot }: StagedCopy = await stagePglite(database, dataDir);
        const answer: StagedAnswer = { folder, facts, pausedMs: snapshot.pausedMs };
        socket.end(`STAGED ${JSON.stringify(answer)}\n`);
        onBackup(snapshot);
      } catch (error) {
        onError(error as Error);
        socket.end(`ERROR ${(error as Error).message}\n`);
      }
    });
  });
  // A socket file left by a process that died; PGlite's folder is this process's alone anyway.
  rmSync(file, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(file, { force: true });
    });
}

/**
 * Asks the API running on `dataDir` for a consistent copy of its folder: where it is, or null when
 * no API answers there (none runs, or it could not open the socket).
 */
export async function requestStagedCopy(dataDir: string): Promise<StagedAnswer | null> {
  const file = backupSocketPath(dataDir);
  return new Promise<StagedAnswer | null>((resolve, reject) => {
    let answer = '';
    let connected = false;
    const socket = net.createConnection(file, () => {
      connected = true;
      socket.write('backup\n');
    });
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENAMETOOLONG'].includes(error.code ?? '')) resolve(null);
      else reject(new BackupError(`The running API did not answer the backup: ${error.message}`));
    });
    socket.on('end', () => {
      if (answer.startsWith('STAGED ')) {
        resolve(JSON.parse(answer.slice('STAGED '.length)) as StagedAnswer);
      } else {
        reject(
          new BackupError(`The running API could not copy its data: ${answer.replace(/^ERROR /, '').trim()}`),
        );
      }
    });
  });
}

/** Whether an API answers on `dataDir`'s socket (a restore must not run under it). */
export function apiRunsOn(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection(backupSocketPath(dataDir), () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
