// What every one-off command (outbox, reset-factors, rotate-key) does around its work: opens the
// database under its own application name, brings the schema up to date, and closes it at the end.
import type { Config } from '../config.js';
import { type Database, openDatabase, type Sql } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/** Runs `use` with the database opened as `telehealth-<command>`; closes it whatever happens. */
export async function withCommandDatabase<T>(
  command: string,
  config: Config,
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ ...config, applicationName: `telehealth-${command}` });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Migrates, then runs `work`, both under the database's exclusive lock. */
export function migratedExclusive<T>(database: Database, work: (sql: Sql) => Promise<T>): Promise<T> {
  return database.exclusive(async (sql) => {
    await migrate(sql);
    return work(sql);
  });
}
