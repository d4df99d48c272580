import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';
import { migrate } from './migrate.js';
import * as schema from './schema/index.js';

const tables: PgTable[] = Object.values(schema).flatMap((value) => (value instanceof PgTable ? [value] : []));

describe('migrations', () => {
  let testDb: TestDatabase;

  before(async () => {
    testDb = await createTestDatabase();
  });
  after(() => testDb.drop());

  test('apply on an empty database, then are not applied again', async () => {
    const applied = await migrate(testDb.database);
    assert.ok(applied.includes('0000_domain.sql'));
    assert.deepEqual(await migrate(testDb.database), []);
  });

  test('create every table and column of the drizzle schema', async () => {
    const rows = await testDb.database.query<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'`,
    );
    const actual = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.data_type]));
    const missing: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        if (!actual.has(`${config.name}.${column.name}`)) missing.push(`${config.name}.${column.name}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  test('create every index the drizzle schema declares', async () => {
    const rows = await testDb.database.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public'`,
    );
    const actual = new Set(rows.map((r) => r.indexname));
    const missing = tables.flatMap((table) =>
      getTableConfig(table)
        .indexes.map((index) => index.config.name)
        .filter((name): name is string => typeof name === 'string' && !actual.has(name)),
    );
    assert.deepEqual(missing, []);
  });

  test('user, suggestion and appointment statuses only take their known values; specialty names are unique in any case', async () => {
    const { database } = testDb;
    await assert.rejects(database.query(`insert into users (role_id, status) values (3, 'frozen')`));
    await assert.rejects(database.query(`insert into users (role_id, status) values (5, 'active')`));
    await assert.rejects(
      database.query(`insert into suggested_specialities (speciality_name, status) values ('X', 'maybe')`),
    );
    const [user] = await database.query<{ id: number }>(
      `insert into users (role_id, status) values (2, 'active') returning id`,
    );
    await assert.rejects(
      database.query(
        `insert into appointments (appt_id, user_id, status, booking_type, service_at_date, date_utc, total_cost_cents, booking_amount_cents)
         values ('APT1', $1, 'done', 'video_visit', now(), now(), 100, 100)`,
        [user!.id],
      ),
    );
    await assert.rejects(
      database.query(`insert into specialities (name) values ('Cardiology'), ('cardiology')`),
      'specialty names are unique regardless of case',
    );
  });
});
