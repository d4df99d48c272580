import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { specialities } from '../db/schema/index.js';
import { HttpError } from '../lib/http-error.js';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { type ListSpec, orderBySql, parseListQuery, whereSql } from './query.js';

const spec: ListSpec = {
  fields: {
    name: { column: specialities.name, type: 'string', sort: true },
    active: { column: specialities.active, type: 'boolean' },
    created_at: { column: specialities.createdAt, type: 'date', sort: true },
    uid: { column: specialities.uid, type: 'uuid' },
    id: { column: specialities.id, type: 'integer', filter: false, sort: true },
  },
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  tiebreaker: specialities.id,
  populate: ['doctor'],
};

function refusal(query: Record<string, unknown>): string {
  try {
    parseListQuery(query, spec);
  } catch (error) {
    assert.ok(error instanceof HttpError);
    assert.equal(error.statusCode, 400);
    return error.message;
  }
  assert.fail(`accepted ${JSON.stringify(query)}`);
}

describe('parseListQuery', () => {
  test('defaults: first page of 20 in the default order', () => {
    const q = parseListQuery({}, spec);
    assert.deepEqual(q, {
      where: [],
      sort: [{ field: 'name', direction: 'ASC' }],
      offset: 0,
      limit: 20,
      all: false,
      search: null,
      populate: [],
    });
  });

  test('reads every `where` operator: equality, null, !=, in, ranges and contains', () => {
    const q = parseListQuery(
      {
        where: JSON.stringify({
          name: { contains: 'card' },
          active: true,
          uid: { '!=': null },
          created_at: { '>=': '2026-01-01T00:00:00Z', '<=': '2026-01-31T23:59:59Z' },
        }),
      },
      spec,
    );
    assert.deepEqual(
      q.where.map((c) => [c.field, c.operator]),
      [
        ['name', 'contains'],
        ['active', '='],
        ['uid', '!='],
        ['created_at', '>='],
        ['created_at', '<='],
      ],
    );
    const inList = parseListQuery({ where: '{"name":{"in":["A","B"]},"uid":null}' }, spec);
    assert.deepEqual(inList.where, [
      { field: 'name', operator: 'in', value: ['A', 'B'] },
      { field: 'uid', operator: '=', value: null },
    ]);
  });

  test('sort, offset, limit, page, search and populate', () => {
    const q = parseListQuery(
      {
        sort: '[{"created_at":"desc"},{"name":"ASC"}]',
        offset: '40',
        limit: '10',
        search: '  heart ',
        populate: '["doctor"]',
      },
      spec,
    );
    assert.deepEqual(q.sort, [
      { field: 'created_at', direction: 'DESC' },
      { field: 'name', direction: 'ASC' },
    ]);
    assert.equal(q.offset, 40);
    assert.equal(q.limit, 10);
    assert.equal(q.search, 'heart');
    assert.deepEqual(q.populate, ['doctor']);
    assert.equal(parseListQuery({ page: '2' }, spec).offset, 40);
    assert.equal(parseListQuery({ populate: 'doctor' }, spec).populate[0], 'doctor');
    assert.equal(parseListQuery({ search: '   ' }, spec).search, null);
  });

  test('limit -1 means all, bounded; large limits are cut', () => {
    const all = parseListQuery({ limit: '-1' }, spec);
    assert.equal(all.all, true);
    assert.equal(all.limit, 1000);
    assert.equal(parseListQuery({ limit: '5000' }, spec).limit, 100);
  });

  test('refuses what is not whitelisted or malformed, with a message', () => {
    assert.equal(refusal({ where: '{bad' }), 'where must be valid JSON');
    assert.equal(refusal({ where: '[1]' }), 'where must be a JSON object');
    assert.equal(refusal({ where: '{"password_hash":"x"}' }), 'Unknown filter field "password_hash"');
    assert.equal(refusal({ where: '{"id":1}' }), 'Unknown filter field "id"');
    assert.equal(refusal({ where: '{"name":{"$regex":"x"}}' }), 'Unknown operator "$regex" for name');
    assert.equal(
      refusal({ where: '{"active":{"contains":"x"}}' }),
      'Operator "contains" is not allowed for active',
    );
    assert.equal(refusal({ where: '{"uid":"not-a-uuid"}' }), 'Invalid value for uid');
    assert.equal(refusal({ where: '{"created_at":{">=":"yesterday-ish"}}' }), 'Invalid value for created_at');
    assert.equal(refusal({ where: '{"name":{"in":[]}}' }), '"in" for name needs a list of 1 to 500 values');
    assert.equal(refusal({ where: '{"name":{"in":[{"a":1}]}}' }), 'Invalid value for name');
    assert.equal(refusal({ sort: 'created_at' }), 'sort must be valid JSON');
    assert.equal(refusal({ sort: '[{"active":"ASC"}]' }), 'Unknown sort field "active"');
    assert.equal(refusal({ sort: '[{"name":"UP"}]' }), 'Invalid sort direction for name: use ASC or DESC');
    assert.equal(
      refusal({ sort: '[{"name":"ASC; drop table users"}]' }),
      'Invalid sort direction for name: use ASC or DESC',
    );
    assert.equal(refusal({ sort: '["name"]' }), 'sort must be a JSON list like [{"created_at":"DESC"}]');
    assert.equal(refusal({ limit: '0' }), 'limit must be -1 (all) or a positive number');
    assert.equal(refusal({ limit: 'ten' }), 'limit must be a whole number');
    assert.equal(refusal({ offset: '-5' }), 'offset must be 0 or more');
    assert.equal(refusal({ populate: '["password"]' }), 'Unknown populate "password"');
    assert.equal(refusal({ search: 'x'.repeat(201) }), 'search must be at most 200 characters');
  });

  test('the names every object inherits name no field, operator or relation', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      assert.equal(refusal({ where: `{"${key}":1}` }), `Unknown filter field "${key}"`);
      assert.equal(refusal({ where: `{"${key}":{"=":1}}` }), `Unknown filter field "${key}"`);
      assert.equal(refusal({ sort: `[{"${key}":"ASC"}]` }), `Unknown sort field "${key}"`);
      assert.equal(refusal({ where: `{"name":{"${key}":"x"}}` }), `Unknown operator "${key}" for name`);
      assert.equal(refusal({ populate: `["${key}"]` }), `Unknown populate "${key}"`);
    }
  });

  test('text PostgreSQL cannot store is refused: a NUL byte, a lone surrogate', () => {
    assert.equal(refusal({ where: '{"name":"a\\u0000b"}' }), 'Invalid value for name');
    assert.equal(refusal({ where: '{"name":{"contains":"\\ud800"}}' }), 'Invalid value for name');
    assert.equal(refusal({ where: '{"name":{"in":["ok","\\udc00x"]}}' }), 'Invalid value for name');
    assert.equal(refusal({ search: 'jane\u0000' }), 'search holds a character that is not allowed');
    assert.equal(refusal({ search: '\ud83d' }), 'search holds a character that is not allowed');
    // A character outside the basic plane is a surrogate pair, not a lone one.
    assert.equal(parseListQuery({ search: 'café 😀' }, spec).search, 'café 😀');
  });

  test("numbers and dates outside their column's range are refused", () => {
    const ranged: ListSpec = {
      ...spec,
      fields: {
        ...spec.fields,
        id: { column: specialities.id, type: 'integer' },
        rank: { column: sql`1`, type: 'integer' },
        score: { column: sql`1.5`, type: 'number' },
      },
    };
    const refused = (where: string) => {
      try {
        parseListQuery({ where }, ranged);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    assert.equal(refused('{"id":1e20}'), 'Invalid value for id');
    assert.equal(refused('{"id":9007199254740993}'), 'Invalid value for id');
    assert.equal(refused('{"id":{">=":"12345678901"}}'), 'accepted');
    assert.equal(refused('{"rank":2147483648}'), 'Invalid value for rank');
    assert.equal(refused('{"rank":-2147483647}'), 'accepted');
    assert.equal(refused('{"score":1e300}'), 'Invalid value for score');
    assert.equal(refused('{"score":12.5}'), 'accepted');
    for (const date of ['"-000001-01-01"', '8.64e15', '"+010000-01-01T00:00:00Z"', '-62198755200001']) {
      assert.equal(refused(`{"created_at":{">=":${date}}}`), 'Invalid value for created_at', date);
    }
    assert.equal(refused('{"created_at":{">=":"0001-01-01T00:00:00Z"}}'), 'accepted');
    assert.equal(refused('{"created_at":{"<=":"9999-12-31T23:59:59Z"}}'), 'accepted');
  });
});

