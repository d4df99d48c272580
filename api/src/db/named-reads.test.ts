import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isNameableRead } from './client.js';

describe('reads sent as named statements', () => {
  test('a read is named, so each connection plans its shape once', () => {
    assert.equal(isNameableRead('select "id" from "appointments" where "status" = $1 limit 20'), true);
    assert.equal(isNameableRead('with page as (select 1) select * from page'), true);
  });

  test('a search with a pattern parameter is not: a generic plan cannot know the pattern', () => {
    assert.equal(isNameableRead('select "id" from "appointments" where "appt_id" ilike $1'), false);
    assert.equal(isNameableRead('SELECT count(*) FROM users WHERE full_name ILIKE $1'), false);
  });

  test('a write is not', () => {
    assert.equal(isNameableRead('insert into audit_log (action) values ($1)'), false);
    assert.equal(isNameableRead('update transactions set refund_id = $1 where id = $2'), false);
  });
});
