// Writes a backup of the database, while the API runs (docs/operations.md, "Backups").
//   pnpm backup                 backups/telehealth-<database>-<time>.backup
//   pnpm backup <file>          that file
// PGlite: asked of the running API (ops/backup-socket.ts), or read from DATA_DIR when none runs.
// PostgreSQL (DATABASE_URL): pg_dump. The data key is never in the file; its fingerprint is.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupFacts, backupPostgres, packPglite, stagePglite } from './backup.js';
import { BackupError, type BackupHeader } from './backup-file.js';
import { requestStagedCopy } from './backup-socket.js';
import { withCommandDatabase } from './command-database.js';

/** Paths are the caller's: pnpm runs the script in api/, and says where it was called from. */
const callerDir = () => process.env.INIT_CWD ?? process.cwd();

function targetFile(given: string | undefined, kind: string): string {
  if (given) return path.resolve(callerDir(), given);
  const dir = path.join(callerDir(), 'backups');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `telehealth-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`);
}

function describe(header: BackupHeader, file: string): string {
  const megabytes = (header.payloadBytes / 1e6).toFixed(1);
  return (
    `Backed up the ${header.kind === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL database'} to ${file} ` +
    `(${megabytes} MB; schema ${header.schemaVersion ?? 'empty'}; data key ${header.keyFingerprint ?? 'none yet'}). ` +
    'The data key is not in it: keep the key (apart from the backups) to restore it.'
  );
}

async function main() {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length > 1 || args[0]?.startsWith('-')) throw new BackupError('Usage: pnpm backup [file]');
  const config = loadConfig();
  if (config.databaseUrl && config.databaseUrl !== 'memory://') {
    const file = targetFile(args[0], 'postgres');
    const facts = await withCommandDatabase('backup', config, backupFacts);
    console.log(describe(await backupPostgres(config.databaseUrl, facts, file), file));
    return;
  }
  const file = targetFile(args[0], 'pglite');
  let staged = await requestStagedCopy(config.dataDir);
  if (staged) {
    console.log(`The running API copied its data folder; queries waited ${Math.round(staged.pausedMs)} ms.`);
  } else {
    const folder = path.join(config.dataDir, 'pgdata');
    if (!existsSync(folder) || readdirSync(folder).length === 0) {
      throw new BackupError(`No database in ${folder} (DATA_DIR): nothing to back up`);
    }
    const copy = await withCommandDatabase('backup', config, (database) =>
      stagePglite(database, config.dataDir),
    );
    staged = { folder: copy.folder, facts: copy.facts, pausedMs: copy.snapshot.pausedMs };
  }
  console.log(describe(await packPglite(staged, file), file));
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