describe('list-query SQL on a real database', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
    await t.app.db
      .insert(specialities)
      .values([{ name: 'Cardiology' }, { name: 'Dermatology', active: false }, { name: '100%_Pure' }]);
  });
  after(() => t.close());

  const run = async (query: Record<string, unknown>) => {
    const q = parseListQuery(query, spec);
    const rows = await t.app.db
      .select({ name: specialities.name })
      .from(specialities)
      .where(whereSql(q, spec))
      .orderBy(...orderBySql(q, spec))
      .limit(q.limit)
      .offset(q.offset);
    return rows.map((r) => r.name);
  };

  test('filters, sorts and pages', async () => {
    assert.deepEqual(await run({ where: '{"active":true}' }), ['100%_Pure', 'Cardiology']);
    assert.deepEqual(await run({ where: '{"name":{"contains":"OLOG"}}', sort: '[{"name":"DESC"}]' }), [
      'Dermatology',
      'Cardiology',
    ]);
    assert.deepEqual(await run({ where: '{"name":{"in":["Cardiology","Nope"]}}' }), ['Cardiology']);
    assert.deepEqual(await run({ limit: '1', offset: '1' }), ['Cardiology']);
  });

  test('contains treats % and _ as plain characters', async () => {
    assert.deepEqual(await run({ where: '{"name":{"contains":"%_"}}' }), ['100%_Pure']);
    assert.deepEqual(await run({ where: '{"name":{"contains":"_"}}' }), ['100%_Pure']);
  });

  test('the edges of the accepted ranges reach the database without an error', async () => {
    assert.deepEqual(
      await run({
        where: '{"created_at":{">=":"0001-01-01T00:00:00Z","<=":"9999-12-31T23:59:59Z"},"active":true}',
      }),
      ['100%_Pure', 'Cardiology'],
    );
  });

  test('null and not-null conditions', async () => {
    const [{ n }] = await t.app.db
      .select({ n: count() })
      .from(specialities)
      .where(whereSql(parseListQuery({ where: '{"uid":{"!=":null}}' }, spec), spec));
    assert.equal(Number(n), 3);
    assert.deepEqual(await run({ where: '{"uid":null}' }), []);
  });
});
