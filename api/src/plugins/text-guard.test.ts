import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, buildTestApp, login, type TestApp } from '../test/helper.js';
import { firstUnstorableText } from './text-guard.js';

describe('text the database cannot store', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  test('a lone surrogate or a NUL byte in a body, a query or a path is a 400 naming the field', async () => {
    const cases = [
      {
        request: { method: 'POST' as const, url: '/api/speciality', payload: '{"name":"\\ud800"}' },
        message: 'name holds a character that is not allowed',
      },
      {
        request: { method: 'POST' as const, url: '/api/speciality', payload: '{"name":"Card\\u0000iology"}' },
        message: 'name holds a character that is not allowed',
      },
      {
        request: { method: 'GET' as const, url: '/api/speciality?search=heart%00' },
        message: 'search holds a character that is not allowed',
      },
      {
        request: { method: 'GET' as const, url: '/api/doctor/fetch/abc%00def' },
        message: 'uid holds a character that is not allowed',
      },
    ];
    for (const { request, message } of cases) {
      const res = await t.app.inject({
        ...request,
        headers: { ...auth, ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      });
      assert.equal(res.statusCode, 400, request.url);
      assert.deepEqual(res.json(), { status: 400, message, data: null });
    }
    const stored = await t.database.query('select 1 from specialities');
    assert.equal(stored.length, 0);
  });

  test('names the path of a nested value, and a key that is itself bad', () => {
    assert.equal(firstUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, ''), 'a.1.c');
    assert.equal(firstUnstorableText({ 'k\udc00': 1 }, ''), '');
    assert.equal(firstUnstorableText({ a: 'café 😀' }, ''), null);
    // Deep nesting is walked without recursion.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    assert.equal(firstUnstorableText(deep, '')?.split('.').length, 50_000);
  });
});
