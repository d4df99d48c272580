import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DIR } from '../config.js';
import type { Sql } from './client.js';

export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');

/**
 * Applies the SQL files of api/drizzle/ in name order, each once and in its own transaction,
 * recording them in `schema_migrations`. Returns the names applied now.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
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
  for (const file of files) {
    if (done.has(file)) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    await sql.exec('begin');
    try {
      await sql.exec(text);
      await sql.query('insert into schema_migrations (name) values ($1)', [file]);
      await sql.exec('commit');
    } catch (error) {
      await sql.exec('rollback');
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
