import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DIR } from '../config.js';
import type { Sql } from './client.js';

export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');

/**
 * The first line of a migration that must run outside a transaction (`create index concurrently`,
 * `alter type … add value` on old servers). Such a file holds one statement: PostgreSQL runs a
 * multi-statement string as one implicit transaction. Write it so it can run again after a
 * failure (`if not exists`; a failed concurrent build leaves an invalid index to drop first).
 */
export const NO_TRANSACTION = '-- migrate: no-transaction';

/**
 * How long a migration waits for a lock before it gives up (and the release's Job retries),
 * instead of queueing every query of the running release behind it.
 */
export const LOCK_TIMEOUT_MS = 5_000;

/**
 * Applies the SQL files of api/drizzle/ in name order, each once and, unless it starts with
 * NO_TRANSACTION, in its own transaction, each under `lock_timeout`, recording them in
 * `schema_migrations`. Returns the names applied now.
 */
export async function migrate(
  sql: Sql,
  dir = MIGRATIONS_DIR,
  { lockTimeoutMs = LOCK_TIMEOUT_MS }: { lockTimeoutMs?: number } = {},
): Promise<string[]> {
  await sql.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await sql.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  const timeout = `${Math.max(1, Math.round(lockTimeoutMs))}ms`;
  for (const file of files) {
    if (done.has(file)) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (text.startsWith(NO_TRANSACTION)) {
      try {
        await sql.exec(`set lock_timeout = '${timeout}'`);
        await sql.exec(text);
        await sql.query('insert into schema_migrations (name) values ($1)', [file]);
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      } finally {
        await sql.exec('reset lock_timeout').catch(() => undefined);
      }
    } else {
      await sql.exec('begin');
      try {
        await sql.exec(`set local lock_timeout = '${timeout}'`);
        await sql.exec(text);
        await sql.query('insert into schema_migrations (name) values ($1)', [file]);
        await sql.exec('commit');
      } catch (error) {
        await sql.exec('rollback');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
    }
    applied.push(file);
  }
  return applied;
}
