import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, login, type TestApp } from '../../test/helper.js';
import { REPORTS_PER_MINUTE } from './routes.js';

const REPORT = {
  remote: 'people',
  version: '0.2.0',
  stage: 'manifest',
  attempt: 1,
  final: false,
  error: '/remotes/people/0.2.0/mf-manifest.json answered 503',
};

describe('POST /api/federation/failures', () => {
  let t: TestApp;
  let token: string;
  const lines: string[] = [];
  before(async () => {
    t = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    token = (await login(t.app)).token;
  });
  after(() => t.close());

  const post = (payload: unknown, auth = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/federation/failures',
      headers: auth ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
    });

  test('logs the remote, its version, the stage and the error, and answers 202', async () => {
    const res = await post(REPORT);
    assert.equal(res.statusCode, 202);
    assert.deepEqual(res.json(), { status: 202, message: 'Logged', data: { logged: true } });
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'remote load failed');
    assert.ok(entry, 'a log line');
    assert.equal(entry.remote, 'people');
    assert.equal(entry.remote_version, '0.2.0');
    assert.equal(entry.stage, 'manifest');
    assert.equal(entry.attempt, 1);
    assert.equal(entry.final, false);
    assert.equal(entry.load_error, REPORT.error);
  });

  test('needs a signed-in administrator', async () => {
    const res = await post(REPORT, false);
    assert.equal(res.statusCode, 401);
  });

  test('refuses junk with a 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...REPORT, remote: '../etc' }, /remote/],
      [{ ...REPORT, version: 'latest' }, /version/],
      [{ ...REPORT, stage: 'everything' }, /stage/],
      [{ ...REPORT, attempt: 0 }, /attempt/],
      [{ ...REPORT, error: 'x'.repeat(301) }, /error/],
      [{ ...REPORT, error: '' }, /error/],
      [{ remote: 'people' }, /version|stage|attempt|final|error/],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(res.json().message, field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/federation/failures',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{oops',
    });
    assert.equal(notJson.statusCode, 400);
    assert.equal(notJson.json().message, 'The request body is not valid JSON');
  });

  test(`answers 429 past ${REPORTS_PER_MINUTE} reports a minute from one administrator`, async () => {
    // One report was accepted above (the unsigned and the junk ones never reached the handler).
    let last = 202;
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) last = (await post(REPORT)).statusCode;
    assert.equal(last, 429);
    assert.equal((await post(REPORT)).json().message, 'Too many failure reports: try again in a minute');
  });
});
