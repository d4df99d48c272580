// Prints the mail outbox decrypted (recipient, subject, body): how an operator without SMTP reads
// a password reset code or a doctor's new password. With PGlite, stop the API first (one process
// at a time can open its data folder).
//   pnpm --filter @telehealth/api outbox                        the 20 newest mails
//   pnpm --filter @telehealth/api outbox -- --to a@b.c --limit 5
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createFieldCrypto } from '../lib/crypto.js';
import { DataKeyError, openDataKey } from '../lib/data-key.js';
import { createOutbox } from '../lib/mail-outbox.js';
import { migratedExclusive, withCommandDatabase } from './command-database.js';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { to: { type: 'string' }, limit: { type: 'string', default: '20' } },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a positive whole number');
  const config = loadConfig();
  await withCommandDatabase('outbox', config, async (database) => {
    const key = await migratedExclusive(database, (sql) => openDataKey(sql, config));
    const mails = await createOutbox(database, createFieldCrypto(key)).read({ to: values.to, limit });
    if (!mails.length) console.log('The outbox is empty.');
    for (const mail of mails) {
      console.log(`#${mail.id}  ${mail.createdAt.toISOString()}  ${mail.kind}  ${mail.status}`);
      console.log(`To: ${mail.to}`);
      console.log(`Subject: ${mail.subject}`);
      console.log('');
      console.log(mail.body ?? '(body dropped once sent)');
      console.log('-'.repeat(60));
    }
  });
}

main().catch((error) => {
  console.error(error instanceof DataKeyError ? error.message : error);
  process.exit(1);
});
