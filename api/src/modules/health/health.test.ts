import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../../test/helper.js';

describe('GET /api/health', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  test('answers 200 in the envelope once migrated, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.status, 200);
    assert.equal(typeof body.message, 'string');
    assert.ok(['pglite', 'postgres'].includes(body.data.database));
    assert.ok(res.headers['x-request-id']);
  });

  test('records every migration once', async () => {
    const rows = await t.database.query<{ name: string }>('select name from schema_migrations order by name');
    assert.ok(rows.some((row) => row.name === '0000_domain.sql'));
  });

  test('keeps a well-formed incoming request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    assert.equal(res.headers['x-request-id'], 'abc-123');
  });

  test('an unknown API path is a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(Object.keys(res.json()).sort(), ['data', 'message', 'status']);
    assert.equal(res.json().data, null);
  });

  test('malformed JSON is a 400 with a message, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'The request body is not valid JSON');
  });

  test('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().paths['/api/health']);
  });

  test('ready answers 503, never 500, whatever failure the database has', async () => {
    const other = await buildTestApp();
    try {
      await other.app.database.exec('alter table schema_migrations rename to schema_migrations_gone');
      const missing = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(missing.statusCode, 503);
      assert.equal(missing.json().message, 'Service unavailable: the database has no schema yet');
      await other.app.database.close();
      const closed = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(closed.statusCode, 503);
      assert.match(closed.json().message, /^Service unavailable: the database \(\w+\) is not answering$/);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
