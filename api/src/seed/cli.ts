// Loads data into the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrating it first.
//   pnpm --filter @telehealth/api seed                      the demo data set, if the database is empty
//   pnpm --filter @telehealth/api seed -- --doctors 10000 --patients 100000 --appointments 1000000
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { bootstrap, firstOwnerMessage } from '../db/bootstrap.js';
import { migrate } from '../db/migrate.js';
import { createFieldCrypto } from '../lib/crypto.js';
import { openDataKey } from '../lib/data-key.js';
import { seedDemoIfEmpty } from './demo.js';
import { seedScale } from './scale.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    doctors: { type: 'string' },
    patients: { type: 'string' },
    appointments: { type: 'string' },
  },
});

const count = (name: string, raw: string | undefined, fallback: number) => {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

const scale =
  values.doctors !== undefined || values.patients !== undefined || values.appointments !== undefined;
// Loading the demo is asking for it: the same rules as SEED_DEMO=1 (its Owner's password, and a
// refusal under NODE_ENV=production).
const config = loadConfig(scale ? process.env : { ...process.env, SEED_DEMO: process.env.SEED_DEMO || '1' });
const database = await openDatabase(config);
try {
  const key = await database.exclusive(async (sql) => {
    await migrate(sql);
    const dataKey = await openDataKey(sql, config);
    // The first administrator, as the server makes it on an empty database: the scale load's audit
    // entries are that administrator's.
    const notice = await bootstrap(sql, config);
    if (notice) console.log(firstOwnerMessage(notice));
    return dataKey;
  });
  const crypto = createFieldCrypto(key);
  const started = Date.now();
  if (scale) {
    await seedScale(database, {
      doctors: count('doctors', values.doctors, 10_000),
      patients: count('patients', values.patients, 100_000),
      appointments: count('appointments', values.appointments, 1_000_000),
      crypto,
      log: (line) => console.log(line),
    });
  } else {
    const seeded = await seedDemoIfEmpty(database, { crypto });
    console.log(seeded ? 'Demo data loaded.' : 'The database already holds data: nothing loaded.');
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
