import pg from 'pg';

/** The PostgreSQL server the tests that need one run on: DATABASE_URL's, or this machine's. */
export const TEST_SERVER_URL =
  process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that server answers a query now. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Why a test that needs the server is skipped (false: it answers), for node:test's `skip`. */
export async function postgresSkipReason(): Promise<string | false> {
  return (await postgresAnswers())
    ? false
    : `PostgreSQL does not answer at ${TEST_SERVER_URL.replace(/\/\/[^@]*@/, '//')}`;
}

/** Runs one statement on that server's `postgres` database (make or drop a test's database). */
export async function serverQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
