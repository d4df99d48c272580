import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
const dir = new URL('../../drizzle/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .sort();
async function run(exec: (s: string) => Promise<unknown>) {
  for (const f of files) {
    await exec('begin');
    for (const st of readFileSync(new URL(f, dir), 'utf8').split('--> statement-breakpoint'))
      if (st.trim()) await exec(st);
    await exec('commit');
  }
}
for (const trgm of [false, true]) {
  const lite = new PGlite(trgm ? { extensions: { pg_trgm } } : {});
  await run((s) => lite.exec(s));
  console.log(
    'pglite trgm',
    trgm,
    (await lite.query("select count(*) from pg_indexes where indexname like '%trgm%'")).rows,
  );
  await lite.close();
}
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists b_mig');
await admin.query('create database b_mig');
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/b_mig' });
await c.connect();
await run((s) => c.query(s));
console.log('pg', (await c.query("select count(*) from pg_indexes where indexname like '%trgm%'")).rows);
await c.end();
await admin.query('drop database b_mig');
await admin.end();
