import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getTableColumns, sql } from 'drizzle-orm';
import { specialities } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/helper.js';
import type { ListDefinition } from './definition.js';
import { DEEP_OFFSET, readList } from './pages.js';
import { bindParam, containsPattern, type ListSpec, parseListQuery } from './query.js';
import { keptStatements, MAX_STATEMENTS_PER_DB, runStatement, shapeOf } from './statements.js';

const spec: ListSpec = {
  fields: {
    name: { column: specialities.name, type: 'string', sort: true },
    active: { column: specialities.active, type: 'boolean' },
    uid: { column: specialities.uid, type: 'uuid' },
  },
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  tiebreaker: specialities.id,
  maxLimit: 5_000,
};

const names: ListDefinition<typeof specialities.$inferSelect, string> = {
  name: 'specialities under test',
  spec,
  table: specialities,
  id: specialities.id,
  search: (text, _list, bind) => ({
    condition: sql`${specialities.name} ilike ${bind(containsPattern(text))}`,
    freeText: true,
  }),
  columns: getTableColumns(specialities),
  map: (row) => row.name,
};

describe('the list engine: statements kept by shape, never by value', () => {
  let t: TestApp;
  const read = (query: Record<string, string | undefined>) =>
    readList(t.app.db, names, parseListQuery(query, spec));

  before(async () => {
    t = await buildTestApp();
    await t.app.database.query(
      `insert into specialities (uid, name, active)
         select gen_random_uuid(), 'Speciality ' || lpad(g::text, 4, '0'), g % 3 <> 0
           from generate_series(1, 3000) g`,
    );
  });
  after(() => t.close());

  test('another value of the same filter, search or deep page runs the statement kept for it', async () => {
    const shapes = [
      { where: '{"active":true}' },
      { where: '{"name":{"in":["Speciality 0001","Speciality 0002"]}}' },
      { search: 'ty 00' },
      { offset: String(DEEP_OFFSET + 20) },
      { offset: '1600' },
    ];
    for (const query of shapes) await read(query);
    const kept = keptStatements(t.app.db).length;
    const again = [
      { where: '{"active":false}' },
      { where: '{"name":{"in":["Speciality 0003","Speciality 0004","Speciality 0005"]}}' },
      { search: 'ty 01' },
      { offset: String(DEEP_OFFSET + 60) },
      { offset: '1700' },
    ];
    for (const query of again) await read(query);
    assert.equal(keptStatements(t.app.db).length, kept);
  });

  test('a free-text match is planned on every run, any other statement once per connection', async () => {
    const before = new Set(keptStatements(t.app.db));
    await read({ search: 'ty 02', sort: '[{"name":"DESC"}]' });
    await read({ where: '{"name":{"contains":"ty 03"}}', sort: '[{"name":"DESC"}]' });
    await read({ where: '{"uid":null}', sort: '[{"name":"DESC"}]' });
    const added = keptStatements(t.app.db).filter((key) => !before.has(key));
    const unnamed = added.filter((key) => key.startsWith('unnamed ')).map((key) => key.split(' ')[1]);
    const named = added.filter((key) => key.startsWith('named ')).map((key) => key.split(' ')[1]);
    // The search's ids, the contains filter's page and count; the uid filter's page and count
    // (the rows by id, named, were kept already).
    assert.deepEqual(unnamed.sort(), ['count', 'page', 'search']);
    assert.deepEqual(named.sort(), ['count', 'page']);
  });

  test('each page answers the rows and total of its own values', async () => {
    const inactive = await read({ where: '{"active":false}', limit: '3' });
    assert.deepEqual(inactive.rows, ['Speciality 0003', 'Speciality 0006', 'Speciality 0009']);
    assert.equal(inactive.total, 1000);
    const listed = await read({ where: '{"name":{"in":["Speciality 0007","Speciality 0001"]}}' });
    assert.deepEqual(listed, { rows: ['Speciality 0001', 'Speciality 0007'], total: 2 });
    const searched = await read({ search: 'ty 014', limit: '3' });
    assert.deepEqual(searched, {
      rows: ['Speciality 0140', 'Speciality 0141', 'Speciality 0142'],
      total: 10,
    });
    const last = await read({ offset: '2998', limit: '5' });
    assert.deepEqual(last, { rows: ['Speciality 2999', 'Speciality 3000'], total: 3000 });
    const deep = await read({ offset: '1100', limit: '2', sort: '[{"name":"DESC"}]' });
    assert.deepEqual(deep, { rows: ['Speciality 1900', 'Speciality 1899'], total: 3000 });
    const far = await read({ offset: '2100', limit: '2', sort: '[{"name":"DESC"}]' });
    assert.deepEqual(far, { rows: ['Speciality 0900', 'Speciality 0899'], total: 3000 });
    const past = await read({ offset: '3100' });
    assert.deepEqual(past, { rows: [], total: 3000 });
  });

  test(`keeps at most ${MAX_STATEMENTS_PER_DB} statements, dropping the least recently used`, async () => {
    const { db } = t.app;
    let builds = 0;
    const one = (shape: string) =>
      runStatement(
        db,
        shape,
        false,
        () => {
          builds++;
          return db.select({ one: sql<number>`1` }).from(sql`(select 1) as x`);
        },
        {},
      );
    await one('kept');
    for (let i = 0; i < MAX_STATEMENTS_PER_DB; i++) {
      await one(`filler ${i}`);
      if (i % 100 === 0) await one('kept');
    }
    assert.equal(keptStatements(db).length, MAX_STATEMENTS_PER_DB);
    const built = builds;
    await one(`filler ${MAX_STATEMENTS_PER_DB - 1}`);
    assert.equal(builds, built, 'a recent statement is still kept');
    await one('filler 0');
    assert.equal(builds, built + 1, 'the least recently used went first');
  });

  test('a value written into a statement without bind is refused', () => {
    assert.throws(() => shapeOf([sql`${specialities.name} = ${'Cardiology'}`]), /without bind/);
    assert.throws(() => shapeOf([sql`${specialities.name} = ${bindParam('Cardiology')}`]), /without bind/);
    assert.doesNotThrow(() => shapeOf([sql`${specialities.name} = ${sql.placeholder('p0')}`]));
  });
});
