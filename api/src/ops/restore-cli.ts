// Restores a backup made by `pnpm backup` (docs/operations.md, "Restoring a backup").
//   pnpm restore <file>           into an empty DATA_DIR (PGlite) or DATABASE_URL's empty database
//   pnpm restore <file> --force   over one that holds data, which is kept (moved aside or backed up)
// The data key is given as the API is: DATA_KEY / DATA_KEY_FILE, or DATA_DIR/data.key.
import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError } from './backup-file.js';
import { apiRunsOn } from './backup-socket.js';
import { givenKey, restorePglite, restorePostgres } from './restore.js';

async function main() {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0].startsWith('-'))
    throw new BackupError('Usage: pnpm restore <file> [--force]');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  const config = loadConfig();
  const key = givenKey(config.dataKey, config.dataDir);
  let result: Awaited<ReturnType<typeof restorePglite>>;
  if (config.databaseUrl && config.databaseUrl !== 'memory://') {
    result = await restorePostgres(file, config.databaseUrl, key, { force, keepDir: path.dirname(file) });
  } else {
    if (await apiRunsOn(config.dataDir)) {
      throw new BackupError(`The API is running on ${config.dataDir}: stop it before restoring`);
    }
    result = await restorePglite(file, config.dataDir, key, { force });
  }
  const { header, keptAt } = result;
  console.log(
    `Restored the backup of ${header.createdAt} (schema ${header.schemaVersion ?? 'empty'}, data key ` +
      `${header.keyFingerprint ?? 'none'}).${keptAt ? ` What was there before is kept in ${keptAt}.` : ''} ` +
      'Start the API: it brings the schema up to this version.',
  );
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
