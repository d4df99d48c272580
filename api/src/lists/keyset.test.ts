import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, type SQL, sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';
import { type KeyValues, listKeyset } from './keyset.js';
import { type ListQuery, type ListSpec, orderBySql } from './query.js';

const probe = pgTable('keyset_probe', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  score: integer('score'),
  label: text('label').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const spec: ListSpec = {
  fields: {
    score: { column: probe.score, type: 'integer', sort: true },
    label: { column: probe.label, type: 'string', sort: true },
    at: { column: probe.at, type: 'date', sort: true },
    // An expression (nullable as far as the keyset knows).
    bucket: { column: sql`(${probe.score} % 3)`, type: 'integer', sort: true },
  },
  defaultSort: [{ field: 'at', direction: 'DESC' }],
  tiebreaker: probe.id,
};

// Reading a list in batches after the last row's keys gives exactly the rows of one ordered read,
// whatever the order: ties, nulls, mixed directions, timestamps that differ by a microsecond.
describe('listKeyset', () => {
  let t: TestDatabase;
  before(async () => {
    t = await createTestDatabase();
    await t.database.exec(`
      create table keyset_probe (id bigserial primary key, score int, label text not null, at timestamptz not null);
      insert into keyset_probe (score, label, at)
      select case when g % 5 = 0 then null else (g * 7919) % 13 end,
             chr(97 + (g * 31) % 4),
             timestamptz '2026-01-01 00:00:00+00' + ((g * 17) % 9) * interval '1 microsecond'
        from generate_series(1, 400) g;`);
  });
  after(() => t.drop());

  const sorts: ListQuery['sort'][] = [
    [{ field: 'at', direction: 'DESC' }],
    [{ field: 'at', direction: 'ASC' }],
    [{ field: 'score', direction: 'ASC' }],
    [{ field: 'score', direction: 'DESC' }],
    [
      { field: 'label', direction: 'ASC' },
      { field: 'score', direction: 'DESC' },
    ],
    [
      { field: 'score', direction: 'DESC' },
      { field: 'at', direction: 'ASC' },
    ],
    [{ field: 'bucket', direction: 'ASC' }],
  ];

  for (const sort of sorts) {
    test(`batches of 7 read every row once in the order ${JSON.stringify(sort)}`, async () => {
      const list = {
        where: [],
        sort,
        search: null,
        limit: 20,
        offset: 0,
        populate: [],
      } as unknown as ListQuery;
      const db = t.database.db;
      const whole = await db
        .select({ id: probe.id })
        .from(probe)
        .orderBy(...orderBySql(list, spec));
      const keyset = listKeyset(list, spec);
      const read: number[] = [];
      let last: KeyValues | null = null;
      for (let guard = 0; guard < 100; guard++) {
        const after: SQL | undefined = last ? keyset.after(last) : undefined;
        const { sql: text, params } = db
          .select({ id: probe.id, ...keyset.columns })
          .from(probe)
          .where(and(sql`true`, after))
          .orderBy(...orderBySql(list, spec))
          .toSQL();
        const rows = await t.database.queryArrays(`${text} limit 7`, params);
        read.push(...rows.map((row) => Number(row[0])));
        if (rows.length < 7) break;
        last = rows[rows.length - 1].slice(1) as KeyValues;
      }
      assert.deepEqual(
        read,
        whole.map((row) => row.id),
      );
    });
  }
});
