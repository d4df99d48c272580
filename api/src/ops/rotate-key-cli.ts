// Re-encrypts every encrypted column and the patients' blind indexes with a new data key.
//   pnpm --filter @telehealth/api rotate-key                     a new random key
//   NEW_DATA_KEY=<base64> pnpm --filter @telehealth/api rotate-key   the key given
// Stop every API process first (docs/operations.md, "Rotating the data key").
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.js';
import { APPLICATION_NAME } from '../db/client.js';
import { DataKeyError, openDataKey } from '../lib/data-key.js';
import { keyFilePath, keyFingerprint, parseKey } from '../lib/keys.js';
import { migratedExclusive, withCommandDatabase } from './command-database.js';
import { rotateDataKey } from './rotate-key.js';

async function main() {
  const config = loadConfig();
  const next = process.env.NEW_DATA_KEY?.trim()
    ? parseKey(process.env.NEW_DATA_KEY, 'NEW_DATA_KEY')
    : randomBytes(32);
  await withCommandDatabase('rotate-key', config, async (database) => {
    if (database.kind === 'postgres') {
      const [{ running }] = await database.query<{ running: number }>(
        `select count(*)::int as running from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [APPLICATION_NAME],
      );
      if (running > 0) {
        throw new DataKeyError(
          `${running} API connection(s) are open on this database: stop every API process before rotating the key`,
        );
      }
    }
    const { counts, current } = await migratedExclusive(database, async (sql) => {
      const current = await openDataKey(sql, config);
      console.log(`Rotating the data key ${keyFingerprint(current)} → ${keyFingerprint(next)}`);
      const counts = await rotateDataKey(sql, {
        current,
        next,
        keyFileDir: config.dataKey ? null : config.dataDir,
        onNewKeyReady() {
          if (config.dataKey && !process.env.NEW_DATA_KEY?.trim()) {
            // Shown before the commit: once the data is re-encrypted, this is the only copy.
            console.log(
              `New data key (set DATA_KEY to it before the next start): ${next.toString('base64')}`,
            );
          }
        },
      });
      return { counts, current };
    });
    console.log(
      `Re-encrypted ${counts.patients} patient profiles (${counts.searchTokens} search tokens), ` +
        `${counts.enquiries} enquiry phones, ${counts.mails} outbox mails, ${counts.savedViews} saved views and ${counts.notes} notes.`,
    );
    console.log(
      config.dataKey
        ? 'Set DATA_KEY to the new key, then start the API.'
        : `The new key is in ${keyFilePath(config.dataDir)}; the old one is kept beside it as ` +
            `data.key.${keyFingerprint(current)}.previous (needed only to read backups made before now).`,
    );
  });
}

main().catch((error) => {
  console.error(error instanceof DataKeyError ? error.message : error);
  process.exit(1);
});
