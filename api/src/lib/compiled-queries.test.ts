import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { specialities } from '../db/schema/index.js';
import { migrate } from '../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';
import { compiledCount, MAX_COMPILED_PER_DB, runCompiled } from './compiled-queries.js';

describe('runCompiled: a query built once per key, its rows read on every run', () => {
  let testDb: TestDatabase;
  before(async () => {
    testDb = await createTestDatabase();
    await migrate(testDb.database);
  });
  after(() => testDb.drop());

  test('builds a key once and still answers with the rows of the moment', async () => {
    const { db } = testDb.database;
    let builds = 0;
    const names = () =>
      runCompiled(db, 'names starting with Z', () => {
        builds++;
        return db
          .select({ name: specialities.name })
          .from(specialities)
          .where(sql`${specialities.name} like 'Z%'`)
          .orderBy(specialities.name);
      });
    assert.deepEqual(await names(), []);
    await testDb.database.query(
      `insert into specialities (uid, name) values (gen_random_uuid(), 'Zoology'), (gen_random_uuid(), 'Zymology')`,
    );
    assert.deepEqual(await names(), [{ name: 'Zoology' }, { name: 'Zymology' }]);
    await testDb.database.query(`delete from specialities where name = 'Zoology'`);
    assert.deepEqual(await names(), [{ name: 'Zymology' }]);
    assert.equal(builds, 1);
  });

  test('keys differ by what the query is built from, and each runs its own statement', async () => {
    const { db } = testDb.database;
    const byName = (name: string) =>
      runCompiled(db, `speciality ${name}`, () =>
        db.select({ name: specialities.name }).from(specialities).where(eq(specialities.name, name)),
      );
    assert.deepEqual(await byName('Zymology'), [{ name: 'Zymology' }]);
    assert.deepEqual(await byName('Nothing'), []);
    assert.deepEqual(await byName('Zymology'), [{ name: 'Zymology' }]);
  });

  test(`keeps at most ${MAX_COMPILED_PER_DB} queries, dropping the least recently used`, async () => {
    const { db } = testDb.database;
    let builds = 0;
    const one = (key: string) =>
      runCompiled(db, key, () => {
        builds++;
        return db.select({ one: sql<number>`1` }).from(sql`(select 1) as x`);
      });
    await one('kept');
    for (let i = 0; i < MAX_COMPILED_PER_DB; i++) {
      await one(`filler ${i}`);
      if (i === MAX_COMPILED_PER_DB / 2) await one('kept'); // used again: most recent
    }
    assert.equal(compiledCount(db), MAX_COMPILED_PER_DB);
    const before = builds;
    await one('kept');
    assert.equal(builds, before, 'a recently used key stays');
    await one('filler 0');
    assert.equal(builds, before + 1, 'the least recently used key went');
  });
});
