import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { toDay, toIso } from '../time/iso.js';
import { exact, text } from './exact-shapes.js';
import { getByUid, StringEnum, typedRoutes } from './typed-routes.js';
import { isUuid } from './uuid.js';

describe('wire', () => {
  test('public ids are UUIDs in any letter case', () => {
    assert.ok(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e'));
    assert.ok(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E'));
    assert.ok(!isUuid('0f8fad5b-d9cb-469f-a165-70867728950'));
    assert.ok(!isUuid(42));
  });

  test('instants and days as the wire writes them', () => {
    assert.equal(toIso('2026-03-04T05:06:07Z'), '2026-03-04T05:06:07.000Z');
    assert.equal(toIso('not a date'), null);
    assert.equal(toDay('2026-03-04'), '2026-03-04');
    assert.equal(toDay(null), null);
  });

  test('StringEnum is the JSON schema the OpenAPI document shows', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(StringEnum(['a', 'b']))), {
      type: 'string',
      enum: ['a', 'b'],
    });
  });

  test('a typed route validates its body with the schema it is typed by', async () => {
    const app = typedRoutes(Fastify());
    app.post(
      '/things',
      { schema: { body: Type.Object({ name: Type.String(), kind: StringEnum(['x', 'y']) }) } },
      async (request) => ({ name: request.body.name.toUpperCase(), kind: request.body.kind }),
    );
    const good = await app.inject({ method: 'POST', url: '/things', payload: { name: 'pen', kind: 'x' } });
    assert.deepEqual(good.json(), { name: 'PEN', kind: 'x' });
    const bad = await app.inject({ method: 'POST', url: '/things', payload: { name: 'pen', kind: 'z' } });
    assert.equal(bad.statusCode, 400);
    await app.close();
  });

  test('getByUid answers the read in the envelope with the uid of the path', async () => {
    const app = typedRoutes(Fastify());
    const data = exact({ uid: text });
    getByUid(
      app,
      '/things/:uid',
      { permission: 'doctors.view', tags: ['t'], summary: 'A thing', data },
      async (uid) => ({ uid }),
    );
    const answer = await app.inject({ method: 'GET', url: '/things/abc' });
    assert.deepEqual(answer.json(), { status: 200, message: 'Success', data: { uid: 'abc' } });
    await app.close();
  });
});
