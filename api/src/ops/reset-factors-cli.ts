// Resets an administrator's second factor from the server (the last Owner who lost every factor and
// recovery code): their factors and codes are removed, their sessions end, and the audit log says
// so. With PGlite, stop the API first (one process at a time can open its data folder).
//   pnpm --filter @telehealth/api reset-factors owner@example.com
import { loadConfig } from '../config.js';
import { migratedExclusive, withCommandDatabase } from './command-database.js';
import { resetFactorsByEmail } from './reset-factors.js';

async function main() {
  const email = process.argv.slice(2).find((arg) => arg !== '--');
  if (!email) throw new Error('Usage: reset-factors <e-mail of the administrator>');
  await withCommandDatabase('reset-factors', loadConfig(), async (database) => {
    const done = await migratedExclusive(database, (sql) => resetFactorsByEmail(sql, email));
    if (!done) {
      console.error(`No administrator has the e-mail ${email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `The second factor of ${email} is reset: they sign in with their password and set up a new one.`,
    );
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
